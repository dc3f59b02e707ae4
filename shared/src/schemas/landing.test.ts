import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formCheck } from '../domain/form-check';
import { landingTexts, validationTexts } from '../texts';
import { isLeadContact, LeadFormSchema, LeadInputSchema, TeacherSearchInputSchema, type TeacherSearchInput } from './landing';

const checkLead = formCheck(LeadFormSchema);
const valid = { name: 'Анна', phone: '+7 916 123-45-67', contact: '', ageGroup: 'adult', time: 'morning' };

describe('the introductory-lesson lead form', () => {
  it('accepts a name, a phone, an optional e-mail or messenger, an age group and a time', () => {
    const result = checkLead({ ...valid, name: '  Анна  ', contact: ' anna@example.com ' });
    expect(result).toMatchObject({ valid: true, output: { name: 'Анна', contact: 'anna@example.com', ageGroup: 'adult', time: 'morning' } });
    for (const contact of ['', 'anna@example.com', '@anna_english', 't.me/anna_english', 'https://t.me/anna_english'])
      expect(isLeadContact(contact)).toBe(true);
    for (const contact of ['anna', '@ab', 'anna@', 'vk.com/anna', '+7 916 123-45-67']) expect(isLeadContact(contact)).toBe(false);
  });

  it('says in Russian what is wrong with each field', () => {
    const result = checkLead({ name: '', phone: '12345', contact: 'anna', ageGroup: '', time: 'night' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      name: landingTexts.lead.nameRequired,
      phone: validationTexts.phoneInvalid,
      contact: landingTexts.lead.contactInvalid,
      ageGroup: landingTexts.lead.ageGroupRequired,
      time: landingTexts.lead.timeRequired,
    });
    expect(checkLead({ ...valid, name: 'А' }).errors.name).toBe(landingTexts.lead.nameTooShort);
    expect(checkLead({ ...valid, name: '12345' }).errors.name).toBe(landingTexts.lead.nameRequired);
    expect(checkLead({ ...valid, name: 'Я'.repeat(81) }).errors.name).toBe(validationTexts.tooLong(80));
    expect(checkLead({ ...valid, phone: '+7 (916) 123-45-67-89-01' }).errors.phone).toBe(validationTexts.phoneInvalid);
    expect(checkLead({ ...valid, contact: `${'a'.repeat(120)}@x.ru` }).errors.contact).toBe(validationTexts.tooLong(120));
  });

  it('takes the invitation code in any case, refuses unknown keys and malformed codes', () => {
    expect(v.parse(LeadInputSchema, { ...valid, referralCode: 'student9' })).toMatchObject({ referralCode: 'STUDENT9', source: 'intro-lesson' });
    expect(v.safeParse(LeadInputSchema, { ...valid, referralCode: 'IO01IO01' }).success).toBe(false);
    expect(v.safeParse(LeadInputSchema, { ...valid, amount: 100 }).success).toBe(false);
    expect(v.safeParse(LeadInputSchema, { ...valid, level: 'B1', source: 'level-test' }).success).toBe(true);
    expect(v.safeParse(LeadInputSchema, { ...valid, level: 'C2' }).success).toBe(false);
  });
});

describe('the teacher-search questionnaire', () => {
  const answers: TeacherSearchInput = {
    goals: ['travel'],
    level: 'unknown',
    times: ['evening'],
    lessonsPerWeek: '1',
    teacherGender: 'any',
    preferences: [],
    comment: '',
  };
  it('needs at least one goal and one time; the rest is chosen from the lists', () => {
    expect(v.safeParse(TeacherSearchInputSchema, answers).success).toBe(true);
    expect(formCheck(TeacherSearchInputSchema)({ ...answers, goals: [] }).errors).toEqual({ goals: landingTexts.teacherSearch.goalsRequired });
    expect(formCheck(TeacherSearchInputSchema)({ ...answers, times: [] }).errors).toEqual({ times: landingTexts.teacherSearch.timesRequired });
    expect(v.safeParse(TeacherSearchInputSchema, { ...answers, goals: ['money'] }).success).toBe(false);
  });
});
