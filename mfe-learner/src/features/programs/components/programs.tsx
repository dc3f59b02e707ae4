import { Link } from 'react-router-dom';
import { usePrograms, useSession } from '@school/shared/api';
import { canOpenProgramsLink } from '@school/shared/permissions';
import { QueryView } from '@school/shared/ui';
import { texts } from '../../../texts';
import { programListView } from '../model/program-list';
import styles from './programs.module.css';

const t = texts.programs;

/** The link to /programs: opens in a new tab, shown only to A/B test group 1 (spec §2, §6). */
export function ProgramsLink() {
  const { data: user } = useSession();
  if (!user || !canOpenProgramsLink(user.abTestGroup)) return null;
  return (
    <a href="/programs" target="_blank" rel="noopener" data-testid="programs-link">
      {t.link} <span className="sc-visually-hidden">{t.newTab}</span>
    </a>
  );
}

/** /programs: every program with its level and lessons (GET /api/content/programs, cached first). */
export function ProgramsList() {
  const programs = usePrograms();
  return (
    <article className={styles.page}>
      <h1 className="sc-page-title">{t.title}</h1>
      <p className={styles.text}>{t.intro}</p>
      <QueryView query={programs}>
        {(data) => {
          const { current, legacy } = programListView(data);
          return (
            <>
              <section aria-labelledby="programs-current" className={styles.section}>
                <h2 id="programs-current" className={styles.heading}>
                  {t.current}
                </h2>
                <ol className={styles.list}>
                  {current.map(({ program, lessons }) => (
                    <li key={program.id} className="sc-panel sc-panel--compact" data-testid="program" data-program={program.id}>
                      <h3 className={styles.title}>
                        {program.id} — {program.name}
                      </h3>
                      <p className={styles.muted}>{t.lessons(lessons.length)}</p>
                      <ul className={styles.lessons} aria-label={`${program.id} — ${program.name}`}>
                        {lessons.map((code) => (
                          <li key={code}>
                            <Link to={`/lms/lessons/${code}`}>{code}</Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ol>
              </section>
              <section aria-labelledby="programs-legacy" className={styles.section}>
                <h2 id="programs-legacy" className={styles.heading}>
                  {t.legacy}
                </h2>
                <p className={styles.muted}>{t.legacyText}</p>
                <ul className={styles.legacy}>
                  {legacy.map(({ program }) => (
                    <li key={program.id} data-testid="program" data-program={program.id}>
                      {program.name}
                    </li>
                  ))}
                </ul>
              </section>
            </>
          );
        }}
      </QueryView>
    </article>
  );
}
