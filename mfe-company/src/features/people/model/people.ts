import type { PersonRef } from '@school/shared/schemas';

/** 'Анна Смирнова' */
export function fullName(person: Pick<PersonRef, 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter((part) => part.trim() !== '').join(' ');
}

/** Text for searching: lower case, 'ё' read as 'е', spaces made one. */
export function searchKey(text: string): string {
  return text.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

/** Every word of the query is found in the text (in any order); an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const words = searchKey(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchKey(text);
  return words.every((word) => haystack.includes(word));
}

export const studentHref = (id: number) => `/lms/students/${id}`;
export const teacherHref = (id: number) => `/lms/teachers/${id}`;
export const studentGroupHref = (id: number) => `/lms/student-groups/${id}`;
