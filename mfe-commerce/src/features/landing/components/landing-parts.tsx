import type { ReactNode } from 'react';
import { useSession } from '@school/shared/api';
import { showFreeLessonButton } from '@school/shared/permissions';
import { ButtonLink } from '@school/shared/ui';
import { texts } from '../../../texts';
import { initialsOf } from '../model/price-cards';
import styles from './landing.module.css';

/** A section of a landing with its heading (the heading names the region for screen readers). */
export function LandingSection({ id, title, intro, tone = 'plain', children }: { id: string; title: string; intro?: string; tone?: 'plain' | 'soft'; children: ReactNode }) {
  return (
    <section className={`${styles.section} ${tone === 'soft' ? styles.soft : ''}`} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={styles.sectionIntro}>{intro}</p>}
      {children}
    </section>
  );
}

/** 'Записаться на бесплатный урок' for visitors only (spec §6); signed-in users get their cabinet instead. */
export function FreeLessonButton({ to = '/introductory-lesson', testId }: { to?: string; testId?: string }) {
  const session = useSession();
  if (session.isPending) return null;
  if (!showFreeLessonButton(Boolean(session.data))) {
    return <ButtonLink to="/lms/dashboard">{texts.landing.toDashboard}</ButtonLink>;
  }
  return (
    <ButtonLink to={to} data-testid={testId}>
      {texts.freeLesson}
    </ButtonLink>
  );
}

export function TeacherCards({ teachers }: { teachers: readonly { name: string; experience: string; about: string }[] }) {
  return (
    <ul className={styles.cards}>
      {teachers.map((teacher) => (
        <li key={teacher.name} className={`sc-panel ${styles.teacher}`}>
          <span className={styles.avatar} aria-hidden>
            {initialsOf(teacher.name)}
          </span>
          <h3 className={styles.cardTitle}>{teacher.name}</h3>
          <p className={styles.muted}>{teacher.experience}</p>
          <p>{teacher.about}</p>
        </li>
      ))}
    </ul>
  );
}
