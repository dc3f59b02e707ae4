import { describe, expect, it } from 'vitest';
import type { CatalogueLevel } from '@school/shared/schemas';
import { makeCurrentUser } from '@school/shared/testing';
import { FUZZY_THRESHOLD, overlayMatcher, phrasePath, searchByQuery, tagMatcher } from './fuzzy';
import type { PhraseRecord } from '@school/shared/schemas';
import { enterTarget, moveHighlight, trappedFocus } from './overlay-keys';
import { collectTags, sameTag, searchByTag } from './search-index';

const levels: CatalogueLevel[] = [
  {
    group: 'A2',
    title: 'A2',
    lessons: [
      {
        id: 'A2-6',
        title: 'Present Perfect: жизненный опыт',
        description: 'Рассказываем, где были и что пробовали.',
        searchTags: ['Present Perfect', 'опыт', 'путешествия'],
        kind: 'full',
        materials: [{ type: 'text', subtype: 'mini', id: '110', name: 'Текст: Я никогда не был в Японии', tags: ['general'] }],
      },
      {
        id: 'A2-10',
        title: 'Будущее: will и going to',
        description: 'Планы и прогнозы на запуске продукта.',
        searchTags: ['future', 'will', 'going to'],
        kind: 'full',
        materials: [
          { type: 'text', subtype: 'usual', id: '120', name: 'Текст: Запуск приложения для путешественников', tags: ['marketing'] },
          { type: 'smalltalk', subtype: '', id: '2080', name: 'Диалог: Планы на выходные', tags: ['general'] },
        ],
      },
    ],
  },
  {
    group: 'B1',
    title: 'B1',
    lessons: [
      {
        id: 'B1-41',
        title: 'Маркетинг: целевая аудитория',
        description: 'Кто наш покупатель.',
        searchTags: ['marketing', 'present perfect'],
        kind: 'full',
        materials: [{ type: 'speechdrilling', subtype: 'only-new', id: '801', name: 'Маркетинг: базовая лексика', tags: ['marketing'] }],
      },
    ],
  },
];

const student = makeCurrentUser({ roleId: 'student' });
const marketingStudent = makeCurrentUser({
  roleId: 'student',
  userCourses: [{ courseId: 'additional-materials-marketing', createdAt: '2026-01-01T00:00:00.000Z' }],
});
const teacherWithoutSmalltalk = makeCurrentUser({ roleId: 'teacher', isTeacher: true, smalltalkAllowed: false });

describe('search tags', () => {
  it('lists each tag once, case aside, the most used first, with subject tags of materials', () => {
    const tags = collectTags(levels);
    expect(tags[0]).toEqual({ tag: 'marketing', count: 3 });
    expect(tags.find((t) => t.tag === 'Present Perfect')).toEqual({ tag: 'Present Perfect', count: 2 });
    expect(tags.some((t) => t.tag === 'general')).toBe(false);
    expect(new Set(tags.map((t) => t.tag.toLowerCase())).size).toBe(tags.length);
  });

  it('finds lessons by tag and only the materials the user may open', () => {
    const forStudent = searchByTag(levels, 'marketing', student);
    expect(forStudent.lessons.map((h) => h.lesson.id)).toEqual(['B1-41']);
    expect(forStudent.materials).toEqual([]);
    const forBuyer = searchByTag(levels, 'MARKETING', marketingStudent);
    expect(forBuyer.materials.map((h) => h.material.id)).toEqual(['120', '801']);
    expect(searchByTag(levels, 'present perfect', student).lessons.map((h) => h.lesson.id)).toEqual(['A2-6', 'B1-41']);
    expect(searchByTag(levels, 'future', teacherWithoutSmalltalk).materials.map((h) => h.material.id)).toEqual(['120']);
    expect(searchByTag(levels, '  ', student)).toEqual({ lessons: [], materials: [] });
    expect(sameTag('Present Perfect', 'present perfect')).toBe(true);
  });
});

