import type { UserGroupStudent } from '@school/shared/schemas';
import { fullName, matchesSearch } from '../../people';

/** The list offers a search from this many students on. */
export const STUDENT_SEARCH_FROM = 8;

/** Students whose name (first and last, in any order) matches the query. */
export function filterStudents(students: readonly UserGroupStudent[], query: string): UserGroupStudent[] {
  return students.filter((s) => matchesSearch(`${fullName(s)} ${s.lastName}`, query));
}
