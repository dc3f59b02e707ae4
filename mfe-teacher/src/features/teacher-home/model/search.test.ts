import { describe, expect, it } from 'vitest';
import type { StudentGroupListItem, StudentListItem } from '@school/shared/schemas';
import { filterByTone, searchGroups, searchStudents } from './search';

const student = (id: number, firstName: string, lastName: string, status: string | null): StudentListItem => ({
  id,
  firstName,
  lastName,
  lastStudentStatusId: status,
  lastStudentStatusName: null,
  selfPaying: true,
  reportsLeft: 1,
  nextAppointmentDate: null,
});
const students = [
  student(9, 'Дмитрий', 'Учеников', 'active-student'),
  student(10, 'Елена', 'Второва', 'active-student'),
  student(12, 'Соня', 'Подросткова', 'awaiting-payment-student'),
  student(20, 'Дарья', 'Смирнова', 'rejected'),
];

describe('teacher home search', () => {
  it('keeps everyone for an empty query', () => {
    expect(searchStudents(students, '  ').map((s) => s.id)).toEqual([9, 10, 12, 20]);
  });
  it('finds by first name, last name or both, with small typos', () => {
    expect(searchStudents(students, 'Дмитрий').map((s) => s.id)).toEqual([9]);
    expect(searchStudents(students, 'Второва').map((s) => s.id)).toEqual([10]);
    expect(searchStudents(students, 'Учеников Дмитрий').map((s) => s.id)[0]).toBe(9);
    expect(searchStudents(students, 'подросткова').map((s) => s.id)).toEqual([12]);
    expect(searchStudents(students, 'дмитри').map((s) => s.id)).toContain(9);
  });
  it('finds nothing for an unrelated query', () => {
    expect(searchStudents(students, 'Йцукен')).toEqual([]);
  });
  it('finds groups by name', () => {
    const groups: StudentGroupListItem[] = [
      { id: 1, name: 'Альфа: английский для разработчиков', studentsCount: 4, subscriptionPlanName: null, nextAppointmentDate: null },
      { id: 2, name: 'Бета Банк: группа 1A', studentsCount: 3, subscriptionPlanName: null, nextAppointmentDate: null },
    ];
    expect(searchGroups(groups, 'разработчиков').map((g) => g.id)).toEqual([1]);
  });
  it('filters by badge colour', () => {
    expect(filterByTone(students, 'green').map((s) => s.id)).toEqual([9, 10]);
    expect(filterByTone(students, 'red').map((s) => s.id)).toEqual([20]);
    expect(filterByTone(students, '')).toHaveLength(4);
  });
});
