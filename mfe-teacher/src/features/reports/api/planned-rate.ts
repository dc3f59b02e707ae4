import { useQuery } from '@apollo/client/react';
import { gqlDocuments, parseGraphqlResult } from '@school/shared/api';
import type { PlannedTeacherRate } from '@school/shared/schemas';

/** The signed-in teacher's planned pay for a lesson of this format with this student (GraphQL). */
export function usePlannedRate(args: { studentId: number | null; reportFullTypeId: string; skip: boolean }): PlannedTeacherRate | null {
  const skip = args.skip || args.studentId === null || args.reportFullTypeId === '';
  const { data } = useQuery(gqlDocuments.plannedTeacherReportRate, {
    variables: { studentId: String(args.studentId ?? ''), reportFullTypeId: args.reportFullTypeId },
    skip,
    fetchPolicy: 'cache-first',
  });
  if (skip || !data) return null;
  try {
    return parseGraphqlResult('plannedTeacherReportRate', data).plannedTeacherReportRate;
  } catch {
    return null;
  }
}
