import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { conflictingClaims, mergePublishedPages, pageListProblems, publishPages } from '@school/shared/pages';
import { pageList as teacher } from '../../mfe-teacher/src/app/pages';
import { pageList as learner } from '../../mfe-learner/src/app/pages';
import { pageList as company } from '../../mfe-company/src/app/pages';
import { pageList as commerce } from '../../mfe-commerce/src/app/pages';

const lists = [teacher, learner, company, commerce];
const { pages } = mergePublishedPages(lists.map((l) => publishPages(l, '1.0.0')));
const moduleAt = (path: string) =>
  matchRoutes(
    pages.map((p) => ({ path: p.path, module: p.module })),
    path,
  )?.[0]?.route.module;

describe("the remotes' page lists", () => {
  it('are each valid and claim no path twice', () => {
    for (const list of lists) expect(pageListProblems(list)).toEqual([]);
    expect(conflictingClaims(lists)).toEqual([]);
  });

  it.each([
    ['/lms/students/12', 'mfe_teacher/StudentPage'],
    ['/lms/students/12/dictionary', 'mfe_teacher/StudentPage'],
    ['/lms/teachers/4', 'mfe_teacher/TeacherPage'],
    ['/lms/student-groups/1/teachers', 'mfe_teacher/StudentGroupPage'],
    ['/lms/teacher-legal-offers-to-accept', 'mfe_teacher/LegalOffersPage'],
    ['/lms/user-groups', 'mfe_company/UserGroupsPage'],
    ['/lms/user-groups/5/group-reports', 'mfe_company/UserGroupsPage'],
    ['/lms/pay', 'mfe_commerce/PayPage'],
    ['/lms/referral', 'mfe_commerce/ReferralPage'],
    ['/lms/teacher-search', 'mfe_commerce/TeacherSearchPage'],
    ['/introductory-lesson', 'mfe_commerce/IntroLessonPage'],
    ['/', 'mfe_commerce/HomePage'],
    ['/test/questions', 'mfe_commerce/LevelTestPage'],
    ['/kids', 'mfe_commerce/KidsLandingPage'],
    ['/lms/dictionary/from-exercises', 'mfe_learner/DictionaryPage'],
    ['/lms/search', 'mfe_learner/SearchPage'],
    ['/lms/lessons/A1-1', 'mfe_learner/LessonsPage'],
    ['/lms/texts/1', 'mfe_learner/LessonsPage'],
    ['/lms/courses/kespality/lessons', 'mfe_learner/CoursesPage'],
    ['/programs', 'mfe_learner/ProgramsPage'],
    ['/lms/methodology', 'mfe_learner/MethodologyPage'],
  ])('route every path of the product definition: %s → %s', (path, module) => {
    expect(moduleAt(path)).toBe(module);
  });

  it('leave the host its own pages', () => {
    for (const path of ['/login', '/lms/dashboard', '/lms/settings', '/lms/personal-data']) expect(moduleAt(path)).toBeUndefined();
  });
});

describe('the page of a URL', () => {
  it('is found by its route pattern, parameters and sub-paths included', async () => {
    const { pageForPath } = await import('@school/shared/pages');
    expect(pageForPath(pages, '/lms/students/12')?.module).toBe('mfe_teacher/StudentPage');
    expect(pageForPath(pages, '/lms/students/12/program')?.module).toBe('mfe_teacher/StudentPage');
    expect(pageForPath(pages, '/lms/teachers/4')?.module).toBe('mfe_teacher/TeacherPage');
    expect(pageForPath(pages, '/lms/teachers/4/extra')).toBeNull();
    expect(pageForPath(pages, '/lms/user-groups/1')?.module).toBe('mfe_company/UserGroupsPage');
    expect(pageForPath(pages, '/login')).toBeNull();
  });
});
