import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithData } from './render-with-data';

function Student({ id }: { id: number }) {
  const student = useQuery({ queryKey: ['student', id], queryFn: () => Promise.resolve({ name: 'Анна', teacherId: 7 }) });
  const teacher = useQuery({
    queryKey: ['teacher', student.data?.teacherId],
    queryFn: () => Promise.resolve({ name: 'Ирина Петровна' }),
    enabled: student.data !== undefined,
  });
  const never = useQuery({ queryKey: ['disabled'], queryFn: () => Promise.resolve(1), enabled: false });
  if (!student.data) return <p>Загрузка…</p>;
  return (
    <p>
      {student.data.name}, преподаватель: {teacher.data?.name ?? '…'}
      {never.data}
    </p>
  );
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const renderer =
  (queryClient: QueryClient, view = <Student id={1} />) =>
  () =>
    renderToString(<QueryClientProvider client={queryClient}>{view}</QueryClientProvider>);

describe('a first view rendered with its data', () => {
  it('asks for what each render asks for, dependent requests in the next round, and not what is disabled', async () => {
    const queryClient = client();
    const view = await renderWithData(renderer(queryClient), queryClient, { deadline: Date.now() + 1000 });
    expect(view?.html.replace(/<!-- -->/g, '')).toContain('Анна, преподаватель: Ирина Петровна');
    expect(view?.state.queries.map((q) => q.queryKey)).toEqual([
      ['student', 1],
      ['teacher', 7],
    ]);
    expect(queryClient.getQueryState(['disabled'])?.fetchStatus).toBe('idle');
  });

  it('gives up when an answer fails, so the browser renders the page itself', async () => {
    const queryClient = client();
    function Broken() {
      const query = useQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('403')) });
      return <p>{query.isError ? 'Нет доступа' : '…'}</p>;
    }
    expect(await renderWithData(renderer(queryClient, <Broken />), queryClient, { deadline: Date.now() + 1000 })).toBeNull();
  });

  it('gives up at the deadline', async () => {
    vi.useFakeTimers();
    const queryClient = client();
    function Slow() {
      useQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => {}) });
      return <p>…</p>;
    }
    const view = renderWithData(renderer(queryClient, <Slow />), queryClient, { deadline: Date.now() + 300 });
    await vi.advanceTimersByTimeAsync(301);
    expect(await view).toBeNull();
    vi.useRealTimers();
  });

  it('sends only what the API answered, and no view at all when the page needed data from elsewhere', async () => {
    const queryClient = client();
    const answered = new Set<string>();
    const fetching = (hash: string, fetch: () => Promise<unknown>) => {
      if (hash.includes('student')) answered.add(hash);
      return fetch();
    };
    const view = await renderWithData(renderer(queryClient), queryClient, { deadline: Date.now() + 1000, fetching, answered });
    // The teacher came from elsewhere (a chunk of the page's own code, say): the browser renders the page.
    expect(view).toBeNull();

    const apiOnly = client();
    const all = new Set<string>();
    const viaApi = (hash: string, fetch: () => Promise<unknown>) => (all.add(hash), fetch());
    apiOnly.setQueryData(['session'], { id: 1 });
    const full = await renderWithData(renderer(apiOnly), apiOnly, { deadline: Date.now() + 1000, fetching: viaApi, answered: all });
    expect(full?.state.queries.map((q) => q.queryKey)).toEqual([
      ['student', 1],
      ['teacher', 7],
    ]);
  });
});
