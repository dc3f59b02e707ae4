import { texts } from '../../../texts';

export interface GroupReportsProps {
  studentGroupId: number;
  /** Company pages in the HR view: names without links, nothing to edit. */
  hrView?: boolean;
}

/** The reports of a student group (group page, company group reports). */
export function GroupReports({ studentGroupId }: GroupReportsProps) {
  return (
    <section aria-label={texts.reports.title} data-testid="group-reports" data-group-id={studentGroupId}>
      <h2>{texts.reports.title}</h2>
      <p>{texts.inDevelopmentText}</p>
    </section>
  );
}
