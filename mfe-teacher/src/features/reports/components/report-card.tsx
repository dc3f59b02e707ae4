import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { apiUrl } from '@school/shared/api';
import { reportVideoPath } from '@school/shared/contracts';
import { formatDate, formatDateTime } from '@school/shared/domain';
import { canSeePresentStudents, canSeeRate, presentStudentsAreLinks, type Viewer } from '@school/shared/permissions';
import type { Report } from '@school/shared/schemas';
import { Badge } from '@school/shared/ui';
import { texts } from '../../../texts';
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

/** One lesson report: teacher, date, format, status, fields, homework, video, comment, rate, attendance. */
export function ReportCard({ report, viewer, hrView = false, actions }: { report: Report; viewer: Viewer; hrView?: boolean; actions?: ReactNode }) {
  const teacherName = `${report.teacher.firstName} ${report.teacher.lastName}`.trim();
  return (
    <article className={styles.card} data-testid="report-card" data-report-id={report.id} aria-label={formatDateTime(report.date)}>
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
      {actions && <footer className={styles.cardActions}>{actions}</footer>}
    </article>
  );
}
