import { useCurrentUser } from '@school/shared/api';
import { canSeeJournalLink } from '@school/shared/permissions';
import type { Student } from '@school/shared/schemas';
import { Loader } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useStudentContact } from '../api/student-queries';
import styles from './student-page.module.css';

/** Messenger handle, phone, e-mail and, for client managers, the student's external journal page. */
export function ContactsCard({ student }: { student: Student }) {
  const user = useCurrentUser();
  const { data: contact, isPending, isError } = useStudentContact(student.id);
  const journal = canSeeJournalLink(user) ? student.journalUrl : null;
  return (
    <section className="sc-panel sc-panel--compact" aria-labelledby="student-contacts-title" data-testid="student-contacts">
      <h2 id="student-contacts-title" className="sc-panel__title">
        {texts.contacts.title}
      </h2>
      {isPending && <Loader inline />}
      {isError && <p className={styles.muted}>{texts.apiErrorFallback}</p>}
      {contact && (
        <dl className="sc-facts" style={{ gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <dt>{texts.contacts.messenger}</dt>
          <dd className={contact.skype ? undefined : styles.muted}>{contact.skype || texts.profile.notSpecified}</dd>
          <dt>{texts.contacts.phone}</dt>
          <dd>
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            ) : (
              <span className={styles.muted}>{texts.profile.notSpecified}</span>
            )}
          </dd>
          <dt>{texts.contacts.email}</dt>
          <dd>
            {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : <span className={styles.muted}>{texts.profile.notSpecified}</span>}
          </dd>
          {journal && (
            <>
              <dt>{texts.contacts.journal}</dt>
              <dd>
                <a href={journal} target="_blank" rel="noopener noreferrer" data-testid="journal-link">
                  {texts.contacts.journalLink}
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
    </section>
  );
}
