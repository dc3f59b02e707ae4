import { useParams } from 'react-router-dom';
import { useProcedureQuery } from '@school/shared/api';
import { EmptyState, ErrorScreen, Loader } from '@school/shared/ui';
import { PageError, parseId } from '@school/shared/ui';
import { GroupsTable, StudentsTable } from '../../teacher-home';
import { texts } from '../../../texts';
import styles from './teacher-page.module.css';

function TeacherContent({ teacherId }: { teacherId: number }) {
  const query = useProcedureQuery('teachers.getTeacher', { teacherId });
  if (query.isPending) return <Loader />;
  if (query.isError) return <PageError error={query.error} onRetry={() => void query.refetch()} noAccess={texts.teacher.noAccess} />;
  const teacher = query.data;
  const { skype, phone, email } = teacher.contacts;
  const hasContacts = skype !== null || phone !== null || email !== null;

  return (
    <article data-testid="teacher-page">
      <h1 className="sc-page-title">
        {teacher.firstName} {teacher.lastName}
      </h1>
      <div className={styles.layout}>
        <section className={`sc-panel sc-panel--compact ${styles.card}`} aria-labelledby="teacher-about">
          <h2 id="teacher-about" className="sc-panel__title">
            {texts.teacher.about}
          </h2>
          <p className={teacher.bio ? styles.preLine : styles.muted}>{teacher.bio || texts.teacher.noBio}</p>
        </section>
        <section className={`sc-panel sc-panel--compact ${styles.card}`} aria-labelledby="teacher-contacts" data-testid="teacher-contacts">
          <h2 id="teacher-contacts" className="sc-panel__title">
            {texts.teacher.contacts}
          </h2>
          {hasContacts ? (
            <dl className="sc-facts sc-facts--stacked">
              {skype !== null && (
                <>
                  <dt>{texts.contacts.messenger}</dt>
                  <dd>{skype || texts.profile.notSpecified}</dd>
                </>
              )}
              {phone !== null && (
                <>
                  <dt>{texts.contacts.phone}</dt>
                  <dd>{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : texts.profile.notSpecified}</dd>
                </>
              )}
              {email !== null && (
                <>
                  <dt>{texts.contacts.email}</dt>
                  <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : texts.profile.notSpecified}</dd>
                </>
              )}
            </dl>
          ) : (
            <p className={styles.muted}>{texts.teacher.noContacts}</p>
          )}
        </section>
      </div>
      {teacher.students && (
        <section className={`sc-panel sc-panel--compact ${styles.card}`} aria-labelledby="teacher-students">
          <h2 id="teacher-students" className="sc-panel__title">
            {texts.teacher.students}
          </h2>
          {teacher.students.length === 0 ? (
            <EmptyState text={texts.teacher.noStudents} />
          ) : (
            <StudentsTable students={teacher.students} caption={texts.teacher.students} />
          )}
        </section>
      )}
      {teacher.groups && (
        <section className={`sc-panel sc-panel--compact ${styles.card}`} aria-labelledby="teacher-groups">
          <h2 id="teacher-groups" className="sc-panel__title">
            {texts.teacher.groups}
          </h2>
          {teacher.groups.length === 0 ? <EmptyState text={texts.teacher.noGroups} /> : <GroupsTable groups={teacher.groups} caption={texts.teacher.groups} />}
        </section>
      )}
    </article>
  );
}

/** /lms/teachers/{id}: name, bio, contacts and (for staff and the teacher) students and groups. */
export function TeacherPage() {
  const { teacherId } = useParams();
  const id = parseId(teacherId);
  if (id === null) return <ErrorScreen title={texts.notFoundTitle} message={texts.notFound} />;
  return <TeacherContent key={id} teacherId={id} />;
}
