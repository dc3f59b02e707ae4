import { QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '@school/shared/api';
import type { Report, ReportDataInput, ReportPage } from '@school/shared/schemas';
import { useDeleteReport, useSaveReport } from './report-queries';
import { json, stubFetch } from '@school/shared/testing';

function makeReport(id: number, topic: string): Report {
  return {
    id,
    teacher: { id: 4, firstName: 'Анна', lastName: 'Смирнова' },
    teacherId: 4,
    studentId: 9,
    studentGroupId: null,
    date: '2026-11-20T09:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    order: id,
    fullType: { name: 'Индивидуальный урок, 50 минут' },
    fullTypeId: 'skype-50',
    status: 'default',
    fields: [{ reportFieldTypeId: 1, type: { id: 1, name: 'Тема урока' }, value: topic }],
    homeworkGroups: [],
    receiptId: null,
    paidByTransactionId: null,
  };
}

const listKey = queryKeys.procedure('students.getReports', { studentId: 9, fullTypeId: null, slices: true });
const otherKey = queryKeys.procedure('students.getReports', { studentId: 9, fullTypeId: 'skype-50', slices: true });
const list = (...items: Report[]): InfiniteData<ReportPage> => ({
  pages: [{ items, total: items.length, page: 1, pageSize: 10 }],
  pageParams: [1],
});
const data: ReportDataInput = { fields: {}, homeworkGroups: [], fullTypeId: 'skype-50', date: '2026-11-20T09:00:00.000Z', status: 'default' };

function setup() {
  const client = createQueryClient();
  client.setQueryData(listKey, list(makeReport(1, 'Past Simple'), makeReport(2, 'Present Perfect')));
  client.setQueryData(otherKey, list(makeReport(2, 'Present Perfect')));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

afterEach(() => vi.unstubAllGlobals());

describe('report mutations own the report lists in the cache', () => {
  it('an edited report takes its old place in every loaded list, keeping its order', async () => {
    const edited = { ...makeReport(2, 'Future Simple'), order: 99 };
    stubFetch(() => json(edited));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useSaveReport(), { wrapper });

    await act(() => result.current.mutateAsync({ kind: 'update-student', reportId: 2, studentId: 9, data }));

    const topics = (key: readonly unknown[]) =>
      client.getQueryData<InfiniteData<ReportPage>>(key)!.pages[0]!.items.map((r) => [r.id, r.order, r.fields[0]!.value]);
    expect(topics(listKey)).toEqual([
      [1, 1, 'Past Simple'],
      [2, 2, 'Future Simple'],
    ]);
    expect(topics(otherKey)).toEqual([[2, 2, 'Future Simple']]);
  });

  it('a new report makes every loaded list reload', async () => {
    stubFetch(() => json(makeReport(3, 'Modal verbs')));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useSaveReport(), { wrapper });

    await act(() => result.current.mutateAsync({ kind: 'create-student', studentId: 9, data }));

    await waitFor(() => expect(client.getQueryState(listKey)?.isInvalidated).toBe(true));
    expect(client.getQueryState(otherKey)?.isInvalidated).toBe(true);
  });

  it('a deleted report leaves every loaded list at once, and the lists reload', async () => {
    const { calls } = stubFetch(() => json({ ok: true }));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useDeleteReport(), { wrapper });

    await act(() => result.current.mutateAsync(2));

    expect(calls.map((c) => [c.method, new URL(c.url).pathname])).toEqual([['DELETE', '/api/server/reports/2']]);
    const ids = (key: readonly unknown[]) => client.getQueryData<InfiniteData<ReportPage>>(key)!.pages[0]!.items.map((r) => r.id);
    expect(ids(listKey)).toEqual([1]);
    expect(ids(otherKey)).toEqual([]);
    expect(client.getQueryData<InfiniteData<ReportPage>>(listKey)!.pages[0]!.total).toBe(1);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it('a failed delete leaves the lists as they were', async () => {
    stubFetch(() => json({ errors: [{ message: 'Отчёт уже нельзя удалить.' }] }, 403));
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useDeleteReport(), { wrapper });

    await act(() => result.current.mutateAsync(2).catch(() => undefined));

    expect(client.getQueryData<InfiniteData<ReportPage>>(listKey)!.pages[0]!.items.map((r) => r.id)).toEqual([1, 2]);
    expect(client.getQueryState(listKey)?.isInvalidated).toBe(false);
  });
});
