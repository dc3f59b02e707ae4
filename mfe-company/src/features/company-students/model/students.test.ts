import { describe, expect, it } from 'vitest';
import type { UserGroupStudent } from '@school/shared/schemas';
import { filterStudents } from './students';

const student = (id: number, firstName: string, lastName: string): UserGroupStudent => ({
  id,
  firstName,
  lastName,
  studentStatusId: 'active-student',
  studentStatusName: 'Учится',
  reportsLeft: 3,
  teachers: [],
});
const list = [student(1, 'Алёна', 'Котова'), student(2, 'Пётр', 'Иванов'), student(3, 'Иван', 'Петров')];

describe('company students search', () => {
  it('matches first and last names in any order', () => {
    expect(filterStudents(list, 'иванов').map((s) => s.id)).toEqual([2]);
    expect(filterStudents(list, 'петр').map((s) => s.id)).toEqual([2, 3]);
    expect(filterStudents(list, 'котова алена').map((s) => s.id)).toEqual([1]);
    expect(filterStudents(list, '').map((s) => s.id)).toEqual([1, 2, 3]);
  });
});
