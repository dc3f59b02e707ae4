import type { Student } from '@school/shared/schemas';
import { texts } from '../../../texts';

/** The reports list and add-report area of a student page. */
export function StudentReports({ student }: { student: Student }) {
  return (
    <section aria-label={texts.reports.title} data-testid="student-reports" data-student-id={student.id}>
      <h2>{texts.reports.title}</h2>
      <p>{texts.inDevelopmentText}</p>
    </section>
  );
}
