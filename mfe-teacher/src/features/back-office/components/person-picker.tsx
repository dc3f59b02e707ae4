import { useDeferredValue, useState } from 'react';
import { useProcedureQuery } from '@school/shared/api';
import { Button, TextInput } from '@school/shared/ui';
import { texts } from '../../../texts';
import { personName } from '../model/people';
import styles from './back-office.module.css';

const t = texts.backOffice.picker;

/** Finds people of a role by name or e-mail and offers them to add (students of a group or a company). */
export function PersonPicker({
  label,
  role,
  exclude = [],
  onPick,
  busy = false,
}: {
  label: string;
  role: 'student' | 'teacher';
  exclude?: readonly number[];
  onPick: (person: { id: number; firstName: string; lastName: string }) => void;
  busy?: boolean;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const found = useProcedureQuery('admin.people.list', { page: 1, role, status: 'active', search: deferred }, { enabled: deferred.length >= 2 });
  const people = (found.data?.items ?? []).filter((p) => !exclude.includes(p.id)).slice(0, 10);
  return (
    <div>
      <TextInput label={label} type="search" value={search} onChange={setSearch} placeholder={t.search} maxLength={120} />
      {deferred.length >= 2 && found.data && (
        <ul className={styles.results} aria-label={label}>
          {people.length === 0 && <li>{t.nothing}</li>}
          {people.map((person) => (
            <li key={person.id}>
              <span className={styles.wrap}>
                {personName(person)} <span className={styles.muted}>{person.email}</span>
              </span>
              <Button size="small" variant="secondary" loading={busy} onClick={() => onPick(person)} aria-label={`${t.add}: ${personName(person)}`}>
                {t.add}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
