import { useQueryClient } from '@tanstack/react-query';
import { useProcedureMutation } from '@school/shared/api';
import type { ProcedureName } from '@school/shared/contracts';

/** The query families the back office reads: a change reloads them (a person changes lists, cards, groups, the log). */
const BACK_OFFICE_QUERIES = [
  'admin.people.list',
  'admin.people.get',
  'admin.students.get',
  'admin.teachers.options',
  'admin.groups.list',
  'admin.groups.get',
  'admin.companies.list',
  'admin.companies.get',
  'admin.audit.list',
  'leads.list',
  'mail.list',
] as const;

/** A back-office change: on success every back-office list and card is read again. */
export function useBackOfficeMutation<N extends ProcedureName>(name: N) {
  const client = useQueryClient();
  return useProcedureMutation(name, {
    onSuccess: () => Promise.all(BACK_OFFICE_QUERIES.map((family) => client.invalidateQueries({ queryKey: [family] }))),
  });
}
