import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_STATE_LIMIT, isPlainJson, renderWithData } from './render-with-data';

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

/** A view whose data all comes from the page's own code (the API answers none of it). */
function renderWithoutApi(view: React.ReactElement) {
  const queryClient = client();
  return renderWithData(renderer(queryClient, view), queryClient, {
    deadline: Date.now() + 1000,
    fetching: (_hash, fetch) => fetch(),
    answered: new Set(),
  });
}

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

  it('sends what the API answered and content answered by the page as plain JSON, and no view when other data was needed', async () => {
    // The student from the API, the teacher from the page's own code (a content file, say).
    const viaApiForStudent = (answered: Set<string>) => (hash: string, fetch: () => Promise<unknown>) => {
      if (hash.includes('student')) answered.add(hash);
      return fetch();
    };
    const queryClient = client();
    const answered = new Set<string>();
    queryClient.setQueryData(['session'], { id: 1 });
    const view = await renderWithData(renderer(queryClient), queryClient, { deadline: Date.now() + 1000, fetching: viaApiForStudent(answered), answered });
    expect(view?.html.replace(/<!-- -->/g, '')).toContain('Ирина Петровна');
    expect(view?.state.queries.map((q) => q.queryKey)).toEqual([
      ['student', 1],
      ['teacher', 7],
    ]);

    // Data that JSON would not bring back as it is (a Map): the browser renders the page.
    function WithMap() {
      const query = useQuery({ queryKey: ['exercises'], queryFn: () => Promise.resolve(new Map([['e1', 'упражнение']])) });
      return <p>{query.data?.get('e1') ?? '…'}</p>;
    }
    expect(await renderWithoutApi(<WithMap />)).toBeNull();

    // More content than a page should carry: the browser renders the page.
    function Huge() {
      const query = useQuery({ queryKey: ['levels'], queryFn: () => Promise.resolve('урок '.repeat(CONTENT_STATE_LIMIT / 5 + 1)) });
      return <p>{query.data ? 'все уровни' : '…'}</p>;
    }
    expect(await renderWithoutApi(<Huge />)).toBeNull();
  });

  it('tells plain JSON from data JSON would change', () => {
    expect(isPlainJson({ id: 'B1-1', lessons: [{ n: 1, title: 'Урок', done: false, note: null }] })).toBe(true);
    expect(isPlainJson(Object.create(null))).toBe(true);
    for (const value of [new Map(), new Set(), new Date(), { at: new Date() }, [Number.NaN], { gone: undefined }, () => 1, undefined, 1n])
      expect(isPlainJson(value), String(value)).toBe(false);
  });
});
