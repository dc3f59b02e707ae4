import { useEffect } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type Query } from '@tanstack/react-query';
import { callEndpoint, callProcedure, endpointDef, procedureDef, queryKeys, useProcedureQuery, type ApiError } from '@school/shared/api';
import type { Procedures } from '@school/shared/contracts';
import { reportsQueryFor, type Viewer } from '@school/shared/permissions';
import type { Report, ReportDataInput, ReportPage } from '@school/shared/schemas';
import { nextPageOf, removeReport, replaceReport, REPORT_PAGE_SIZE } from '../model/report-list';

export type ListTarget = { kind: 'student'; studentId: number } | { kind: 'group'; studentGroupId: number };

type ListName = 'students.getReports' | 'students.getReportsForStudent' | 'students.getGroupReports';
const LIST_NAMES: readonly string[] = ['students.getReports', 'students.getReportsForStudent', 'students.getGroupReports'];

/** Which list call a viewer makes: teachers the teacher endpoint, everybody else the student one; groups their own. */
function listNameFor(target: ListTarget, viewer: Viewer): ListName {
  return target.kind === 'group' ? 'students.getGroupReports' : reportsQueryFor(viewer);
}

function listInput(target: ListTarget) {
  return target.kind === 'group' ? { studentGroupId: target.studentGroupId } : { studentId: target.studentId };
}

const listKey = (name: ListName, target: ListTarget, fullTypeId: string | null) =>
  queryKeys.procedure(name, { ...listInput(target), fullTypeId, slices: true });

function reportListOptions(target: ListTarget, viewer: Viewer, fullTypeId: string | null) {
  const name = listNameFor(target, viewer);
  const input = listInput(target);
  return infiniteQueryOptions<ReportPage, ApiError, InfiniteData<ReportPage>, readonly unknown[], number>({
    queryKey: listKey(name, target, fullTypeId),
    queryFn: async ({ pageParam }) =>
      callProcedure(
        (await procedureDef(name)) as Procedures['students.getReports'],
        {
          ...input,
          page: pageParam,
          pageSize: REPORT_PAGE_SIZE,
          fullTypeId,
        } as never,
      ) as Promise<ReportPage>,
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
    // A list whose first slice failed (the page asks for it early) shows the error with «Повторить»
    // when it appears, instead of asking again behind a spinner.
    retryOnMount: false,
  });
}

/** A student's or group's reports, loaded in slices of 10; a new lesson-type filter starts again at page 1. */
export function useReportList(target: ListTarget, viewer: Viewer, fullTypeId: string | null) {
  return useInfiniteQuery(reportListOptions(target, viewer, fullTypeId));
}

/**
 * Asks for the first slice of a student's reports (unfiltered, as the list opens) before the list is
 * shown, unless it was asked for already: a page that waits for other data first starts both at once.
 */
export function usePrefetchStudentReports(studentId: number, viewer: Viewer, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    const options = reportListOptions({ kind: 'student', studentId }, viewer, null);
    // Only a list nobody asked for yet: a failed first slice is not asked for again behind the user's back.
    if (enabled && !client.getQueryState(options.queryKey)) void client.prefetchInfiniteQuery(options);
  }, [client, studentId, viewer, enabled]);
}

/** Forgets the slices loaded for a filter, so choosing it starts again from page 1. */
export function useResetReportList(target: ListTarget, viewer: Viewer) {
  const client = useQueryClient();
  const name = listNameFor(target, viewer);
  return (fullTypeId: string | null) => client.removeQueries({ queryKey: listKey(name, target, fullTypeId), exact: true });
}

const isReportList = (query: Query) =>
  LIST_NAMES.includes(String(query.queryKey[0])) && (query.queryKey[1] as { slices?: boolean } | undefined)?.slices === true;

/** Updates every loaded report list after a change: the save and delete hooks below own these writes. */
function useReportListCache() {
  const client = useQueryClient();
  return {
    /** An edited report takes its old place. */
    replace: (report: Report) => client.setQueriesData<InfiniteData<ReportPage>>({ predicate: isReportList }, (data) => replaceReport(data, report)),
    /** A deleted report leaves at once; the lists reload so later slices stay in step. */
    remove: (reportId: number) => {
      client.setQueriesData<InfiniteData<ReportPage>>({ predicate: isReportList }, (data) => removeReport(data, reportId));
      return client.invalidateQueries({ predicate: isReportList });
    },
    /** A new report: the lists reload from the first slice. */
    reload: () => client.invalidateQueries({ predicate: isReportList }),
  };
}

/** The group's students (attendance) and teachers. */
export function useReportGroup(studentGroupId: number) {
  return useProcedureQuery('reports.getGroup', { studentGroupId }, { staleTime: 30_000 });
}

export type SaveReportRequest =
  | { kind: 'create-student'; studentId: number; data: ReportDataInput }
  | { kind: 'create-group'; studentGroupId: number; students: { studentId: number; status: 'present' | 'absent' }[]; data: ReportDataInput }
  | { kind: 'update-student'; reportId: number; studentId: number; data: ReportDataInput }
  | { kind: 'update-group'; reportId: number; students: { studentId: number; status: 'present' | 'absent' }[]; data: ReportDataInput };

/** Create and update calls with the payloads of the spec (the format is never sent on update). */
async function saveReport(request: SaveReportRequest): Promise<Report> {
  const { fullTypeId: _format, ...updateData } = request.data;
  switch (request.kind) {
    case 'create-student':
      return callProcedure(await procedureDef('reports.createStudentReport'), { studentId: request.studentId, data: request.data });
    case 'create-group':
      return callProcedure(await procedureDef('reports.createGroupReport'), {
        studentGroupId: request.studentGroupId,
        students: request.students,
        data: request.data,
      });
    case 'update-student':
      return callProcedure(await procedureDef('reports.updateReport'), { reportId: request.reportId, studentId: request.studentId, data: updateData });
    case 'update-group':
      return callProcedure(await procedureDef('reports.updateGroupReport'), { reportId: request.reportId, students: request.students, data: updateData });
  }
}

/** Saves a report; an edited one takes its old place in every loaded list, a new one makes the lists reload. */
export function useSaveReport() {
  const cache = useReportListCache();
  return useMutation<Report, ApiError, SaveReportRequest>({
    mutationFn: saveReport,
    onSuccess: (saved, request) => {
      if (request.kind === 'create-student' || request.kind === 'create-group') void cache.reload();
      else cache.replace(saved);
    },
  });
}

/** Deletes a report; it leaves every loaded list at once. */
export function useDeleteReport() {
  const cache = useReportListCache();
  return useMutation<unknown, ApiError, number>({
    mutationFn: async (reportId) => callEndpoint(await endpointDef('deleteReport'), { params: { id: reportId } }),
    onSuccess: (_ok, reportId) => cache.remove(reportId),
  });
}
