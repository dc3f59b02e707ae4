import { describe, expect, it } from 'vitest';
import { allowedReportFormats, isGroupFormat } from './report-formats';

describe('teacher-and-company §5: format restrictions', () => {
  const formats = [
    { id: 'skype-25', typeId: 'individual', durationMins: 25 },
    { id: 'skype-50', typeId: 'individual', durationMins: 50 },
    { id: 'apprentice-trial-25', typeId: 'apprentice-trial', durationMins: 25 },
    { id: 'apprentice-trial-50', typeId: 'apprentice-trial', durationMins: 50 },
    { id: 'group-60', typeId: 'group', durationMins: 60 },
    { id: 'group-90', typeId: 'group', durationMins: 90 },
  ];
  const ids = (list: { id: string }[]) => list.map((f) => f.id);
  it('offers group formats only for group reports, and not for individual ones', () => {
    expect(ids(allowedReportFormats({ formats, kind: 'group', apprentice: false }))).toEqual(['group-60', 'group-90']);
    expect(ids(allowedReportFormats({ formats, kind: 'student', apprentice: false }))).toEqual([
      'skype-25',
      'skype-50',
      'apprentice-trial-25',
      'apprentice-trial-50',
    ]);
    expect(isGroupFormat('corporate-group-60')).toBe(true);
  });
  it('gives apprentices the trial of the default format’s duration', () => {
    expect(ids(allowedReportFormats({ formats, kind: 'student', apprentice: true, defaultFormatId: 'skype-50' }))).toEqual(['apprentice-trial-50']);
    expect(ids(allowedReportFormats({ formats, kind: 'student', apprentice: true, defaultFormatId: 'skype-25' }))).toEqual(['apprentice-trial-25']);
  });
  it('gives apprentices every trial when there is no default format or no trial of its duration', () => {
    expect(ids(allowedReportFormats({ formats, kind: 'student', apprentice: true, defaultFormatId: null }))).toEqual([
      'apprentice-trial-25',
      'apprentice-trial-50',
    ]);
    expect(
      ids(
        allowedReportFormats({
          formats: [...formats, { id: 'skype-40', typeId: 'individual', durationMins: 40 }],
          kind: 'student',
          apprentice: true,
          defaultFormatId: 'skype-40',
        }),
      ),
    ).toEqual(['apprentice-trial-25', 'apprentice-trial-50']);
    expect(allowedReportFormats({ formats, kind: 'group', apprentice: true })).toEqual([]);
  });
});
