import type { StudentGroup } from '../src/schemas';

/** A student group of company 1 for tests: no people, plan, lessons or balance unless overridden. */
export function makeStudentGroup(overrides: Partial<StudentGroup> & Pick<StudentGroup, 'id'>): StudentGroup {
  return {
    name: `Группа ${overrides.id}`,
    userGroupId: 1,
    students: [],
    teachers: [],
    subscriptionPlan: null,
    nextAppointmentDate: null,
    nextAppointmentId: null,
    nextAppointmentGoogleCalendarEventId: null,
    balances: [],
    ...overrides,
  };
}
