import { lazy, Suspense, type ComponentProps } from 'react';
import { Loader } from '@school/shared/ui';

/**
 * The report form's code (and dnd-kit's, which its homework list sorts with) is loaded when a teacher
 * is about to write or edit a report, not with every page that lists reports: pointing at or focusing
 * «Добавить отчёт» or «Редактировать» starts the download, opening the form waits for it.
 */
const loadReportForm = () => import('./report-form');

const ReportFormCode = lazy(() => loadReportForm().then((module) => ({ default: module.ReportForm })));

/** Starts loading the form's code ahead of a click (the file is fetched once). */
export function preloadReportForm(): void {
  void loadReportForm();
}

export function ReportForm(props: ComponentProps<typeof ReportFormCode>) {
  return (
    <Suspense fallback={<Loader />}>
      <ReportFormCode {...props} />
    </Suspense>
  );
}
