import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessage, normaliseError, useConfig, useProcedureQuery } from '@school/shared/api';
import type { GroupDetails, PersonRef } from '@school/shared/schemas';
import { Button, QueryView, Select, TextInput, toast, useUnsavedChanges } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useBackOfficeMutation } from '../api/back-office-hooks';
import { personName } from '../model/people';
import { BalancePanel } from './balance-panel';
import { PersonPicker } from './person-picker';
import styles from './back-office.module.css';

const t = texts.backOffice.groups;

function People({ title, people, onRemove }: { title: string; people: readonly PersonRef[]; onRemove: (id: number) => void }) {
  return (
    <ul className={styles.list} aria-label={title}>
      {people.map((p) => (
        <li key={p.id} className={styles.row}>
          <span>{personName(p)}</span>
          <Button size="small" variant="secondary" onClick={() => onRemove(p.id)} aria-label={`${t.remove}: ${personName(p)}`}>
            {t.remove}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function GroupEditor({ group }: { group: GroupDetails | null }) {
  const navigate = useNavigate();
  const { data: config } = useConfig();
  const companies = useProcedureQuery('admin.companies.list', {}, { staleTime: 60_000 });
  const teacherOptions = useProcedureQuery('admin.teachers.options', {}, { staleTime: 60_000 });
  const [name, setName] = useState(group?.name ?? '');
  const [companyId, setCompanyId] = useState(group?.company ? String(group.company.id) : '');
  const [plan, setPlan] = useState(group?.subscriptionPlanId ?? '');
  const [students, setStudents] = useState<PersonRef[]>(group?.students ?? []);
  const [teachers, setTeachers] = useState<PersonRef[]>(group?.teachers ?? []);
  const [teacherId, setTeacherId] = useState('');
  const save = useBackOfficeMutation('admin.groups.save');
  const error = save.error ? normaliseError(save.error) : null;
  const dirty =
    name !== (group?.name ?? '') ||
    companyId !== (group?.company ? String(group.company.id) : '') ||
    plan !== (group?.subscriptionPlanId ?? '') ||
    students.map((s) => s.id).join() !== (group?.students ?? []).map((s) => s.id).join() ||
    teachers.map((s) => s.id).join() !== (group?.teachers ?? []).map((s) => s.id).join();
  const unsaved = useUnsavedChanges(dirty && !save.isPending && !save.isSuccess);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...(group ? { id: group.id } : {}),
        name,
        companyId: companyId ? Number(companyId) : null,
        subscriptionPlanId: plan || null,
        studentIds: students.map((s) => s.id),
        teacherIds: teachers.map((s) => s.id),
      },
      {
        onSuccess: ({ id }) => {
          unsaved.release();
          toast.success(t.saved);
          if (!group) navigate(`/lms/admin/groups/${id}`, { replace: true });
        },
      },
    );
  };

  return (
    <form className={`sc-panel ${styles.form}`} onSubmit={submit} noValidate aria-label={group ? group.name : t.newTitle} data-testid="group-editor">
      {error && (
        <p className="sc-form-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      <TextInput label={t.name} value={name} onChange={setName} maxLength={120} error={error?.fieldErrors.name} />
      <Select
        label={t.company}
        value={companyId}
        onChange={setCompanyId}
        options={[{ value: '', label: t.noCompany }, ...(companies.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
      />
      <Select
        label={t.plan}
        value={plan}
        onChange={setPlan}
        options={[{ value: '', label: texts.backOffice.student.none }, ...(config?.subscriptionPlans ?? []).map((p) => ({ value: p.id, label: p.name }))]}
      />
      <div className={styles.columns}>
        <div>
          <h3 className={styles.subtitle}>{t.students}</h3>
          {students.length === 0 ? (
            <p className={styles.muted}>{t.noStudents}</p>
          ) : (
            <People title={t.students} people={students} onRemove={(id) => setStudents(students.filter((s) => s.id !== id))} />
          )}
          <PersonPicker
            label={t.addStudent}
            role="student"
            exclude={students.map((s) => s.id)}
            onPick={(p) => setStudents([...students, { id: p.id, firstName: p.firstName, lastName: p.lastName }])}
          />
        </div>
        <div>
          <h3 className={styles.subtitle}>{t.teachers}</h3>
          {teachers.length === 0 ? (
            <p className={styles.muted}>{t.noTeachers}</p>
          ) : (
            <People title={t.teachers} people={teachers} onRemove={(id) => setTeachers(teachers.filter((s) => s.id !== id))} />
          )}
          <div className={styles.toolbar}>
            <Select
              label={t.addTeacher}
              value={teacherId}
              onChange={setTeacherId}
              options={[
                { value: '', label: texts.backOffice.student.choose },
                ...(teacherOptions.data ?? []).filter((o) => !teachers.some((x) => x.id === o.id)).map((o) => ({ value: String(o.id), label: personName(o) })),
              ]}
            />
            <Button
              variant="secondary"
              disabled={!teacherId}
              onClick={() => {
                const found = teacherOptions.data?.find((o) => String(o.id) === teacherId);
                if (found) setTeachers([...teachers, { id: found.id, firstName: found.firstName, lastName: found.lastName }]);
                setTeacherId('');
              }}
            >
              {texts.backOffice.picker.add}
            </Button>
          </div>
        </div>
      </div>
      <Button type="submit" loading={save.isPending} disabled={!name.trim() || (!dirty && Boolean(group))}>
        {t.save}
      </Button>
    </form>
  );
}

/** /lms/admin/groups/{id} (or /new): a student group's name, company, plan, students, teachers and balance. */
export function GroupPage() {
  const { groupId } = useParams();
  const isNew = groupId === 'new';
  const group = useProcedureQuery('admin.groups.get', { groupId: isNew ? 1 : (groupId ?? '') }, { enabled: !isNew });
  const adjust = useBackOfficeMutation('admin.groups.adjustBalance');
  return (
    <div className={styles.page} data-testid="admin-group">
      <Link to="/lms/admin/groups">{t.back}</Link>
      {isNew ? (
        <>
          <h2 className={styles.title}>{t.newTitle}</h2>
          <GroupEditor group={null} />
        </>
      ) : (
        <QueryView query={group}>
          {(g) => (
            <>
              <div className={styles.row}>
                <h2 className={styles.title}>{g.name}</h2>
                <Link to={`/lms/student-groups/${g.id}`}>{t.openGroupPage}</Link>
              </div>
              <GroupEditor key={JSON.stringify([g.name, g.company, g.subscriptionPlanId, g.students, g.teachers])} group={g} />
              <BalancePanel
                title={t.balances}
                balances={g.balances}
                ledger={g.ledger}
                formatKind="group"
                busy={adjust.isPending}
                error={adjust.error}
                adjust={(input) => adjust.mutateAsync({ groupId: g.id, ...input })}
              />
            </>
          )}
        </QueryView>
      )}
    </div>
  );
}
