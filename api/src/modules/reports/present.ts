import type { Report, ReportPage } from '@school/shared/schemas';
import { canSeeHiddenReportFields, canSeePresentStudents, canSeeRate, type Viewer } from '@school/shared/permissions';
import type { ReportRecord } from './repository';

/**
 * A report as this viewer may read it: fields not visible for students only for teachers and staff,
 * the pay rate and salary facts only for admins, the students present only for non-students.
 */
export function presentReport(record: ReportRecord, viewer: Viewer): Report {
  const { hiddenFieldTypeIds, ...report } = record;
  const hidden = new Set(hiddenFieldTypeIds);
  const fields = canSeeHiddenReportFields(viewer) ? report.fields : report.fields.filter((f) => !hidden.has(f.reportFieldTypeId));
  const rates = canSeeRate(viewer);
  return {
    ...report,
    fields,
    rate: rates ? report.rate : undefined,
    rateData: rates ? report.rateData : undefined,
    lastTeacherSalaryPaymentMethodChange: rates ? report.lastTeacherSalaryPaymentMethodChange : undefined,
    reportsUsers: canSeePresentStudents(viewer) ? report.reportsUsers : undefined,
  };
}

/** One page of a report list as this viewer may read it. */
export function presentReportPage(
  page: { items: ReportRecord[]; total: number; fullTypes: { id: string; name: string }[] },
  request: { page: number; pageSize: number },
  viewer: Viewer,
): ReportPage {
  return {
    items: page.items.map((r) => presentReport(r, viewer)),
    total: page.total,
    page: request.page,
    pageSize: request.pageSize,
    fullTypes: page.fullTypes,
  };
}
