import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiUrl } from '@school/shared/api';
import { reportVideoPath } from '@school/shared/contracts';
import { formatDate, formatDateTime } from '@school/shared/domain';
import { canSeePresentStudents, canSeeRate, presentStudentsAreLinks, type Viewer } from '@school/shared/permissions';
import type { Report } from '@school/shared/schemas';
import { Badge, Button } from '@school/shared/ui';
import { texts } from '../../../texts';
import { reportSummary } from '../model/report-summary';
import { HomeworkView } from './homework-view';
import { RateInfo } from './rate-info';
import styles from './reports.module.css';
import { RichText } from './rich-text';

function PresentStudents({ report, viewer, hrView }: { report: Report; viewer: Viewer; hrView: boolean }) {
  if (!canSeePresentStudents(viewer) || report.studentGroupId === null || !report.reportsUsers) return null;
  const present = report.reportsUsers.filter((u) => u.status === 'present');
  const links = presentStudentsAreLinks(viewer, { hrView });
  return (
    <section className={styles.present} aria-label={texts.reports.presentStudents}>
      <h4 className={styles.blockTitle}>{texts.reports.presentStudents}</h4>
      {present.length === 0 ? (
        <p className={styles.muted}>{texts.reports.nobodyPresent}</p>
      ) : (
        <ul className={styles.presentList}>
          {present.map((u) => {
            const name = `${u.student.firstName} ${u.student.lastName}`.trim();
            return <li key={u.studentId}>{links ? <Link to={`/lms/students/${u.studentId}`}>{name}</Link> : name}</li>;
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * One lesson report: teacher, date, format, status, fields, homework, video, comment, rate, attendance.
 * In a list it may be collapsed (`expanded` false with `onToggle`): the header and a summary line of
 * its first field, and «Показать отчёт» (a button: Enter and Space open it) for the rest.
 */
export function ReportCard({
  report,
  viewer,
  hrView = false,
  actions,
  expanded = true,
  onToggle,
}: {
  report: Report;
  viewer: Viewer;
  hrView?: boolean;
  actions?: ReactNode;
  expanded?: boolean;
  onToggle?: () => void;
}) {
  const teacherName = `${report.teacher.firstName} ${report.teacher.lastName}`.trim();
  const bodyId = useId();
  const open = expanded || !onToggle;
  return (
    <article className={styles.card} data-testid="report-card" data-report-id={report.id} data-expanded={open} aria-label={formatDateTime(report.date)}>
      <header className={styles.cardHeader}>
        <div className={styles.cardTitle}>
          <strong className={styles.cardDate}>{formatDateTime(report.date)}</strong>
          <span className={styles.format}>{report.fullType.name}</span>
          {report.status === 'missing student' && (
            <Badge tone="red" testId="report-missing-student">
              {texts.reports.missingStudent}
            </Badge>
          )}
        </div>
        <span className={styles.muted}>
          {texts.reports.teacher}: {teacherName}
        </span>
      </header>
      {!open && <p className={styles.summary}>{reportSummary(report) || texts.reports.noSummary}</p>}
      {onToggle && (
        <Button variant="link" size="small" aria-expanded={open} aria-controls={bodyId} onClick={onToggle} data-testid="report-toggle">
          {open ? texts.reports.collapse : texts.reports.expand}
        </Button>
      )}
      {open && (
        <div id={bodyId} className={styles.cardBody}>
          <ReportBody report={report} viewer={viewer} hrView={hrView} />
        </div>
      )}
      {actions && <footer className={styles.cardActions}>{actions}</footer>}
    </article>
  );
}

/** Everything of a report below its header. */
function ReportBody({ report, viewer, hrView }: { report: Report; viewer: Viewer; hrView: boolean }) {
  return (
    <>
      {report.fields.length > 0 && (
        <dl className={styles.fields}>
          {report.fields.map((field) => (
            <div key={field.reportFieldTypeId} className={styles.field}>
              <dt>{field.type.name}</dt>
              <dd>
                <RichText text={field.value} />
              </dd>
            </div>
          ))}
        </dl>
      )}

      <HomeworkView groups={report.homeworkGroups} />

      {report.videoFileName && (
        <section aria-label={texts.reports.video}>
          <h4 className={styles.blockTitle}>{texts.reports.video}</h4>
          <video className={styles.video} controls preload="metadata" src={apiUrl(reportVideoPath(report.id))} data-testid="report-video">
            {texts.reports.videoUnsupported}
          </video>
        </section>
      )}

      {report.superteacherCommentBody && (
        <section className={styles.comment} aria-label={texts.reports.superteacherComment}>
          <h4 className={styles.blockTitle}>{texts.reports.superteacherComment}</h4>
          <RichText text={report.superteacherCommentBody} />
          {(report.superteacherCommentAuthor || report.superteacherCommentUpdatedAt) && (
            <p className={styles.muted}>
              {report.superteacherCommentAuthor && `${report.superteacherCommentAuthor.firstName} ${report.superteacherCommentAuthor.lastName}`}
              {report.superteacherCommentAuthor && report.superteacherCommentUpdatedAt && ', '}
              {report.superteacherCommentUpdatedAt && formatDate(report.superteacherCommentUpdatedAt)}
            </p>
          )}
        </section>
      )}

      <PresentStudents report={report} viewer={viewer} hrView={hrView} />
      {canSeeRate(viewer) && (report.rate !== undefined || report.rateData) && <RateInfo report={report} />}
    </>
  );
}
