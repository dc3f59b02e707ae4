import type { InfiniteData } from '@tanstack/react-query';
import type { Report, ReportPage } from '@school/shared/schemas';

/** Report lists load in slices of this many reports. */
export const REPORT_PAGE_SIZE = 10;

/** The page after the last loaded one, while reports remain. */
export function nextPageOf(last: Pick<ReportPage, 'page' | 'pageSize' | 'total'>): number | undefined {
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}

export function allReports(data: InfiniteData<ReportPage> | undefined): Report[] {
  const seen = new Set<number>();
  const out: Report[] = [];
  for (const page of data?.pages ?? []) {
    for (const report of page.items) {
      if (seen.has(report.id)) continue;
      seen.add(report.id);
      out.push(report);
    }
  }
  return out;
}

/** Puts a saved report in place of its old version, keeping its place in the list. */
export function replaceReport(data: InfiniteData<ReportPage> | undefined, report: Report): InfiniteData<ReportPage> | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((r) => (r.id === report.id ? { ...report, order: r.order } : r)) })) };
}

/** Takes a deleted report out of the list. */
export function removeReport(data: InfiniteData<ReportPage> | undefined, reportId: number): InfiniteData<ReportPage> | undefined {
  if (!data) return data;
  const had = data.pages.some((p) => p.items.some((r) => r.id === reportId));
  if (!had) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, total: page.total - 1, items: page.items.filter((r) => r.id !== reportId) })) };
}
