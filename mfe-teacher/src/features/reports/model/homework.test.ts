import { describe, expect, it } from 'vitest';
import type { HomeworkGroup } from '@school/shared/schemas';
import {
  addGroup,
  addItem,
  homeworkFromReport,
  homeworkProblems,
  homeworkToInput,
  moveItem,
  removeGroup,
  removeItem,
  restoreGroup,
  restoreItem,
  updateItem,
} from './homework';

const saved: HomeworkGroup[] = [
  {
    id: 1,
    index: 0,
    header: 'Домашнее задание',
    body: 'До пятницы',
    deletedAt: null,
    items: [
      { id: 11, index: 0, header: 'https://school.example/lms/lessons/B1-12', body: '', deletedAt: null },
      { id: 12, index: 1, header: '**Написать** эссе', body: '', deletedAt: null },
      { id: 13, index: 2, header: 'www.ted.com/talks', body: 'по желанию', deletedAt: null },
    ],
  },
];
const now = new Date('2026-11-21T10:00:00Z');

describe('homework editor', () => {
  it('soft-deletes saved sections and items and restores them', () => {
    let hw = homeworkFromReport(saved);
    hw = removeItem(hw, 'group-1', 'item-12', now);
    expect(hw[0]!.items[1]!.deletedAt).toBe(now.toISOString());
    expect(homeworkToInput(hw)[0]!.items.map((i) => i.id)).toEqual([11, 13]);
    hw = restoreItem(hw, 'group-1', 'item-12');
    expect(homeworkToInput(hw)[0]!.items.map((i) => i.id)).toEqual([11, 12, 13]);
    hw = removeGroup(hw, 'group-1', now);
    expect(hw).toHaveLength(1);
    expect(homeworkToInput(hw)).toEqual([]);
    hw = restoreGroup(hw, 'group-1');
    expect(homeworkToInput(hw)).toHaveLength(1);
  });

  it('removes an unsaved section or item outright', () => {
    let hw = addGroup(homeworkFromReport(saved));
    const fresh = hw[1]!.key;
    hw = addItem(hw, fresh, { header: '  Выучить слова  ', body: '' });
    const freshItem = hw[1]!.items[0]!.key;
    expect(hw[1]!.items[0]!.header).toBe('Выучить слова');
    hw = removeItem(hw, fresh, freshItem, now);
    expect(hw[1]!.items).toEqual([]);
    hw = removeGroup(hw, fresh, now);
    expect(hw).toHaveLength(1);
  });

  it('reorders items within a section; a drop outside reverts', () => {
    const hw = homeworkFromReport(saved);
    const moved = moveItem(hw, 'group-1', 'item-13', 'item-11');
    expect(homeworkToInput(moved)[0]!.items).toEqual([
      { id: 13, index: 0, header: 'www.ted.com/talks', body: 'по желанию' },
      { id: 11, index: 1, header: 'https://school.example/lms/lessons/B1-12', body: '' },
      { id: 12, index: 2, header: '**Написать** эссе', body: '' },
    ]);
    expect(moveItem(hw, 'group-1', 'item-13', null)).toBe(hw);
    expect(moveItem(hw, 'group-1', 'item-13', 'item-404')).toBe(hw);
  });

  it('sends sections with something in them, indexed by position', () => {
    const hw = addGroup(addGroup(homeworkFromReport(saved)));
    const input = homeworkToInput(addItem(hw, hw[2]!.key, { header: 'Аудио', body: '' }));
    expect(input.map((g) => g.index)).toEqual([0, 1]);
    expect(input[1]).toEqual({ index: 1, header: '', body: '', items: [{ index: 0, header: 'Аудио', body: '' }] });
  });

  it('checks item headers that will be sent', () => {
    let hw = homeworkFromReport(saved);
    hw = updateItem(hw, 'group-1', 'item-12', { header: 'Посмотреть https://www.ted.com' });
    hw = updateItem(hw, 'group-1', 'item-13', { header: ' ' });
    expect([...homeworkProblems(hw)]).toEqual([
      ['item-12', 'mixed'],
      ['item-13', 'required'],
    ]);
    expect(homeworkProblems(removeItem(hw, 'group-1', 'item-13', now)).has('item-13')).toBe(false);
  });
});
