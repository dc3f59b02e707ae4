import { describe, expect, it } from 'vitest';
import { viewers } from '../../testing';
import { canMarkHomework, canSeeOwnLessons, canSeeTeacherAgenda, hasLessonCalendar, seesOwnGroupReports, showsNotificationBell } from './index';

const { teacher, apprentice, admin, manager, hr, student, studentTwoTeachers } = viewers;

/** The learner's lessons, reminders, calendar feeds and notification centre: each user reads their own. */
describe('lessons, calendars and notifications', () => {
  it('gives the lessons block and «Мои уроки» to learners only', () => {
    expect(canSeeOwnLessons(student)).toBe(true);
    for (const user of [teacher, admin, manager, hr]) expect(canSeeOwnLessons(user)).toBe(false);
  });

  it('lets only a report’s own students mark its homework', () => {
    expect(canMarkHomework(student, { studentIds: [student.id] })).toBe(true);
    expect(canMarkHomework(studentTwoTeachers, { studentIds: [student.id] })).toBe(false);
    expect(canMarkHomework({ ...teacher, id: student.id }, { studentIds: [student.id] })).toBe(false);
  });

  it('gives the agenda to teachers, calendars and reminders to teachers and learners', () => {
    expect(canSeeTeacherAgenda(teacher)).toBe(true);
    expect(canSeeTeacherAgenda(apprentice)).toBe(true);
    expect(canSeeTeacherAgenda(admin)).toBe(false);
    expect(hasLessonCalendar(student)).toBe(true);
    expect(hasLessonCalendar(teacher)).toBe(true);
    for (const user of [admin, manager, hr]) expect(hasLessonCalendar(user)).toBe(false);
  });

  it('shows the bell to teachers, learners and HR users', () => {
    for (const user of [teacher, student, hr]) expect(showsNotificationBell(user)).toBe(true);
    for (const user of [admin, manager]) expect(showsNotificationBell(user)).toBe(false);
  });

  it('shows a student their groups’ reports on their own page', () => {
    expect(seesOwnGroupReports(student, student.id)).toBe(true);
    expect(seesOwnGroupReports(teacher, student.id)).toBe(false);
  });
});