const phrases: PhraseRecord[] = [
  {
    id: 328,
    order: 64,
    rus: 'Идёт дождь, возьми зонт.',
    eng: "It's raining, take an umbrella.",
    link: 'A1-18',
    program: 'A1',
    searchForLink: ['Present Continuous'],
  },
  {
    id: 515,
    order: 50,
    rus: 'Я умею плавать, но не умею кататься на лыжах.',
    eng: "I can swim, but I can't ski.",
    link: 'A1-15',
    program: 'A1',
    searchForLink: ['Can and could'],
  },
];

describe('the search overlay finds tags, lessons by their words and phrases', () => {
  it('tags first, then lessons by title, description or code, then phrases by either side', () => {
    const match = overlayMatcher(collectTags(levels), levels, phrases);
    expect(match('perfect').map((r) => [r.kind, r.label])).toEqual([
      ['tag', '#Present Perfect'],
      ['lesson', 'A2-6 · Present Perfect: жизненный опыт'],
      ['lesson', 'B1-41 · Маркетинг: целевая аудитория'],
    ]);
    // A lesson by a word of its description, not a tag.
    expect(match('покупатель').map((r) => r.path)).toEqual(['/lms/lessons/B1-41']);
    // A phrase by its English or its Russian, leading to it in the bank.
    const umbrella = match('umbrella');
    expect(umbrella).toEqual([
      { kind: 'phrase', key: 'phrase:328', label: "It's raining, take an umbrella.", detail: 'Идёт дождь, возьми зонт.', path: phrasePath(phrases[0]!) },
    ]);
    expect(phrasePath(phrases[0]!)).toBe('/lms/phrases?level=A1&lesson=A1-18&phrase=328');
    expect(match('плавать').map((r) => r.key)).toEqual(['phrase:515']);
    expect(match('   ')).toEqual([]);
  });

  it('finds lessons and tags before the phrase bank has loaded', () => {
    expect(overlayMatcher(collectTags(levels), levels, null)('umbrella')).toEqual([]);
    expect(overlayMatcher(collectTags(levels), levels, null)('запуске').map((r) => r.key)).toEqual(['lesson:A2-10']);
  });
});

describe('fuzzy search', () => {
  it('uses the threshold 0.2 and answers scores, best first', () => {
    expect(FUZZY_THRESHOLD).toBe(0.2);
    const match = tagMatcher(collectTags(levels));
    const found = match('perfec');
    expect(found[0]!.tag).toBe('Present Perfect');
    expect(found.every((m) => m.score >= 0 && m.score <= 0.2)).toBe(true);
    expect(match('marketng')[0]?.tag).toBe('marketing');
    expect(match('')).toEqual([]);
    expect(match('квантовая физика')).toEqual([]);
  });

  it('finds lessons and visible materials by typed text', () => {
    const byTitle = searchByQuery(levels, 'целевая аудитория', student);
    expect(byTitle.lessons.map((h) => h.lesson.id)).toEqual(['B1-41']);
    expect(byTitle.materials).toEqual([]);
    expect(searchByQuery(levels, 'A2-10', student).lessons[0]?.lesson.id).toBe('A2-10');
    expect(searchByQuery(levels, 'запуск приложения', student).materials).toEqual([]);
    expect(searchByQuery(levels, 'запуск приложения', marketingStudent).materials.map((h) => h.material.id)).toEqual(['120']);
  });
});

describe('overlay keys', () => {
  it('moves the highlight with wrapping', () => {
    expect(moveHighlight(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(2, 3, 'ArrowDown')).toBe(0);
    expect(moveHighlight(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(0, 3, 'ArrowUp')).toBe(2);
    expect(moveHighlight(1, 0, 'ArrowDown')).toBe(-1);
  });

  it('searches the highlighted tag on Enter, else the typed text, else nothing', () => {
    expect(enterTarget('perf', '/lms/search?tag=Present+Perfect')).toEqual({ kind: 'path', path: '/lms/search?tag=Present+Perfect' });
    expect(enterTarget('  perf ', null)).toEqual({ kind: 'query', query: 'perf' });
    expect(enterTarget('   ', null)).toBeNull();
  });

  it('keeps Tab inside the dialog', () => {
    expect(trappedFocus(3, 2, false)).toBe(0);
    expect(trappedFocus(3, 0, true)).toBe(2);
    expect(trappedFocus(3, -1, false)).toBe(0);
    expect(trappedFocus(0, 0, false)).toBe(-1);
  });
});
