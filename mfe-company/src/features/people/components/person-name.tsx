import { Link } from 'react-router-dom';
import type { PersonRef } from '@school/shared/schemas';
import { texts } from '../../../texts';
import { fullName } from '../model/people';
import styles from './people.module.css';

/** A person's name: a link to their page, or plain text (the HR view shows names without links). */
export function PersonName({ person, href, asLink }: { person: PersonRef; href: string; asLink: boolean }) {
  const name = fullName(person);
  if (!asLink) return <span data-testid="person-name">{name}</span>;
  return (
    <Link to={href} data-testid="person-link">
      {name}
    </Link>
  );
}

/** Several people, comma separated; 'Не назначен' when there is nobody. */
export function PeopleList({
  people,
  hrefOf,
  asLinks,
  empty = texts.unassigned,
}: {
  people: readonly PersonRef[];
  hrefOf: (id: number) => string;
  asLinks: boolean;
  empty?: string;
}) {
  if (people.length === 0) return <span className={styles.muted}>{empty}</span>;
  return (
    <>
      {people.map((person, index) => (
        <span key={person.id}>
          {index > 0 && ', '}
          <PersonName person={person} href={hrefOf(person.id)} asLink={asLinks} />
        </span>
      ))}
    </>
  );
}
