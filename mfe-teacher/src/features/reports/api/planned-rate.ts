import { useQuery } from '@tanstack/react-query';
import type { PlannedTeacherRate } from '@school/shared/schemas';

/**
 * The signed-in teacher's planned pay for a lesson of this format with this student (GraphQL). The
 * GraphQL client is loaded when the first rate is asked for, not with the page: the student page
 * opens without Apollo and graphql.
 */
export function usePlannedRate(args: { studentId: number | null; reportFullTypeId: string; skip: boolean }): PlannedTeacherRate | null {
  const skip = args.skip || args.studentId === null || args.reportFullTypeId === '';
  const variables = { studentId: String(args.studentId ?? ''), reportFullTypeId: args.reportFullTypeId };
  const { data } = useQuery({
    queryKey: ['graphql.plannedTeacherReportRate', variables],
    queryFn: async () => {
      const { queryGraphql } = await import('@school/shared/graphql');
      return (await queryGraphql('plannedTeacherReportRate', variables)).plannedTeacherReportRate;
    },
    enabled: !skip,
    staleTime: Infinity,
    retry: false,
  });
  return skip ? null : (data ?? null);
}
