import { useState, type FormEvent } from 'react';
import { formErrorMessage, useReportFullTypes, errorMessage } from '@school/shared/api';
import { formatDateTime } from '@school/shared/domain';
import { TopUpFormSchema, type ReportFullType, type StudentGroup } from '@school/shared/schemas';
import { lessonForms, pluralCount } from '@school/shared/texts';
import { Button, ConfirmDialog, DataTable, EmptyState, ErrorScreen, Loader, QueryView, Select, TextInput, toast, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { GroupBalance, groupBalance, groupOptions, useCompanyGroups } from '../../company-groups';
import { fullName } from '../../people';
import { useTopUpGroup, useTopUps } from '../api/top-up';
import { groupFormats, initialTopUp } from '../model/top-up';
import styles from './company-transactions.module.css';

/** /lms/user-groups/{id}/transactions (staff only): group balances, the top-up form and the history. */
export function CompanyTransactions({ userGroupId }: { userGroupId: number }) {
  const groups = useCompanyGroups(userGroupId);
  const types = useReportFullTypes();

  if (groups.isPending || types.isPending) return <Loader />;
  if (groups.isError) return <ErrorScreen message={errorMessage(groups.error)} onRetry={() => void groups.refetch()} />;
  if (types.isError) return <ErrorScreen message={errorMessage(types.error)} onRetry={() => void types.refetch()} />;

  const formats = groupFormats(types.data);
  return (
    <div className={styles.page}>
      <section className="sc-panel" aria-labelledby="top-up-title">
        <h2 id="top-up-title" className={styles.title}>
          {texts.topUp.title}
        </h2>
        <p className={styles.intro}>{texts.topUp.intro}</p>
        {groups.data.length === 0 ? <EmptyState text={texts.topUp.noGroups} /> : <TopUpForm groups={groups.data} formats={formats} />}
      </section>
      {groups.data.length > 0 && <Balances groups={groups.data} />}
      <History userGroupId={userGroupId} />
    </div>
  );
}

function TopUpForm({ groups, formats }: { groups: StudentGroup[]; formats: ReportFullType[] }) {
  const form = useSchemaForm(TopUpFormSchema, initialTopUp(groups, formats), { live: true });
  const topUp = useTopUpGroup();
  const [pending, setPending] = useState<{ studentGroupId: number; reportFullTypeId: string; amount: number } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.submit();
    if (parsed) setPending(parsed);
  };

  const confirm = () => {
    if (!pending) return;
    const { studentGroupId, reportFullTypeId, amount } = pending;
    topUp.mutate(
      { params: { studentGroupId }, body: { reportFullTypeId, amount } },
      {
        onSuccess: (group) => {
          setPending(null);
          toast.success(texts.topUp.done(group.name, String(groupBalance(group.balances))));
          form.reset({ ...form.values, amount: '' });
        },
        onError: () => setPending(null),
      },
    );
  };

  const group = pending ? groups.find((g) => g.id === pending.studentGroupId) : undefined;
  const format = pending ? formats.find((f) => f.id === pending.reportFullTypeId) : undefined;
  const serverFieldErrors = topUp.error?.fieldErrors ?? {};

  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="top-up-form">
      {topUp.error && Object.keys(serverFieldErrors).length === 0 && (
        <p className="sc-form-error" role="alert">
          {formErrorMessage(topUp.error)}
        </p>
      )}
      <Select
        label={texts.topUp.group}
        value={form.values.studentGroupId}
        onChange={form.set('studentGroupId')}
        options={groupOptions(groups)}
        placeholder={form.values.studentGroupId ? undefined : texts.topUp.chooseGroup}
        error={form.errors.studentGroupId ?? serverFieldErrors.studentGroupId}
      />
      <Select
        label={texts.topUp.format}
        value={form.values.reportFullTypeId}
        onChange={form.set('reportFullTypeId')}
        options={formats.map((f) => ({ value: f.id, label: f.name }))}
        placeholder={form.values.reportFullTypeId ? undefined : texts.topUp.chooseFormat}
        error={form.errors.reportFullTypeId ?? serverFieldErrors.reportFullTypeId}
      />
      <TextInput
        label={texts.topUp.amount}
        hint={texts.topUp.amountHint}
        inputMode="numeric"
        value={form.values.amount}
        onChange={form.set('amount')}
        onBlur={() => form.touch('amount')}
        error={form.errors.amount ?? serverFieldErrors.amount}
        required
      />
      <div>
        <Button type="submit" loading={topUp.isPending} disabled={!form.dirty || !form.valid}>
          {texts.topUp.submit}
        </Button>
      </div>
      {pending && group && (
        <ConfirmDialog
          title={texts.topUp.confirmTitle}
          text={texts.topUp.confirmText(group.name, pluralCount(pending.amount, lessonForms), format?.name ?? pending.reportFullTypeId)}
          confirmLabel={texts.topUp.confirm}
          busy={topUp.isPending}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </form>
  );
}

function Balances({ groups }: { groups: StudentGroup[] }) {
  return (
    <section className="sc-panel" aria-labelledby="balances-title">
      <h2 id="balances-title" className={styles.title}>
        {texts.topUp.balances}
      </h2>
      <DataTable
        testId="group-balances"
        rows={groups}
        rowKey={(g) => g.id}
        columns={[
          { header: texts.topUp.group, rowHeader: true, cell: (g) => g.name },
          {
            header: texts.groups.balance,
            cell: (g) => (
              <>
                <GroupBalance balances={g.balances} />
                {g.balances.length > 1 && <span className={styles.details}>{g.balances.map((b) => `${b.name}: ${b.sumReportsLeft}`).join('; ')}</span>}
              </>
            ),
          },
        ]}
      />
    </section>
  );
}

function History({ userGroupId }: { userGroupId: number }) {
  const history = useTopUps(userGroupId);
  return (
    <section className="sc-panel" aria-labelledby="history-title">
      <h2 id="history-title" className={styles.title}>
        {texts.topUp.history}
      </h2>
      <QueryView query={history}>
        {(data) =>
          data.length === 0 ? (
            <p className={styles.intro}>{texts.topUp.historyEmpty}</p>
          ) : (
            <DataTable
              testId="top-up-history"
              rows={data}
              rowKey={(t) => t.id}
              columns={[
                { header: texts.topUp.date, label: texts.topUp.date, cell: (t) => formatDateTime(t.createdAt) },
                { header: texts.topUp.group, label: texts.topUp.group, cell: (t) => t.studentGroup.name },
                { header: texts.topUp.format, label: texts.topUp.format, cell: (t) => t.reportFullType.name },
                { header: texts.topUp.lessons, label: texts.topUp.lessons, cell: (t) => `+${t.amount}` },
                { header: texts.topUp.who, label: texts.topUp.who, cell: (t) => (t.createdBy ? fullName(t.createdBy) : texts.topUp.unknownAuthor) },
              ]}
            />
          )
        }
      </QueryView>
    </section>
  );
}
