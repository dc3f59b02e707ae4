import { canSeeStatsTab, showCoursesTab, type Viewer } from '@school/shared/permissions';
import type { Student } from '@school/shared/schemas';

export type StudentTabKey = 'profile' | 'program' | 'recordings' | 'dictionary' | 'stats' | 'courses';

interface StudentTabSpec {
  key: StudentTabKey;
  /** The route under /lms/students/{id}; '' for the default tab. */
  path: string;
  hidden: boolean;
}

/** The tabs of a student page: stats for admins and teachers, courses only when the student bought some. */
export function studentTabs(user: Viewer, student: Pick<Student, 'purchasedCourseIds'>): StudentTabSpec[] {
  return [
    { key: 'profile', path: '', hidden: false },
    { key: 'program', path: 'program', hidden: false },
    { key: 'recordings', path: 'recordings', hidden: false },
    { key: 'dictionary', path: 'dictionary', hidden: false },
    { key: 'stats', path: 'stats', hidden: !canSeeStatsTab(user) },
    { key: 'courses', path: 'courses', hidden: !showCoursesTab(student) },
  ];
}

export function studentPath(studentId: number, tabPath = ''): string {
  return tabPath ? `/lms/students/${studentId}/${tabPath}` : `/lms/students/${studentId}`;
}
