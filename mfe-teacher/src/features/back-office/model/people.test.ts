import { describe, expect, it } from 'vitest';
import { leadEmail, personName, sameRoles, splitLeadName, toggleRole } from './people';

describe('the back office’s people (roles: student, teacher, selling teacher, apprentice, client manager, admin)', () => {
  it('keeps the roles a person can hold together while they are ticked', () => {
    expect(toggleRole(['student'], 'teacher', true)).toEqual(['teacher']);
    expect(toggleRole(['teacher'], 'selling_teacher', true)).toEqual(['teacher', 'selling_teacher']);
    expect(toggleRole(['teacher', 'selling_teacher'], 'teacher', false)).toEqual([]);
    expect(toggleRole(['teacher', 'selling_teacher'], 'apprentice', true)).toEqual(['apprentice']);
    expect(toggleRole([], 'selling_teacher', true)).toEqual(['teacher', 'selling_teacher']);
    expect(toggleRole(['student'], 'admin', true)).toEqual(['student', 'admin']);
    expect(sameRoles(['admin', 'student'], ['student', 'admin'])).toBe(true);
  });

  it('pre-fills a student from a lead (leads → student)', () => {
    expect(splitLeadName('  Анна  Мария Петрова ')).toEqual({ firstName: 'Анна', lastName: 'Мария Петрова' });
    expect(splitLeadName('Анна')).toEqual({ firstName: 'Анна', lastName: '' });
    expect(leadEmail(' Anna@Example.com ')).toBe('anna@example.com');
    expect(leadEmail('@anna_tg')).toBe('');
    expect(personName({ firstName: 'Анна', lastName: 'Петрова' })).toBe('Петрова Анна');
    expect(personName({ firstName: '', lastName: '', email: 'x@example.com' })).toBe('x@example.com');
  });
});
