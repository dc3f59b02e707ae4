import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, normaliseError, useConfig, usePrograms, useProcedureQuery } from '@school/shared/api';
import type { StudentSetup } from '@school/shared/schemas';
import { Button, ConfirmDialog, QueryView, Select, toast, useUnsavedChanges } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useBackOfficeMutation } from '../api/back-office-hooks';
import { personName } from '../model/people';
import { BalancePanel } from './balance-panel';
import styles from './back-office.module.css';

const t = texts.backOffice.student;

function Teachers({ setup }: { setup: StudentSetup }) {
  const options = useProcedureQuery('admin.teachers.options', {}, { staleTime: 60_000 });
  const assign = useBackOfficeMutation('admin.students.assignTeacher');
  const unassign = useBackOfficeMutation('admin.students.unassignTeacher');
  const [teacherId, setTeacherId] = useState('');
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const free = (options.data ?? []).filter((o) => !setup.teachers.some((t) => t.id === o.id));
  const failure = assign.error ?? unassign.error;
  return (
    <section className="sc-panel" aria-labelledby="teachers-title" data-testid="student-teachers">
      <h3 id="teachers-title" className={styles.subtitle}>
        {t.teachers}
      </h3>
      {failure && (
        <p className="sc-form-error" role="alert">
          {errorMessage(normaliseError(failure))}
        </p>
      )}
      {setup.teachers.length === 0 ? (
        <p className={styles.muted}>{t.noTeachers}</p>
      ) : (
        <ul className={styles.list}>
          {setup.teachers.map((teacher) => (
            <li key={teacher.id} className={styles.row}>
              <Link to={`/lms/teachers/${teacher.id}`}>{personName(teacher)}</Link>
              <Button size="small" variant="secondary" onClick={() => setRemoving({ id: teacher.id, name: personName(teacher) })}>
                {t.unassign}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.toolbar}>
        <Select
          label={t.assign}
          value={teacherId}
          onChange={setTeacherId}
          options={[
            { value: '', label: t.choose },
            ...free.map((o) => ({
              value: String(o.id),
              label: personName(o) + (o.apprentice ? ` (${(texts.backOffice.roles.apprentice ?? '').toLowerCase()})` : ''),
            })),
          ]}
        />
        <Button
          disabled={!teacherId}
          loading={assign.isPending}
          onClick={() => assign.mutate({ studentId: setup.id, teacherId: Number(teacherId) }, { onSuccess: () => setTeacherId('') })}
        >
          {t.assignButton}
        </Button>
      </div>
      {removing && (
        <ConfirmDialog
          title={t.unassignTitle(removing.name)}
          text={t.unassignText}
          confirmLabel={t.unassign}
          busy={unassign.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => unassign.mutate({ studentId: setup.id, teacherId: removing.id }, { onSettled: () => setRemoving(null) })}
        />
      )}
    </section>
  );
}

function PlanStatusProgram({ setup }: { setup: StudentSetup }) {
  const { data: config } = useConfig();
  const { data: programs } = usePrograms();
  const [plan, setPlan] = useState(setup.subscriptionPlanId ?? '');
  const [status, setStatus] = useState(setup.statusId ?? '');
  const [program, setProgram] = useState(setup.programId === null ? '' : String(setup.programId));
  const save = useBackOfficeMutation('admin.students.update');
  const dirty =
    plan !== (setup.subscriptionPlanId ?? '') || status !== (setup.statusId ?? '') || program !== (setup.programId === null ? '' : String(setup.programId));
  useUnsavedChanges(dirty);
  return (
    <section className="sc-panel" aria-labelledby="setup-title" data-testid="student-plan">
      <h3 id="setup-title" className={styles.subtitle}>
        {t.title}
      </h3>
      {save.error && (
        <p className="sc-form-error" role="alert">
          {errorMessage(normaliseError(save.error))}
        </p>
      )}
      <Select
        label={t.plan}
        value={plan}
        onChange={setPlan}
        options={[{ value: '', label: t.none }, ...(config?.subscriptionPlans ?? []).map((p) => ({ value: p.id, label: p.name }))]}
      />
      <Select
        label={t.status}
        value={status}
        onChange={setStatus}
        options={[{ value: '', label: t.none }, ...(config?.studentStatuses ?? []).map((s) => ({ value: s.id, label: s.name }))]}
      />
      <Select
        label={t.program}
        value={program}
        onChange={setProgram}
        options={[{ value: '', label: t.none }, ...(programs ?? []).map((p) => ({ value: String(p.numericId), label: `${p.id} «${p.name}»` }))]}
      />
      {setup.company && (
        <p className={styles.muted}>
          {t.company}: <Link to={`/lms/admin/companies/${setup.company.id}`}>{setup.company.name}</Link>
        </p>
      )}
      <Button
        disabled={!dirty}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { studentId: setup.id, subscriptionPlanId: plan || null, statusId: status || null, programId: program ? Number(program) : null },
            { onSuccess: () => toast.success(t.setupSaved) },
          )
        }
      >
        {t.saveSetup}
      </Button>
    </section>
  );
}

/** A student's setup: teachers, plan, status, program, and the balance by format with its ledger. */
export function StudentSetupPanel({ studentId }: { studentId: number }) {
  const setup = useProcedureQuery('admin.students.get', { studentId });
  const adjust = useBackOfficeMutation('admin.students.adjustBalance');
  return (
    <QueryView query={setup}>
      {(s) => (
        <div className={styles.page} data-testid="student-setup">
          <div className={styles.row}>
            <h2 className={styles.title}>{t.title}</h2>
            <Link to={`/lms/students/${s.id}`}>{texts.backOffice.person.openStudentPage}</Link>
          </div>
          <div className={styles.columns}>
            <Teachers setup={s} />
            <PlanStatusProgram key={`${s.subscriptionPlanId}-${s.statusId}-${s.programId}`} setup={s} />
          </div>
          <BalancePanel
            title={t.balances}
            balances={s.balances}
            ledger={s.ledger}
            formatKind="individual"
            busy={adjust.isPending}
            error={adjust.error}
            adjust={(input) => adjust.mutateAsync({ studentId: s.id, ...input })}
          />
        </div>
      )}
    </QueryView>
  );
}
