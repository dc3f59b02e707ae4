import { describe, expect, it } from 'vitest';
import type { MaterialTag, MaterialType } from '../schemas';
import { makeCurrentUser } from '../../testing';
import { canUserSeeMaterial } from './content';

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
