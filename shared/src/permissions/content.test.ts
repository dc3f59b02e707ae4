import { describe, expect, it } from 'vitest';
import type { MaterialTag, MaterialType } from '../schemas';
import { makeCurrentUser, makeViewer, viewers } from '../../testing';
import {
  canOpenProgramsLink,
  canRecordCourseProgress,
  canSeeMaterial,
  canSeeMethodology,
  canSeePaidLessonsCard,
  canUserSeeMaterial,
  hasCourseAccess,
  showFreeLessonButton,
} from './content';

const { teacher, student } = viewers;
const now = new Date('2026-11-21T12:00:00.000Z');

const course = (courseId: string) => ({ courseId, createdAt: '2026-01-10T09:00:00.000Z' });

const users = {
  teacher: makeCurrentUser({ id: 4, roleId: 'teacher', isTeacher: true }),
  teacherWithoutSmalltalk: makeCurrentUser({ id: 5, roleId: 'teacher', isTeacher: true, smalltalkAllowed: false }),
  student: makeCurrentUser({ id: 9, roleId: 'student' }),
  studentWithoutSmalltalk: makeCurrentUser({ id: 11, roleId: 'student', smalltalkAllowed: false }),
  marketingStudent: makeCurrentUser({ id: 20, roleId: 'student', userCourses: [course('additional-materials-marketing')] }),
  itStudent: makeCurrentUser({ id: 21, roleId: 'student', userCourses: [course('it'), course('additional-materials-it')] }),
  designStudent: makeCurrentUser({ id: 22, roleId: 'student', userCourses: [course('additional-materials-design')] }),
  /** The IT course alone is not the additional materials of IT. */
  itCourseOnly: makeCurrentUser({ id: 23, roleId: 'student', userCourses: [course('it')] }),
};
type UserKey = keyof typeof users;

const materials: Record<string, { type: MaterialType; tags: MaterialTag[] }> = {
  generalText: { type: 'text', tags: ['general'] },
  marketingText: { type: 'text', tags: ['marketing'] },
  marketingGeneralText: { type: 'text', tags: ['marketing', 'general'] },
  itDrilling: { type: 'speechdrilling', tags: ['it'] },
  designFirstMarketingSecond: { type: 'presentation', tags: ['design', 'marketing'] },
  generalSmalltalk: { type: 'smalltalk', tags: ['general'] },
  marketingSmalltalk: { type: 'smalltalk', tags: ['marketing'] },
};
type MaterialKey = keyof typeof materials;

/** Who sees what: every user against every material. */
const matrix: Record<UserKey, MaterialKey[]> = {
  teacher: ['generalText', 'marketingText', 'marketingGeneralText', 'itDrilling', 'designFirstMarketingSecond', 'generalSmalltalk', 'marketingSmalltalk'],
  teacherWithoutSmalltalk: ['generalText', 'marketingText', 'marketingGeneralText', 'itDrilling', 'designFirstMarketingSecond'],
  student: ['generalText', 'marketingGeneralText', 'generalSmalltalk'],
  studentWithoutSmalltalk: ['generalText', 'marketingGeneralText'],
  marketingStudent: ['generalText', 'marketingText', 'marketingGeneralText', 'generalSmalltalk', 'marketingSmalltalk'],
  itStudent: ['generalText', 'marketingGeneralText', 'itDrilling', 'generalSmalltalk'],
  designStudent: ['generalText', 'marketingGeneralText', 'designFirstMarketingSecond', 'generalSmalltalk'],
  itCourseOnly: ['generalText', 'marketingGeneralText', 'generalSmalltalk'],
};

describe('material visibility', () => {
  for (const [userKey, visible] of Object.entries(matrix) as [UserKey, MaterialKey[]][]) {
    it(`${userKey} sees exactly ${visible.join(', ')}`, () => {
      const seen = (Object.keys(materials) as MaterialKey[]).filter((key) => canUserSeeMaterial(users[userKey], materials[key]!));
      expect(seen).toEqual(visible);
    });
  }

  it('decides by the first tag only: a design course does not open a marketing-first material', () => {
    expect(canUserSeeMaterial(users.designStudent, { type: 'text', tags: ['marketing', 'design'] })).toBe(false);
    expect(canUserSeeMaterial(users.marketingStudent, { type: 'text', tags: ['marketing', 'design'] })).toBe(true);
  });
});

describe('content-and-commerce §6: content', () => {
  const material = (type: 'text' | 'smalltalk', tags: ('general' | 'marketing' | 'it' | 'design')[]) => ({ type, tags });
  it('shows teachers every material', () => {
    expect(canSeeMaterial({ user: teacher, material: material('text', ['marketing']), smalltalkAllowed: true })).toBe(true);
  });
  it('shows general materials to everyone', () => {
    expect(canSeeMaterial({ user: student, material: material('text', ['marketing', 'general']), smalltalkAllowed: true })).toBe(true);
  });
  it('shows a tagged material with the matching additional-materials course only', () => {
    const withCourse = makeViewer({ userCourses: [{ courseId: 'additional-materials-marketing', createdAt: now.toISOString() }] });
    expect(canSeeMaterial({ user: withCourse, material: material('text', ['marketing']), smalltalkAllowed: true })).toBe(true);
    expect(canSeeMaterial({ user: withCourse, material: material('text', ['it']), smalltalkAllowed: true })).toBe(false);
    expect(canSeeMaterial({ user: student, material: material('text', ['marketing']), smalltalkAllowed: true })).toBe(false);
  });
  it('hides smalltalks without their own permission, for teachers too', () => {
    expect(canSeeMaterial({ user: teacher, material: material('smalltalk', ['general']), smalltalkAllowed: false })).toBe(false);
  });
  it('opens courses to teachers and owners', () => {
    expect(hasCourseAccess(teacher, 'it')).toBe(true);
    expect(hasCourseAccess(student, 'it')).toBe(false);
    expect(hasCourseAccess(makeViewer({ userCourses: [{ courseId: 'it', createdAt: now.toISOString() }] }), 'it')).toBe(true);
  });
  it('shows the methodology to teachers', () => {
    expect(canSeeMethodology(teacher)).toBe(true);
    expect(canSeeMethodology(student)).toBe(false);
  });
  it('shows the paid-lessons card to self-paying non-apprentices', () => {
    expect(canSeePaidLessonsCard(student)).toBe(true);
    expect(canSeePaidLessonsCard(makeViewer({ selfPaying: true, roleId: 'apprentice' }))).toBe(false);
    expect(canSeePaidLessonsCard(makeViewer({ selfPaying: false, roleId: 'student' }))).toBe(false);
  });
  it('offers the free lesson to visitors only', () => {
    expect(showFreeLessonButton(false)).toBe(true);
    expect(showFreeLessonButton(true)).toBe(false);
  });
  it('opens /programs for A/B group 1 only', () => {
    expect(canOpenProgramsLink(1)).toBe(true);
    expect(canOpenProgramsLink(2)).toBe(false);
  });
  it('records IT course progress for the student themself only, never a teacher viewing', () => {
    expect(canRecordCourseProgress(student, student.id)).toBe(true);
    expect(canRecordCourseProgress(student, student.id + 1)).toBe(false);
    expect(canRecordCourseProgress(teacher, student.id)).toBe(false);
    expect(canRecordCourseProgress(teacher, teacher.id)).toBe(false);
  });
});
