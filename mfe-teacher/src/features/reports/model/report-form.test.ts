import { describe, expect, it } from 'vitest';
import type { Report, ReportFullType } from '@school/shared/schemas';
import { rateMessage, rateView } from './rate';
import { allReports, nextPageOf, removeReport, replaceReport } from './report-list';
import {
  attendancePayload,
  editReportValues,
  formatsFor,
  initialReportFormatId,
  isDirty,
  isFormValid,
  isPaidFormat,
  needsLateConfirmation,
  newReportValues,
  reportPayload,
  validateReportForm,
  type ReportTarget,
} from './report-form';
import { fileExtension, isVideoFile, uploadPercent } from './upload';

const formats: ReportFullType[] = [
  { id: 'skype-25', name: '25 минут', durationMins: 25, typeId: 'individual', fieldTypes: [] },
  {
    id: 'skype-50',
    name: '50 минут',
    durationMins: 50,
    typeId: 'individual',
    fieldTypes: [
      { id: 2, name: 'Что прошли', order: 2, visibleForStudent: true },
      { id: 1, name: 'Тема', order: 1, visibleForStudent: true },
    ],
  },
  { id: 'apprentice-trial-50', name: 'Пробный', durationMins: 50, typeId: 'apprentice-trial', fieldTypes: [] },
  { id: 'group-60', name: 'Группа', durationMins: 60, typeId: 'group', fieldTypes: [] },
];
const now = new Date(2026, 10, 21, 15, 0);
const student: ReportTarget = {
  kind: 'student',
  studentId: 9,
  defaultReportFullTypeId: 'skype-50',
  prevAppointmentDate: null,
  nextAppointmentDate: null,
  paidFormats: [{ id: 'skype-50' }],
};
const group: ReportTarget = {
  kind: 'group',
  studentGroupId: 1,
  defaultReportFullTypeId: 'group-60',
  prevAppointmentDate: new Date(2026, 10, 21, 13, 0).toISOString(),
  nextAppointmentDate: null,
  students: [
    { id: 21, firstName: 'А', lastName: 'Б' },
    { id: 22, firstName: 'В', lastName: 'Г' },
  ],
};

describe('report form', () => {
  it('starts a new report yesterday with the default format, or at a recent lesson', () => {
    const values = newReportValues({ target: student, allowed: formatsFor(student, formats, 'teacher'), now });
    expect(values).toMatchObject({ date: '20.11.2026', time: '00:00', fullTypeId: 'skype-50', status: 'default', videoFileName: null });
    const forGroup = newReportValues({ target: group, allowed: formatsFor(group, formats, 'teacher'), now });
    expect(forGroup).toMatchObject({ date: '21.11.2026', time: '13:00', fullTypeId: 'group-60', attendance: { '21': 'present', '22': 'present' } });
    const forApprentice = newReportValues({ target: student, allowed: formatsFor(student, formats, 'apprentice'), now });
    expect(forApprentice.fullTypeId).toBe('apprentice-trial-50');
  });

  it('requires a date not later than now', () => {
    const values = newReportValues({ target: student, allowed: formats, now });
    expect(isFormValid(validateReportForm(values, now))).toBe(true);
    expect(validateReportForm({ ...values, date: '' }, now).date).toBe('Заполните, пожалуйста, дату и время начала занятия');
    expect(validateReportForm({ ...values, date: '31.02.2026' }, now).date).toBe('Заполните, пожалуйста, дату и время начала занятия');
    expect(validateReportForm({ ...values, date: '22.11.2026' }, now).date).toBe('Дата занятия не может быть позже текущего момента');
  });

  it('asks about lessons more than 24 hours ago, for new reports only', () => {
    const values = newReportValues({ target: student, allowed: formats, now });
    expect(needsLateConfirmation({ ...values, date: '20.11.2026', time: '14:59' }, now, 'create')).toBe(true);
    expect(needsLateConfirmation({ ...values, date: '20.11.2026', time: '15:00' }, now, 'create')).toBe(false);
    expect(needsLateConfirmation({ ...values, date: '01.11.2026' }, now, 'edit')).toBe(false);
  });

  it('is dirty only when something changed', () => {
    const pristine = newReportValues({ target: student, allowed: formats, now });
    const copy = newReportValues({ target: student, allowed: formats, now });
    expect(isDirty(copy, pristine)).toBe(false);
    expect(isDirty({ ...copy, fields: { '1': '' } }, pristine)).toBe(false);
    expect(isDirty({ ...copy, fields: { '1': 'Тема' } }, pristine)).toBe(true);
    expect(isDirty({ ...copy, status: 'missing student' }, pristine)).toBe(true);
  });

  it('sends the fields of the chosen format, the date and homework without deleted items', () => {
    const values = { ...newReportValues({ target: student, allowed: formats, now }), fields: { '1': 'Тема', '2': 'Прошли', '9': 'чужое' } };
    const payload = reportPayload(values, formats[1]);
    expect(payload).toEqual({
      fields: { '1': 'Тема', '2': 'Прошли' },
      date: new Date(2026, 10, 20, 0, 0).toISOString(),
      fullTypeId: 'skype-50',
      homeworkGroups: [],
      videoFileName: null,
      status: 'default',
    });
    const forGroup = newReportValues({ target: group, allowed: formats, now });
    expect(attendancePayload({ ...forGroup, attendance: { ...forGroup.attendance, '22': 'absent' } })).toEqual([
      { studentId: 21, status: 'present' },
      { studentId: 22, status: 'absent' },
    ]);
  });

  it('edits a saved report as it is', () => {
    const report = {
      id: 5,
      date: new Date(2026, 10, 19, 9, 30).toISOString(),
      fullTypeId: 'group-60',
      status: 'missing student',
      fields: [{ reportFieldTypeId: 1, type: { id: 1, name: 'Тема' }, value: 'Small talk' }],
      homeworkGroups: [],
      videoFileName: 'a.mp4',
      studentGroupId: 1,
      reportsUsers: [{ studentId: 21, student: { firstName: 'А', lastName: 'Б' }, status: 'present' }],
    } as unknown as Report;
    expect(editReportValues(report, [{ id: 21 }, { id: 22 }])).toMatchObject({
      date: '19.11.2026',
      time: '09:30',
      fullTypeId: 'group-60',
      status: 'missing student',
      fields: { '1': 'Small talk' },
      videoFileName: 'a.mp4',
      attendance: { '21': 'present', '22': 'absent' },
    });
  });
});

