import { describe, expect, it } from 'vitest';
import type { CatalogueLevel } from '@school/shared/schemas';
import { makeCurrentUser } from '@school/shared/testing';
import { findText, firstText, lessonLayout, openGroups, textIdOf } from './library';

const level: CatalogueLevel = {
  group: 'A2',
  title: 'A2',
  lessons: [
    {
      id: 'A2-10',
      title: 'Будущее время',
      description: 'Описание',
      searchTags: ['future'],
      kind: 'full',
      materials: [
        { type: 'text', subtype: 'usual', id: '120', name: 'Запуск приложения', tags: ['marketing'] },
        { type: 'smalltalk', subtype: '', id: '2080', name: 'Диалог', tags: ['general'] },
      ],
    },
    {
      id: 'A2-11',
      title: 'Планы',
      description: 'Описание',
      searchTags: ['plans'],
      kind: 'plan',
      materials: [{ type: 'text', subtype: 'mini', id: '121', name: 'Мои планы', tags: ['general'] }],
    },
  ],
};
const student = makeCurrentUser({ roleId: 'student' });
const teacher = makeCurrentUser({ roleId: 'teacher', isTeacher: true });

describe('the library helpers', () => {
  it('chooses the layout by the subtitle', () => {
    expect(lessonLayout({ subtitle: 'Ситуация: в аэропорту' })).toBe('wide');
    expect(lessonLayout({})).toBe('compact');
  });

  it('finds a text only when the user may open it', () => {
    expect(findText([level], '120', teacher)?.lesson.id).toBe('A2-10');
    expect(findText([level], '120', student)).toBeNull();
    expect(findText([level], '121', student)).toMatchObject({ group: 'A2', lesson: { id: 'A2-11' } });
    expect(findText([level], '2080', teacher)).toBeNull();
  });

  it('offers the first text the user may open', () => {
    expect(firstText(level, teacher)?.id).toBe('120');
    expect(firstText(level, student)?.id).toBe('121');
    expect(firstText(null, student)).toBeNull();
  });

  it("reads /lms/texts/1, the spec's empty-state link, as the first text the user may open (spec §1)", () => {
    expect(textIdOf([level], '1', student)).toBe('121');
    expect(textIdOf([level], '1', teacher)).toBe('120');
    expect(textIdOf([level], '121', student)).toBe('121');
    expect(textIdOf([], '1', student)).toBeNull();
  });

  it('opens the current lesson’s group unless the user closed it', () => {
    expect([...openGroups({}, 'B1')]).toEqual(['B1']);
    expect([...openGroups({ A1: true }, 'B1')]).toEqual(['A1', 'B1']);
    expect([...openGroups({ B1: false }, 'B1')]).toEqual([]);
    expect([...openGroups({}, null)]).toEqual([]);
  });
});
