import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useConfig, useCurrentUser } from '@school/shared/api';
import { canActivateStudent, canEditStudentProfile } from '@school/shared/permissions';
import type { Student } from '@school/shared/schemas';
import { Button, ButtonLink, ReportsLeftBadge, StudentStatusBadge } from '@school/shared/ui';
import { texts } from '../../../texts';
import { portraitRows } from '../model/profile-form';
import { ActivateStudent } from './activate-student';
import { EditProfileModal } from './edit-profile-modal';
import styles from './student-page.module.css';

function planName(student: Student, configPlans: { id: string; name: string }[] | undefined): string | null {
  if (!student.subscriptionPlanId) return null;
  return (
    student.subscriptionPlans.find((p) => p.id === student.subscriptionPlanId)?.name ??
    configPlans?.find((p) => p.id === student.subscriptionPlanId)?.name ??
    student.subscriptionPlanId
  );
}

/** Status, teachers, plan, lessons left, bio, preferred time and the learner portrait, with the actions the viewer may take. */
export function ProfileCard({ student }: { student: Student }) {
  const user = useCurrentUser();
  const { data: config } = useConfig();
  const [editing, setEditing] = useState(false);
  const plan = planName(student, config?.subscriptionPlans);
  const portrait = portraitRows(config?.linguoPortraitFields ?? [], student.linguoPortrait);
  const canEdit = canEditStudentProfile(user, student);
  const isSelf = user.id === student.id;

  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="student-profile-title" data-testid="student-profile">
      <h2 id="student-profile-title" className="sc-panel__title">
        {texts.profile.title}
      </h2>
      <dl className="sc-facts">
        <dt>{texts.profile.status}</dt>
        <dd>
          <StudentStatusBadge statusId={student.lastStudentStatusId} statusName={student.lastStudentStatusName} />
          {student.activatedAt === null && <span className={styles.muted}> · {texts.profile.notActivated}</span>}
        </dd>
        <dt>{texts.profile.teachers}</dt>
        <dd data-testid="student-teachers">
          {student.teachers.length === 0 ? (
            texts.unassigned
          ) : (
            <ul className={styles.inlineList}>
              {student.teachers.map((t) => (
                <li key={t.id}>
                  <Link to={`/lms/teachers/${t.id}`}>
                    {t.firstName} {t.lastName}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{texts.profile.plan}</dt>
        <dd data-testid="student-plan">{plan ?? texts.profile.noPlan}</dd>
        {student.selfPaying && (
          <>
            <dt>{texts.profile.lessonsLeft}</dt>
            <dd>
              {student.studentPaidReportsLeftCounts.length === 0 ? (
                texts.profile.noLessonsLeft
              ) : (
                <ul className={styles.inlineList}>
                  {student.studentPaidReportsLeftCounts.map((b) => (
                    <li key={b.id}>
                      <ReportsLeftBadge reportsLeft={b.reportsLeft} label={b.name} />
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </>
        )}
        <dt>{texts.profile.bio}</dt>
        <dd className={student.bio ? styles.preLine : styles.muted}>{student.bio || texts.profile.noBio}</dd>
        <dt>{texts.profile.preferredTime}</dt>
        <dd className={student.preferredLessonsTime ? undefined : styles.muted}>{student.preferredLessonsTime || texts.profile.notSpecified}</dd>
      </dl>
      {portrait.length > 0 && (
        <>
          <h3 className="sc-panel__title" style={{ marginTop: 20, fontSize: 16 }}>
            {texts.profile.portrait}
          </h3>
          <dl className="sc-facts" data-testid="learner-portrait">
            {portrait.map((row) => (
              <div key={row.key} style={{ display: 'contents' }}>
                <dt>{row.name}</dt>
                <dd className={row.value ? undefined : styles.muted}>{row.value ?? texts.profile.notSpecified}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className={styles.actions}>
        {canEdit && (
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={!config}>
            {texts.profile.edit}
          </Button>
        )}
        {canActivateStudent(user, student) && <ActivateStudent student={student} />}
        {isSelf && student.selfPaying && <ButtonLink to="/lms/pay">{texts.profile.pay}</ButtonLink>}
      </div>
      {editing && <EditProfileModal student={student} onClose={() => setEditing(false)} />}
    </section>
  );
}
