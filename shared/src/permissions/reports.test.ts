import { describe, expect, it } from 'vitest';
import { viewers } from '../../testing';
import { canAddGroupReport, canQueryPlannedRate, canSeeHiddenReportFields, canUploadReportVideo, canUseReportFormat } from './index';

const { teacher, otherTeacher, apprentice, admin, manager, hr, student } = viewers;

describe('group reports', () => {
  const group = { teacherIds: [teacher.id], studentIds: [student.id], userGroupId: 7 };
  it('are added by the group’s own teachers', () => {
    expect(canAddGroupReport(teacher, group)).toBe(true);
    expect(canAddGroupReport(otherTeacher, group)).toBe(false);
    expect(canAddGroupReport(admin, group)).toBe(false);
  });
});

describe('report details', () => {
  it('fields hidden from students are read by teachers and staff only', () => {
    expect(canSeeHiddenReportFields(teacher)).toBe(true);
    expect(canSeeHiddenReportFields(manager)).toBe(true);
    expect(canSeeHiddenReportFields(student)).toBe(false);
    expect(canSeeHiddenReportFields(hr)).toBe(false);
  });
  it('videos are uploaded and planned rates asked by teachers', () => {
    expect(canUploadReportVideo(teacher)).toBe(true);
    expect(canUploadReportVideo(student)).toBe(false);
    expect(canQueryPlannedRate(apprentice)).toBe(true);
    expect(canQueryPlannedRate(admin)).toBe(false);
  });
});

describe('report formats', () => {
  const formats = [
    { id: 'skype-50', typeId: 'individual', durationMins: 50 },
    { id: 'apprentice-trial-25', typeId: 'apprentice-trial', durationMins: 25 },
    { id: 'apprentice-trial-50', typeId: 'apprentice-trial', durationMins: 50 },
    { id: 'group-60', typeId: 'group', durationMins: 60 },
  ];
  const use = (user: typeof teacher, id: string, kind: 'student' | 'group') =>
    canUseReportFormat({ user, format: formats.find((f) => f.id === id)!, formats, kind, defaultFormatId: 'skype-50' });
  it('keeps apprentices to the trial of the default duration', () => {
    expect(use(apprentice, 'apprentice-trial-50', 'student')).toBe(true);
    expect(use(apprentice, 'apprentice-trial-25', 'student')).toBe(false);
    expect(use(apprentice, 'skype-50', 'student')).toBe(false);
  });
  it('keeps group formats to group reports', () => {
    expect(use(teacher, 'group-60', 'group')).toBe(true);
    expect(use(teacher, 'skype-50', 'group')).toBe(false);
    expect(use(teacher, 'group-60', 'student')).toBe(false);
    expect(use(teacher, 'skype-50', 'student')).toBe(true);
  });
});
