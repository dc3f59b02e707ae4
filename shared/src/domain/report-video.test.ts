import { describe, expect, it } from 'vitest';
import { isReportVideoExtension, isReportVideoType } from './report-video';

// teacher-and-company §5 (a report's video); docs/decisions.md, "Videos and storage".
describe('what a report may carry as its video', () => {
  it('takes a video/* content type only', () => {
    expect(isReportVideoType('video/mp4')).toBe(true);
    expect(isReportVideoType('video/quicktime')).toBe(true);
    expect(isReportVideoType('image/png')).toBe(false);
    expect(isReportVideoType('')).toBe(false);
    expect(isReportVideoType('video/')).toBe(false);
  });

  it('takes the extensions of video files only, in any case, with or without the dot', () => {
    expect(isReportVideoExtension('mp4')).toBe(true);
    expect(isReportVideoExtension('.MOV')).toBe(true);
    expect(isReportVideoExtension('exe')).toBe(false);
    expect(isReportVideoExtension('html')).toBe(false);
    expect(isReportVideoExtension('')).toBe(false);
  });
});
