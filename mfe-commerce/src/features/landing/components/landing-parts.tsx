import type { ReactNode } from 'react';
import { useSession } from '@school/shared/api';
import { showFreeLessonButton } from '@school/shared/permissions';
import { ButtonLink } from '@school/shared/ui';
import { texts } from '../../../texts';
import { initialsOf } from '../model/price-cards';
import styles from './landing.module.css';

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** A landing page: its sections one under the other, centred. */
export function LandingPage({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className={styles.landing} data-testid={testId}>
      {children}
    </div>
  );
}

/**
 * The top of a landing: the page's heading, its lead text, an optional note and the actions
 * (children). A page gives its own background with `--landing-hero-background` in `className`.
 */
export function LandingHero({
  id,
  title,
  text,
  note,
  className,
  children,
}: {
  id: string;
  title: string;
  text: string;
  note?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={classes(styles.hero, className)} aria-labelledby={id}>
      <h1 id={id} className={styles.heroTitle}>
        {title}
      </h1>
      <p className={classes(styles.heroText, note !== undefined && styles.heroTextNoted)}>{text}</p>
      {note !== undefined && <p className={styles.heroNote}>{note}</p>}
      {children}
    </section>
  );
}

/** A section of a landing with its heading (the heading names the region for screen readers). */
export function LandingSection({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'soft';
  children: ReactNode;
}) {
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

/** The sign-up section at the bottom of a landing: its lead form on a card. */
export function SignupSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <LandingSection id={id} title={title} intro={intro} tone="soft">
      <div className={`sc-panel ${styles.formPanel}`}>{children}</div>
    </LandingSection>
  );
}

/** A list of cards in columns (one column on a phone). */
export function LandingCards({ className, children }: { className?: string; children: ReactNode }) {
  return <ul className={classes(styles.cards, className)}>{children}</ul>;
}

type DataAttributes = { [name: `data-${string}`]: string | undefined };

/** A card of LandingCards, headed by its title when it has one. */
export function LandingCard({ title, className, children, ...data }: { title?: string; className?: string; children: ReactNode } & DataAttributes) {
  return (
    <li className={classes('sc-panel', className)} {...data}>
      {title !== undefined && <h3 className={styles.cardTitle}>{title}</h3>}
      {children}
    </li>
  );
}

/** A review on a card: its paragraphs quoted (children), then who wrote it. */
export function ReviewCard({ name, about, className, children }: { name: string; about: string; className?: string; children: ReactNode }) {
  return (
    <LandingCard className={className}>
      <blockquote className={styles.quote}>{children}</blockquote>
      <p className={styles.muted}>
        <strong>{name}</strong>, {about}
      </p>
    </LandingCard>
  );
}

/** 'Записаться на бесплатный урок' for visitors only (spec §6); signed-in users get their cabinet instead. */
export function FreeLessonButton({ to = '/introductory-lesson', testId }: { to?: string; testId?: string }) {
  const session = useSession();
  if (session.isPending) return null;
  if (!showFreeLessonButton(Boolean(session.data))) {
    return <ButtonLink to="/lms/dashboard">{texts.frontDoor.toDashboard}</ButtonLink>;
  }
  return (
    <ButtonLink to={to} data-testid={testId}>
      {texts.freeLesson}
    </ButtonLink>
  );
}

export function TeacherCards({ teachers }: { teachers: readonly { name: string; experience: string; about: string }[] }) {
  return (
    <LandingCards>
      {teachers.map((teacher) => (
        <LandingCard key={teacher.name} className={styles.teacher}>
          <span className={styles.avatar} aria-hidden>
            {initialsOf(teacher.name)}
          </span>
          <h3 className={styles.cardTitle}>{teacher.name}</h3>
          <p className={styles.muted}>{teacher.experience}</p>
          <p>{teacher.about}</p>
        </LandingCard>
      ))}
    </LandingCards>
  );
}
