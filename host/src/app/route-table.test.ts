import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { makeCurrentUser } from '@school/shared/testing';
import { dashboardModuleFor, remoteRoutes } from './route-table';

const moduleAt = (path: string) => matchRoutes(remoteRoutes.map((r) => ({ path: r.path, module: r.module })), path)?.[0]?.route.module;

describe('route table', () => {
  it.each([
    ['/lms/students/12', 'mfe_teacher/StudentPage'],
    ['/lms/students/12/dictionary', 'mfe_teacher/StudentPage'],
    ['/lms/teachers/4', 'mfe_teacher/TeacherPage'],
    ['/lms/student-groups/1/teachers', 'mfe_teacher/StudentGroupPage'],
    ['/lms/teacher-legal-offers-to-accept', 'mfe_teacher/LegalOffersPage'],
    ['/lms/user-groups', 'mfe_company/UserGroupsPage'],
    ['/lms/user-groups/5/groups', 'mfe_company/UserGroupsPage'],
    ['/lms/user-groups/5/group-reports', 'mfe_company/UserGroupsPage'],
    ['/lms/user-groups/5/transactions', 'mfe_company/UserGroupsPage'],
    ['/lms/pay', 'mfe_commerce/PayPage'],
    ['/lms/referral', 'mfe_commerce/ReferralPage'],
    ['/lms/teacher-search', 'mfe_commerce/TeacherSearchPage'],
    ['/introductory-lesson', 'mfe_commerce/IntroLessonPage'],
    ['/', 'mfe_commerce/HomePage'],
    ['/test/questions', 'mfe_learner/LevelTestPage'],
    ['/lms/dictionary', 'mfe_learner/DictionaryPage'],
    ['/lms/dictionary/from-exercises', 'mfe_learner/DictionaryPage'],
    ['/lms/search', 'mfe_learner/SearchPage'],
    ['/lms/lessons', 'mfe_learner/LessonsPage'],
    ['/lms/lessons/A1-1', 'mfe_learner/LessonsPage'],
    ['/lms/texts/1', 'mfe_learner/LessonsPage'],
    ['/lms/courses/kids', 'mfe_learner/CoursesPage'],
    ['/lms/courses/it', 'mfe_learner/CoursesPage'],
    ['/lms/courses/kespality/lessons', 'mfe_learner/CoursesPage'],
    ['/lms/courses/job-interview', 'mfe_learner/CoursesPage'],
    ['/lms/courses/confident-tourist', 'mfe_learner/CoursesPage'],
    ['/programs', 'mfe_learner/ProgramsPage'],
    ['/lms/methodology', 'mfe_learner/MethodologyPage'],
  ])('%s belongs to %s', (path, module) => {
    expect(moduleAt(path)).toBe(module);
  });

  it('picks the dashboard by role', () => {
    expect(dashboardModuleFor(makeCurrentUser({ isTeacher: true }))).toBe('mfe_teacher/TeacherHome');
    expect(dashboardModuleFor(makeCurrentUser({ isAdmin: true }))).toBe('mfe_teacher/TeacherHome');
    expect(dashboardModuleFor(makeCurrentUser({ hrUserGroupIds: [1] }))).toBe('mfe_company/HrHome');
    expect(dashboardModuleFor(makeCurrentUser())).toBe('mfe_commerce/DashboardPage');
  });
});