describe('video upload', () => {
  it('caps the progress at 99 until done', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(50, 100)).toBe(50);
    expect(uploadPercent(100, 100)).toBe(99);
    expect(uploadPercent(100, 100, true)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
  it('takes video files only', () => {
    expect(isVideoFile({ type: 'video/mp4', name: 'a.mp4' })).toBe(true);
    expect(isVideoFile({ type: 'video/quicktime', name: 'a.mov' })).toBe(true);
    expect(isVideoFile({ type: 'image/png', name: 'a.mp4' })).toBe(false);
    expect(isVideoFile({ type: '', name: 'a.mp4' })).toBe(false);
    // The server's rule: a video type with an extension it does not take is refused before uploading.
    expect(isVideoFile({ type: 'video/mp4', name: 'a.exe' })).toBe(false);
    expect(isVideoFile({ type: 'video/webm', name: 'blob' })).toBe(true);
    expect(fileExtension({ type: 'video/mp4', name: 'Урок.final.MP4' })).toBe('mp4');
    expect(fileExtension({ type: 'video/webm', name: 'blob' })).toBe('webm');
  });
});

describe('rate messages', () => {
  it.each([
    ['no-rate', 'За этот урок вы не получите денег...'],
    ['cannot-compute', 'Не удается вычислить ставку, попробуйте обновить страницу.'],
    ['type-not-paid', 'За отчет с таким типом вы не получите денег...'],
    ['unknown-version', 'Некорректная версия системы ставок'],
  ] as const)('%s reads “%s”', (problem, message) => {
    expect(rateMessage(problem).message).toBe(message);
  });
  it('explains the internship case', () => {
    expect(rateMessage('after-internship').message).toMatch(/после окончания стажировки/);
  });
  it('shows admins the amount with the formula', () => {
    const view = rateView({
      version: 1,
      rate: 650,
      salaryPaymentMethodMultiplier: 1,
      baseRate: null,
      auctionMultiplier: null,
      skillMultiplier: null,
      qualityMultiplier: null,
      performanceBonus: null,
      LTVBonus: null,
    });
    expect(view).toMatchObject({ kind: 'amount', amount: 650, formula: '⌊650 × 1⌋ = 650' });
    expect(
      rateView({
        version: 7,
        rate: 1,
        salaryPaymentMethodMultiplier: 1,
        baseRate: null,
        auctionMultiplier: null,
        skillMultiplier: null,
        qualityMultiplier: null,
        performanceBonus: null,
        LTVBonus: null,
      }),
    ).toMatchObject({
      kind: 'message',
      message: 'Некорректная версия системы ставок',
    });
  });
});

describe('report list slices', () => {
  const page = (n: number, ids: number[], total: number) => ({
    items: ids.map((id) => ({ id, order: id }) as unknown as Report),
    total,
    page: n,
    pageSize: 10,
  });
  it('knows the next page', () => {
    expect(nextPageOf({ page: 1, pageSize: 10, total: 26 })).toBe(2);
    expect(nextPageOf({ page: 3, pageSize: 10, total: 26 })).toBeUndefined();
  });
  it('replaces an edited report in place and removes a deleted one', () => {
    const data = { pages: [page(1, [3, 2], 3), page(2, [1], 3)], pageParams: [1, 2] };
    const edited = replaceReport(data, { id: 2, order: 99, status: 'missing student' } as unknown as Report)!;
    expect(allReports(edited).map((r) => [r.id, r.order])).toEqual([
      [3, 3],
      [2, 2],
      [1, 1],
    ]);
    expect(allReports(edited)[1]!.status).toBe('missing student');
    const removed = removeReport(data, 2)!;
    expect(allReports(removed).map((r) => r.id)).toEqual([3, 1]);
    expect(removed.pages[0]!.total).toBe(2);
  });
});

describe('teacher-and-company §5: format restrictions', () => {
  const formatChoices = [{ id: 'skype-25' }, { id: 'skype-50' }, { id: 'apprentice-trial-25' }, { id: 'apprentice-trial-50' }];
  it('starts with the default format when allowed', () => {
    expect(initialReportFormatId(formatChoices, 'skype-50')).toBe('skype-50');
    expect(initialReportFormatId([formatChoices[3]!], 'skype-50')).toBe('apprentice-trial-50');
    expect(initialReportFormatId([], 'skype-50')).toBe('');
  });
  it('knows the student’s paid formats', () => {
    expect(isPaidFormat('skype-50', [{ id: 'skype-50' }])).toBe(true);
    expect(isPaidFormat('skype-25', [{ id: 'skype-50' }])).toBe(false);
  });
});
