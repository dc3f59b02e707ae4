import { describe, expect, it } from 'vitest';
import {
  conflictingClaims,
  definePages,
  exposesOf,
  firstModuleOf,
  firstViewModulesOf,
  mergePublishedPages,
  pageListProblems,
  publishPages,
  showsTeacherSidebar,
} from './page-list';

const page = (path: string, module = 'SomePage', access: 'any' | 'public' = 'any') => ({ path, module, file: 'some-page.tsx', access, title: 'Страница' });

describe('page lists', () => {
  it('derive the webpack exposes and the published pages', () => {
    const list = definePages('mfe_x', [page('/lms/x/*', 'XPage')], [{ module: 'XWidget', file: 'x-widget.tsx' }]);
    expect(exposesOf(list)).toEqual({ './XPage': './src/app/routes/some-page.tsx', './XWidget': './src/app/routes/x-widget.tsx' });
    expect(publishPages(list, '2.1.0')).toEqual({
      remote: 'mfe_x',
      version: '2.1.0',
      pages: [{ path: '/lms/x/*', module: 'mfe_x/XPage', access: 'any', title: 'Страница' }],
    });
  });

  it('refuse host paths, duplicates, bad names and files', () => {
    expect(pageListProblems(definePages('mfe_x', [page('/login')]))).toEqual(['mfe_x: /login: the path belongs to the host']);
    expect(pageListProblems(definePages('mfe_x', [page('/lms/dashboard/')]))[0]).toContain('belongs to the host');
    expect(pageListProblems(definePages('mfe_x', [page('/a/:id'), page('/a/:other')]))[0]).toContain('declared twice');
    expect(pageListProblems(definePages('mfe_x', [page('/a', 'lower')]))[0]).toContain('PascalCase');
    expect(pageListProblems(definePages('mfe_x', [{ ...page('/a'), file: '../x.tsx' }]))[0]).toContain('src/app/routes');
    expect(pageListProblems(definePages('mfe_x', [page('/', 'HomePage', 'public')]))).toEqual([]);
  });

  it('find a path claimed by two remotes', () => {
    const a = definePages('mfe_a', [page('/lms/pay')]);
    const b = definePages('mfe_b', [page('/lms/pay/')]);
    expect(conflictingClaims([a, b])).toEqual(['/lms/pay/: claimed by mfe_a and mfe_b']);
  });

  it('merge at runtime: the first claim wins, the rest are warnings', () => {
    const a = publishPages(definePages('mfe_a', [page('/lms/pay', 'PayPage')]), '1.0.0');
    const b = publishPages(definePages('mfe_b', [page('/lms/pay', 'OtherPay'), page('/login', 'Login'), page('/lms/b', 'BPage')]), '1.0.0');
    const { pages, warnings } = mergePublishedPages([a, b]);
    expect(pages.map((p) => p.module)).toEqual(['mfe_a/PayPage', 'mfe_b/BPage']);
    expect(warnings).toEqual(['/lms/pay is claimed by mfe_a and mfe_b: mfe_a keeps it', 'mfe_b declares /login, a path of the host: ignored']);
  });

  it('refuse a page pointing at another remote', () => {
    const forged = { remote: 'mfe_b', version: '1', pages: [{ path: '/x', module: 'mfe_a/X', access: 'any' as const, title: 'X' }] };
    expect(mergePublishedPages([forged]).warnings[0]).toContain('module of another remote');
  });
});

describe('the remote module a page shows first', () => {
  const pages = [
    { path: '/lms/students/:studentId/*', module: 'mfe_teacher/StudentPage', access: 'any' as const },
    { path: '/programs', module: 'mfe_learner/ProgramsPage', access: 'public' as const },
  ];
  const student = { isTeacher: false, isAdmin: false, isClientManager: false, hrUserGroupIds: [] };

  it('is the page matching the path, for a signed-in user or, on a public page, anyone', () => {
    expect(firstModuleOf(pages, '/lms/students/9/program', student)).toBe('mfe_teacher/StudentPage');
    expect(firstModuleOf(pages, '/programs', null)).toBe('mfe_learner/ProgramsPage');
  });

  it("is the home of the user's role on the dashboard", () => {
    expect(firstModuleOf(pages, '/lms/dashboard', student)).toBe('mfe_commerce/DashboardPage');
    expect(firstModuleOf(pages, '/lms/dashboard', { ...student, hrUserGroupIds: [1] })).toBe('mfe_company/HrHome');
    expect(firstModuleOf(pages, '/lms/dashboard', { ...student, isTeacher: true })).toBe('mfe_teacher/TeacherHome');
  });

  it('is none for a visitor on a signed-in page, and for a page no remote serves', () => {
    expect(firstModuleOf(pages, '/lms/students/9', null)).toBeNull();
    expect(firstModuleOf(pages, '/lms/dashboard', null)).toBeNull();
    expect(firstModuleOf(pages, '/lms/settings', student)).toBeNull();
  });
});

describe('the teacher sidebar (spec, teacher-and-company, Layout: a 320 px sidebar on desktop)', () => {
  const teacher = { isTeacher: true, legalOffersToAccept: 0 };

  it("is shown beside a teacher's school pages on a wide screen", () => {
    expect(showsTeacherSidebar(teacher, '/lms/students/9', true)).toBe(true);
    expect(showsTeacherSidebar(teacher, '/lms/dashboard', true)).toBe(true);
  });

  it('is not shown on a phone, to anyone but a teacher, outside /lms/, nor before the offers are accepted', () => {
    expect(showsTeacherSidebar(teacher, '/lms/students/9', false)).toBe(false);
    expect(showsTeacherSidebar({ isTeacher: false, legalOffersToAccept: 0 }, '/lms/students/9', true)).toBe(false);
    expect(showsTeacherSidebar(null, '/lms/students/9', true)).toBe(false);
    expect(showsTeacherSidebar(teacher, '/programs', true)).toBe(false);
    expect(showsTeacherSidebar({ ...teacher, legalOffersToAccept: 1 }, '/lms/students/9', true)).toBe(false);
  });

  it("is part of a first view with the page's own module", () => {
    const pages = [{ path: '/lms/students/:studentId/*', module: 'mfe_teacher/StudentPage', access: 'any' as const }];
    const user = { ...teacher, isAdmin: false, isClientManager: false, hrUserGroupIds: [] };
    expect(firstViewModulesOf(pages, '/lms/students/9', user, true)).toEqual(['mfe_teacher/StudentPage', 'mfe_teacher/TeacherSidebar']);
    expect(firstViewModulesOf(pages, '/lms/students/9', user, false)).toEqual(['mfe_teacher/StudentPage']);
    expect(firstViewModulesOf(pages, '/lms/settings', user, true)).toEqual(['mfe_teacher/TeacherSidebar']);
    expect(firstViewModulesOf(pages, '/lms/students/9', null, true)).toEqual([]);
  });
});
