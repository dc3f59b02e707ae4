import { reportsLeftTone, studentStatusTone } from '../domain';
import { commonTexts } from '../texts';
import { Badge } from './badge';

/** The student status badge; an unknown status reads 'Не определён'. */
export function StudentStatusBadge({ statusId, statusName }: { statusId: string | null; statusName?: string | null }) {
  const tone = studentStatusTone(statusId);
  return (
    <Badge tone={tone} testId="student-status-badge">
      {statusId ? (statusName ?? statusId) : commonTexts.unknownStatus}
    </Badge>
  );
}

/** Remaining paid lessons: green at 2 or more, red below 0, yellow otherwise. */
export function ReportsLeftBadge({ reportsLeft, label }: { reportsLeft: number; label?: string }) {
  return (
    <Badge tone={reportsLeftTone(reportsLeft)} testId="reports-left-badge">
      {label ? `${label}: ${reportsLeft}` : reportsLeft}
    </Badge>
  );
}
