import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage, normaliseError, useProcedureQuery } from '@school/shared/api';
import { InviteHrFormSchema, type CompanyDetails } from '@school/shared/schemas';
import { Badge, Button, ConfirmDialog, QueryView, toast, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useBackOfficeMutation } from '../api/back-office-hooks';
import { personName } from '../model/people';
import { PersonPicker } from './person-picker';
import { PersonFields } from './person-fields';
import styles from './back-office.module.css';

const t = texts.backOffice.companies;

function HrUsers({ company }: { company: CompanyDetails }) {
  const form = useSchemaForm(InviteHrFormSchema, { firstName: '', lastName: '', email: '' });
  const invite = useBackOfficeMutation('admin.companies.inviteHr');
  const remove = useBackOfficeMutation('admin.companies.removeHr');
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const error = invite.error ? normaliseError(invite.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.submit();
    if (values)
      invite.mutate(
        { companyId: company.id, ...values },
        {
          onSuccess: () => {
            form.reset({ firstName: '', lastName: '', email: '' });
            toast.success(t.hrAdded);
          },
        },
      );
  };
  return (
    <section className="sc-panel" aria-labelledby="hr-title" data-testid="company-hr">
      <h3 id="hr-title" className={styles.subtitle}>
        {t.hrUsers}
      </h3>
      {company.hrUsers.length === 0 ? (
        <p className={styles.muted}>{t.noHr}</p>
      ) : (
        <ul className={styles.list}>
          {company.hrUsers.map((u) => (
            <li key={u.id} className={styles.row}>
              <span className={styles.wrap}>
                <Link to={`/lms/admin/people/${u.id}`}>{personName(u)}</Link> <span className={styles.muted}>{u.email}</span>{' '}
                {u.invitation === 'pending' && <Badge tone="yellow">{texts.backOffice.invitations.pending}</Badge>}
                {!u.active && <Badge tone="red">{texts.backOffice.statuses.deactivated}</Badge>}
              </span>
              <Button size="small" variant="secondary" onClick={() => setRemoving({ id: u.id, name: personName(u) })}>
                {t.removeHr}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t.inviteHr}>
        <h4 className={styles.subtitle}>{t.inviteHr}</h4>
        <p className={styles.muted}>{t.inviteHint}</p>
        <PersonFields form={form} error={error} />
        <Button type="submit" loading={invite.isPending}>
          {t.inviteHr}
        </Button>
      </form>
      {removing && (
        <ConfirmDialog
          title={t.removeHrTitle(removing.name)}
          text={t.removeHrText}
          confirmLabel={t.removeHr}
          busy={remove.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => remove.mutate({ companyId: company.id, personId: removing.id }, { onSettled: () => setRemoving(null) })}
        />
      )}
    </section>
  );
}

function Students({ company }: { company: CompanyDetails }) {
  const add = useBackOfficeMutation('admin.companies.addStudent');
  const remove = useBackOfficeMutation('admin.companies.removeStudent');
  const failure = add.error ?? remove.error;
  return (
    <section className="sc-panel" aria-labelledby="company-students-title" data-testid="company-students">
      <h3 id="company-students-title" className={styles.subtitle}>
        {t.students}
      </h3>
      {failure && (
        <p className="sc-form-error" role="alert">
          {errorMessage(normaliseError(failure))}
        </p>
      )}
      {company.students.length === 0 ? (
        <p className={styles.muted}>{t.noStudents}</p>
      ) : (
        <ul className={styles.list}>
          {company.students.map((s) => (
            <li key={s.id} className={styles.row}>
              <Link to={`/lms/admin/people/${s.id}`}>{personName(s)}</Link>
              <Button
                size="small"
                variant="secondary"
                loading={remove.isPending && remove.variables?.personId === s.id}
                onClick={() => remove.mutate({ companyId: company.id, personId: s.id })}
              >
                {t.removeStudent}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PersonPicker
        label={t.addStudent}
        role="student"
        exclude={company.students.map((s) => s.id)}
        busy={add.isPending}
        onPick={(p) => add.mutate({ companyId: company.id, personId: p.id })}
      />
    </section>
  );
}

/** /lms/admin/companies/{id}: the company's HR users (invited, removed) and its students. */
export function CompanyPage() {
  const { companyId } = useParams();
  const company = useProcedureQuery('admin.companies.get', { companyId: companyId ?? '' });
  return (
    <div className={styles.page} data-testid="admin-company">
      <Link to="/lms/admin/companies">{t.back}</Link>
      <QueryView query={company}>
        {(c) => (
          <>
            <div className={styles.row}>
              <h2 className={styles.title}>{c.name}</h2>
              <Link to={`/lms/user-groups/${c.id}`}>{t.openCompanyPage}</Link>
            </div>
            <div className={styles.columns}>
              <HrUsers company={c} />
              <Students company={c} />
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
