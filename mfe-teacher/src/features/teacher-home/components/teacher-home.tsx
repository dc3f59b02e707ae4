import { useDeferredValue, useState } from 'react';
import { useCurrentUser } from '@school/shared/api';
import { canSeeTeacherAgenda } from '@school/shared/permissions';
import type { StatusTone } from '@school/shared/domain';
import type { TeacherHome as TeacherHomeData } from '@school/shared/schemas';
import { plural, studentForms } from '@school/shared/texts';
import { Button, ButtonLink, EmptyState, QueryView, Select, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useNewSearchRequestsCount, useTeacherHome } from '../api/home-queries';
import { filterByTone, PAGE_SIZE, searchGroups, searchStudents } from '../model/search';
import styles from './home.module.css';
import { GroupsTable, StudentsTable } from './lists';
import { Agenda } from '../../agenda';

function NewRequestsNotice() {
  const { data } = useNewSearchRequestsCount(true);
  if (!data || data.count === 0) return null;
  return (
    <div className={styles.notice} data-testid="new-requests-notice">
      <span>{texts.home.requests(data.count)}</span>
      <ButtonLink to="/lms/teacher-search-requests" size="small" variant="secondary">
        {texts.home.requestsLink}
      </ButtonLink>
    </div>
  );
}

/** The teacher's /lms/dashboard: own students and groups; admins and client managers see every student and group. */
export function TeacherHome() {
  const home = useTeacherHome();
  return <QueryView query={home}>{(data) => <Home data={data} />}</QueryView>;
}

function Home({ data }: { data: TeacherHomeData }) {
  const user = useCurrentUser();
  const [query, setQuery] = useState('');
  const [tone, setTone] = useState<StatusTone | ''>('');
  const [limit, setLimit] = useState(PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);

  const students = filterByTone(searchStudents(data.students, deferredQuery), tone);
  const groups = searchGroups(data.groups, deferredQuery);
  const filtering = deferredQuery.trim() !== '' || tone !== '';
  const title = data.scope === 'all' ? texts.home.allTitle : texts.home.ownTitle;

  return (
    <div data-testid="teacher-home" data-scope={data.scope}>
      <h1 className="sc-page-title">{title}</h1>
      {data.scope === 'all' && <p className={styles.muted}>{texts.home.allHint}</p>}
      {user.isTeacher && <NewRequestsNotice />}
      {canSeeTeacherAgenda(user) && <Agenda />}
      <div className={`sc-panel sc-panel--compact ${styles.section}`}>
        <div className={styles.filters} role="search">
          <TextInput
            label={texts.home.search}
            type="search"
            value={query}
            placeholder={texts.home.searchPlaceholder}
            onChange={(value) => {
              setQuery(value);
              setLimit(PAGE_SIZE);
            }}
          />
          <Select
            label={texts.home.statusFilter}
            value={tone}
            onChange={(value) => {
              setTone(value as StatusTone | '');
              setLimit(PAGE_SIZE);
            }}
            placeholder={texts.home.statusAll}
            options={(['green', 'yellow', 'red', 'grey'] as const).map((t) => ({ value: t, label: texts.home.tones[t]! }))}
          />
        </div>
        {filtering && (
          <p className={styles.muted} role="status">
            {texts.home.found(students.length, plural(students.length, studentForms))}
          </p>
        )}
      </div>
      <section className={`sc-panel sc-panel--compact ${styles.section}`} aria-labelledby="home-students">
        <h2 id="home-students" className={styles.sectionTitle}>
          {texts.home.students}
        </h2>
        {data.students.length === 0 ? (
          <EmptyState text={texts.home.noStudents} />
        ) : students.length === 0 ? (
          <EmptyState text={texts.home.nothingFound} />
        ) : (
          <>
            <StudentsTable students={students.slice(0, limit)} caption={texts.home.students} />
            {students.length > limit && (
              <div className={styles.more}>
                <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
                  {texts.home.showMore}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      {(data.groups.length > 0 || data.scope === 'own') && (
        <section className={`sc-panel sc-panel--compact ${styles.section}`} aria-labelledby="home-groups">
          <h2 id="home-groups" className={styles.sectionTitle}>
            {texts.home.groups}
          </h2>
          {data.groups.length === 0 ? (
            <EmptyState text={texts.home.noGroups} />
          ) : groups.length === 0 ? (
            <EmptyState text={texts.home.nothingFound} />
          ) : (
            <GroupsTable groups={groups} caption={texts.home.groups} />
          )}
        </section>
      )}
    </div>
  );
}
