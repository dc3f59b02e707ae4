import Fuse from 'fuse.js';
import { studentStatusTone, type StatusTone } from '@school/shared/domain';
import type { StudentGroupListItem, StudentListItem } from '@school/shared/schemas';

/** Fuzzy search as elsewhere in the school: threshold 0.2, scores included. */
const SEARCH_OPTIONS = { threshold: 0.2, includeScore: true, ignoreLocation: true } as const;

interface Searchable<T> {
  item: T;
  name: string;
  reversed: string;
}

/**
 * Students whose name matches the query ('Дмитрий', 'Учеников Дмитрий', 'дмитри'), best first; all of
 * them, in their order, for an empty query.
 */
export function searchStudents(students: readonly StudentListItem[], query: string): StudentListItem[] {
  const q = query.trim();
  if (q === '') return [...students];
  const fuse = new Fuse<Searchable<StudentListItem>>(
    students.map((s) => ({ item: s, name: `${s.firstName} ${s.lastName}`, reversed: `${s.lastName} ${s.firstName}` })),
    { ...SEARCH_OPTIONS, keys: ['name', 'reversed', 'item.firstName', 'item.lastName'] },
  );
  return fuse.search(q).map((r) => r.item.item);
}

export function searchGroups(groups: readonly StudentGroupListItem[], query: string): StudentGroupListItem[] {
  const q = query.trim();
  if (q === '') return [...groups];
  const fuse = new Fuse(groups, { ...SEARCH_OPTIONS, keys: ['name'] });
  return fuse.search(q).map((r) => r.item);
}

/** Keeps the students of one badge colour ('' keeps everyone). */
export function filterByTone(students: readonly StudentListItem[], tone: StatusTone | ''): StudentListItem[] {
  if (tone === '') return [...students];
  return students.filter((s) => studentStatusTone(s.lastStudentStatusId) === tone);
}

export const PAGE_SIZE = 50;
