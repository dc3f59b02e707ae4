import { useState, type FormEvent } from 'react';
import { normaliseError, useCurrentUser } from '@school/shared/api';
import { canInviteWithRoles, isStaffRole, type PersonRole } from '@school/shared/permissions';
import { InvitePersonFormSchema } from '@school/shared/schemas';
import { Button, Modal, TextInput, toast, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useBackOfficeMutation } from '../api/back-office-hooks';
import { ALL_ROLES, toggleRole } from '../model/people';
import { PersonFields } from './person-fields';
import styles from './back-office.module.css';

const t = texts.backOffice.invite;

/** Roles as checkboxes; the staff roles are disabled for client managers. */
export function RoleChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: readonly PersonRole[];
  onChange: (roles: PersonRole[]) => void;
  disabled?: boolean;
}) {
  const user = useCurrentUser();
  return (
    <fieldset className={styles.roles} disabled={disabled}>
      <legend className="sc-field__label">{texts.backOffice.person.roles}</legend>
      {ALL_ROLES.map((role) => (
        <label key={role}>
          <input
            type="checkbox"
            checked={value.includes(role)}
            disabled={isStaffRole(role) && !user.isAdmin}
            onChange={(e) => onChange(toggleRole(value, role, e.target.checked))}
          />
          {texts.backOffice.roles[role]}
        </label>
      ))}
      {!user.isAdmin && <p className={styles.muted}>{t.staffHint}</p>}
    </fieldset>
  );
}

/** «Пригласить человека»: names, e-mail, phone, roles; the person gets a link to set a password (7 days). */
export function InviteDialog({ onClose, onInvited }: { onClose: () => void; onInvited: (id: number) => void }) {
  const user = useCurrentUser();
  const form = useSchemaForm(InvitePersonFormSchema, { firstName: '', lastName: '', email: '', phone: '' });
  const [roles, setRoles] = useState<PersonRole[]>(['student']);
  const invite = useBackOfficeMutation('admin.people.invite');
  const error = invite.error ? normaliseError(invite.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = form.submit();
    if (!fields || !canInviteWithRoles(user, roles)) return;
    invite.mutate(
      { ...fields, roles },
      {
        onSuccess: ({ id }) => {
          toast.success(t.sent(fields.email));
          onInvited(id);
        },
      },
    );
  };

  return (
    <Modal
      title={t.title}
      onClose={onClose}
      testId="invite-dialog"
      footer={
        <Button type="submit" form="invite-form" loading={invite.isPending}>
          {t.submit}
        </Button>
      }
    >
      <form id="invite-form" className={styles.form} onSubmit={submit} noValidate>
        <PersonFields form={form} error={error} autoComplete="off" />
        <TextInput label={t.phone} type="tel" autoComplete="off" {...form.field('phone')} />
        <RoleChoice value={roles} onChange={setRoles} />
      </form>
    </Modal>
  );
}
