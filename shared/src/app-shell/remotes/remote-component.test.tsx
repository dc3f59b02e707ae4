import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const federation = vi.hoisted(() => ({
  loadRemote: vi.fn<(id: string) => Promise<unknown>>(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => federation);
const reported = vi.hoisted(() => vi.fn(async () => undefined));
const preloadRegistry = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ callEndpoint: reported, preloadRegistry }));

const { RemotePage } = await import('./remote-component');
const { loadFirstPage, registerSchoolRemotes } = await import('./runtime');

const student = { isTeacher: false, isAdmin: false, isClientManager: false, hrUserGroupIds: [], legalOffersToAccept: 0 };

function StudentPage() {
  return <h1>Страница ученика</h1>;
}

beforeEach(() => {
  registerSchoolRemotes(
    {
      remotes: { mfe_teacher: '/remotes/mfe-teacher/mf-manifest.json', mfe_commerce: '/remotes/mfe-commerce/mf-manifest.json' },
      pages: [{ path: '/lms/students/:studentId/*', module: 'mfe_teacher/StudentPage', access: 'any', title: 'Страница ученика' }],
      warnings: [],
    },
    'http://school.test/',
  );
});

describe('the first page of a remote', () => {
  it('renders at once, without a loading state, when its module was loaded before the first render', async () => {
    federation.loadRemote.mockImplementation(async (id) => (id === 'mfe_teacher/StudentPage' ? { default: StudentPage } : null));
    await loadFirstPage('/lms/students/9/program', student);
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_teacher/StudentPage');
    // The registry's index, which the page's calls by name need, loads beside its module, not after it.
    expect(preloadRegistry).toHaveBeenCalled();

    render(<RemotePage id="mfe_teacher/StudentPage" />);
    // In the first commit: no skeleton, no waiting for a later render.
    expect(screen.getByRole('heading', { name: 'Страница ученика' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the loading state, then the page, for a module loaded on demand', async () => {
    let resolve!: (module: unknown) => void;
    federation.loadRemote.mockImplementation(() => new Promise((r) => (resolve = r)));
    render(<RemotePage id="mfe_commerce/DashboardPage" />);
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => resolve({ default: () => <h1>Кабинет ученика</h1> }));
    expect(await screen.findByRole('heading', { name: 'Кабинет ученика' })).toBeTruthy();
  });

  it("loads a teacher's sidebar with the page on a wide screen, and not on a phone (spec, teacher-and-company, Layout)", async () => {
    federation.loadRemote.mockClear();
    federation.loadRemote.mockImplementation(async () => ({ default: StudentPage }));
    const teacher = { ...student, isTeacher: true };
    await loadFirstPage('/lms/students/9', teacher, { wide: false });
    expect(federation.loadRemote).not.toHaveBeenCalledWith('mfe_teacher/TeacherSidebar');
    await loadFirstPage('/lms/students/9', teacher, { wide: true });
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_teacher/TeacherSidebar');
  });

  it('does not wait for a page a visitor may not see, nor for a host page', async () => {
    federation.loadRemote.mockClear();
    await loadFirstPage('/lms/students/9', null);
    await loadFirstPage('/lms/settings', student);
    expect(federation.loadRemote).not.toHaveBeenCalled();
  });

  it('reports a remote that cannot be loaded once, though the first render and the page both ask for it', async () => {
    federation.loadRemote.mockImplementation(async () => {
      throw new Error('remote down');
    });
    reported.mockClear();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadFirstPage('/lms/dashboard', { ...student, isTeacher: true });
    render(<RemotePage id="mfe_teacher/TeacherHome" />);
    expect(await screen.findByTestId('remote-unavailable')).toBeTruthy();
    expect(reported).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });
});
