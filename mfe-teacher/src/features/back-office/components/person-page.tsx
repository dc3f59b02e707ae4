import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, normaliseError, useProcedureQuery } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import type { PersonRole } from '@school/shared/permissions';
import { PersonContactsFormSchema, type PersonCard } from '@school/shared/schemas';
import { Badge, Button, ConfirmDialog, QueryView, TextInput, toast, useSchemaForm, useUnsavedChanges } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useBackOfficeMutation } from '../api/back-office-hooks';
import { personName, sameRoles } from '../model/people';
import { RoleChoice } from './invite-dialog';
import { PersonStatusBadges } from './people-page';
import { StudentSetupPanel } from './student-setup';
import styles from './back-office.module.css';

const t = texts.backOffice.person;

function ContactsForm({ person }: { person: PersonCard }) {
  const form = useSchemaForm(PersonContactsFormSchema, { firstName: person.firstName, lastName: person.lastName, email: person.email, phone: person.phone });
  useUnsavedChanges(form.dirty);
  const save = useBackOfficeMutation('admin.people.update');
  const error = save.error ? normaliseError(save.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values)
      save.mutate(
        { id: person.id, ...values },
        {
          onSuccess: () => {
            form.markSaved();
            toast.success(t.saved);
          },
        },
      );
  };
  return (
    <form className={`sc-panel ${styles.form}`} onSubmit={submit} noValidate aria-labelledby="contacts-title">
      <h3 id="contacts-title" className={styles.subtitle}>
        {t.contacts}
      </h3>
      {error && !error.fieldErrors.email && (
        <p className="sc-form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      <fieldset disabled={!person.canManage} style={{ border: 0, margin: 0, padding: 0 }}>
        <TextInput label={texts.backOffice.invite.firstName} {...form.field('firstName')} />
        <TextInput label={texts.backOffice.invite.lastName} {...form.field('lastName')} />
        <TextInput
          label={texts.backOffice.people.email}
          type="email"
          value={form.values.email}
          onChange={form.set('email')}
          error={form.errors.email ?? error?.fieldErrors.email}
        />
        <TextInput label={texts.backOffice.people.phone} type="tel" {...form.field('phone')} />
      </fieldset>
      <p className={styles.muted}>
        {person.emailConfirmed ? t.emailConfirmed : t.emailNotConfirmed}
        {person.skype && ` · ${t.skype}: ${person.skype}`}
      </p>
      {person.canManage && (
        <Button type="submit" loading={save.isPending} disabled={!form.dirty}>
          {t.save}
        </Button>
      )}
    </form>
  );
}

function RolesForm({ person }: { person: PersonCard }) {
  const [roles, setRoles] = useState<PersonRole[]>(person.roles);
  const save = useBackOfficeMutation('admin.people.setRoles');
  const changed = !sameRoles(roles, person.roles);
  useUnsavedChanges(changed);
  return (
    <section className="sc-panel" aria-labelledby="roles-title" data-testid="person-roles">
      <h3 id="roles-title" className={styles.subtitle}>
        {t.roles}
      </h3>
      {save.error && (
        <p className="sc-form-error" role="alert">
          {errorMessage(normaliseError(save.error))}
        </p>
      )}
      <RoleChoice value={roles} onChange={setRoles} disabled={!person.canManage} />
      {!person.canManage && <p className={styles.muted}>{t.readOnly}</p>}
      {person.hrOf.length > 0 && (
        <p className={styles.muted}>
          {t.hrOf}:{' '}
          {person.hrOf.map((c, i) => (
            <span key={c.id}>
              {i > 0 && ', '}
              <Link to={`/lms/admin/companies/${c.id}`}>{c.name}</Link>
            </span>
          ))}
        </p>
      )}
      {person.canManage && (
        <Button
          loading={save.isPending}
          disabled={!changed}
          onClick={() => save.mutate({ id: person.id, roles }, { onSuccess: () => toast.success(t.rolesSaved) })}
        >
          {t.rolesSave}
        </Button>
      )}
    </section>
  );
}

function AccessPanel({ person }: { person: PersonCard }) {
  const setActive = useBackOfficeMutation('admin.people.setActive');
  const resend = useBackOfficeMutation('admin.people.resendInvitation');
  const revoke = useBackOfficeMutation('admin.people.revokeInvitation');
  const [confirm, setConfirm] = useState<'deactivate' | 'revoke' | null>(null);
  const failure = setActive.error ?? resend.error ?? revoke.error;
  return (
    <section className="sc-panel" aria-labelledby="access-title" data-testid="person-access">
      <h3 id="access-title" className={styles.subtitle}>
        {t.access}
      </h3>
      {failure && (
        <p className="sc-form-error" role="alert">
          {errorMessage(normaliseError(failure))}
        </p>
      )}
      <p>{person.active ? t.active : t.inactive}</p>
      {person.canManage && (
        <div className={styles.actions}>
          {person.active ? (
            <Button variant="danger" onClick={() => setConfirm('deactivate')}>
              {t.deactivate}
            </Button>
          ) : (
            <Button
              loading={setActive.isPending}
              onClick={() => setActive.mutate({ id: person.id, active: true }, { onSuccess: () => toast.success(t.reactivated) })}
            >
              {t.reactivate}
            </Button>
          )}
        </div>
      )}
      <h4 className={styles.subtitle}>{t.invitation}</h4>
      <p data-testid="invitation-status">
        <Badge tone={person.invitation === 'pending' ? 'yellow' : person.invitation === 'accepted' ? 'green' : 'grey'}>
          {texts.backOffice.invitations[person.invitation]}
        </Badge>
      </p>
      {person.invitationSentAt && <p className={styles.muted}>{t.sentAt(formatDateTime(person.invitationSentAt))}</p>}
      {person.invitation === 'pending' && person.invitationExpiresAt && (
        <p className={styles.muted}>{t.expiresAt(formatDateTime(person.invitationExpiresAt))}</p>
      )}
      {person.canManage && person.active && ['pending', 'expired', 'revoked'].includes(person.invitation) && (
        <div className={styles.actions}>
          <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate({ id: person.id }, { onSuccess: () => toast.success(t.resent) })}>
            {t.resend}
          </Button>
          {person.invitation === 'pending' && (
            <Button variant="secondary" onClick={() => setConfirm('revoke')}>
              {t.revoke}
            </Button>
          )}
        </div>
      )}
      {confirm === 'deactivate' && (
        <ConfirmDialog
          title={t.deactivateTitle}
          text={t.deactivateText}
          confirmLabel={t.deactivate}
          danger
          busy={setActive.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() =>
            setActive.mutate(
              { id: person.id, active: false },
              {
                onSuccess: () => toast.success(t.deactivated),
                onSettled: () => setConfirm(null),
              },
            )
          }
        />
      )}
      {confirm === 'revoke' && (
        <ConfirmDialog
          title={t.revokeTitle}
          text={t.revokeText}
          confirmLabel={t.revoke}
          busy={revoke.isPending}
          onCancel={() => setConfirm(null)}
          onConfirm={() => revoke.mutate({ id: person.id }, { onSuccess: () => toast.success(t.revoked), onSettled: () => setConfirm(null) })}
        />
      )}
    </section>
  );
}

/** /lms/admin/people/{id}: contacts, roles, access and invitation; a student's setup below. */
export function PersonPage() {
  const { personId } = useParams();
  const person = useProcedureQuery('admin.people.get', { id: personId ?? '' });
  return (
    <div className={styles.page} data-testid="admin-person">
      <Link to="/lms/admin/people">{t.back}</Link>
      <QueryView query={person}>
        {(p) => (
          <>
            <div className={styles.row}>
              <h2 className={styles.title}>{personName(p)}</h2>
              <PersonStatusBadges person={p} />
            </div>
            <div className={styles.columns}>
              <ContactsForm key={`contacts-${p.id}`} person={p} />
              <div className={styles.page}>
                <RolesForm key={`roles-${p.id}-${p.roles.join()}`} person={p} />
                <AccessPanel person={p} />
              </div>
            </div>
            {p.roles.includes('student') && <StudentSetupPanel studentId={p.id} />}
          </>
        )}
      </QueryView>
    </div>
  );
}
