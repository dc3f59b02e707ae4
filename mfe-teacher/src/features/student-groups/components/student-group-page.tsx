import { Link, Route, Routes, useParams } from 'react-router-dom';
import { useCurrentUser, useEndpointQuery } from '@school/shared/api';
import { canScheduleGroupLesson, isStaff } from '@school/shared/permissions';
import type { PersonRef, StudentGroup } from '@school/shared/schemas';
import { ButtonLink, EmptyState, ErrorScreen, Loader, RouteTabs } from '@school/shared/ui';
import { NextLessonBlock } from '../../next-lesson';
import { GroupReports } from '../../reports';
import { PageError, parseId } from '@school/shared/ui';
import { texts } from '../../../texts';
import styles from './student-group.module.css';

function groupPath(id: number, tab = '') {
  return tab ? `/lms/student-groups/${id}/${tab}` : `/lms/student-groups/${id}`;
}

function People({ people, base, links }: { people: PersonRef[]; base: string; links: boolean }) {
  return (
    <ul className={`sc-list ${styles.people}`}>
      {people.map((p) => (
        <li key={p.id}>
          {links ? (
            <Link to={`${base}/${p.id}`}>
              {p.firstName} {p.lastName}
            </Link>
          ) : (
            `${p.firstName} ${p.lastName}`
          )}
        </li>
      ))}
    </ul>
  );
}

function TeachersTab({ group }: { group: StudentGroup }) {
  if (group.teachers.length === 0) return <EmptyState text={texts.group.teachersEmpty} />;
  return (
    <section className="sc-panel sc-panel--compact" aria-label={texts.group.teachers}>
      <ul className="sc-list">
        {group.teachers.map((t) => (
          <li key={t.id} className={styles.teacherCard}>
            <strong>
              {t.firstName} {t.lastName}
            </strong>
            <ButtonLink to={`/lms/teachers/${t.id}`} size="small" variant="secondary">
              {texts.pages.teacherPage}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function GroupContent({ groupId }: { groupId: number }) {
  const user = useCurrentUser();
  const query = useEndpointQuery('studentGroup', { params: { studentGroupId: groupId } });
  if (query.isPending) return <Loader />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} noAccess={texts.group.noAccess} />;
  const group = query.data;
  const teacherIds = group.teachers.map((t) => t.id);
  const canSchedule = canScheduleGroupLesson(user, { teacherIds });
  // Staff and the group's teachers follow names to the people's pages.
  const links = isStaff(user) || user.isTeacher;
  const next =
    group.nextAppointmentId !== null && group.nextAppointmentDate !== null
      ? { id: group.nextAppointmentId, date: group.nextAppointmentDate, googleCalendarEventId: group.nextAppointmentGoogleCalendarEventId }
      : null;

  return (
    <article data-testid="student-group-page">
      <h1 className="sc-page-title">{group.name}</h1>
      <div className={styles.layout}>
        <section className="sc-panel sc-panel--compact" aria-label={group.name}>
          <dl className={`sc-facts ${styles.facts}`}>
            <dt>{texts.group.plan}</dt>
            <dd>{group.subscriptionPlan?.name ?? texts.group.noPlan}</dd>
            <dt>{texts.group.teachers}</dt>
            <dd>{group.teachers.length === 0 ? texts.unassigned : <People people={group.teachers} base="/lms/teachers" links={links} />}</dd>
            <dt>{texts.group.students}</dt>
            <dd>{group.students.length === 0 ? texts.group.noStudents : <People people={group.students} base="/lms/students" links={links} />}</dd>
          </dl>
        </section>
        <section className="sc-panel sc-panel--compact">
          <NextLessonBlock
            target={{ kind: 'group', studentGroupId: group.id }}
            title={texts.nextLesson.groupTitle}
            own={canSchedule ? next : null}
            others={!canSchedule && next ? [next] : []}
            canSchedule={canSchedule}
          />
        </section>
      </div>
      <RouteTabs
        label={texts.group.tabsLabel}
        tabs={[
          { to: groupPath(group.id), label: texts.group.tabs.reports, end: true },
          { to: groupPath(group.id, 'teachers'), label: texts.group.tabs.teachers },
        ]}
      />
      <Routes>
        <Route index element={<GroupReports studentGroupId={group.id} />} />
        <Route path="teachers" element={<TeachersTab group={group} />} />
        <Route path="*" element={<EmptyState text={texts.tabNotFound} />} />
      </Routes>
    </article>
  );
}

/** /lms/student-groups/{id}: the group with its reports and /teachers tabs (host route /lms/student-groups/:studentGroupId/*). */
export function StudentGroupPage() {
  const { studentGroupId } = useParams();
  const id = parseId(studentGroupId);
  if (id === null) return <ErrorScreen title={texts.notFoundTitle} message={texts.notFound} />;
  return <GroupContent key={id} groupId={id} />;
}
