import { describe, expect, it } from 'vitest';
import type { GrammarTopic } from '@school/shared/schemas';
import { levelOfProgram, statusCounts, statusOf, topicsOfLevel } from './program-status';

const none = { A1: [], A2: [], B1: [], B2: [], C1: [] };
const topic = (id: string, lessons: Partial<GrammarTopic['lessons']>): GrammarTopic => ({
  id,
  name: `Topic ${id}`,
  nameRu: `Тема ${id}`,
  group: 'Tenses',
  labels: [],
  lessons: { ...none, ...lessons },
});
const topics = [topic('a', { A1: ['A1-9'] }), topic('b', { B1: ['B1-3'], B2: ['B2-1'] }), topic('c', { B2: ['B2-11'] })];

describe('grammar program statuses', () => {
  it('counts a topic without a stored status as «осталось»', () => {
    expect(statusOf({}, 'a')).toBe(0);
    expect(statusOf({ a: 2 }, 'a')).toBe(2);
  });

  it('counts the topics by status', () => {
    expect(statusCounts(topics, { a: 2, c: 1, unknown: 2 })).toEqual([1, 1, 1]);
    expect(statusCounts(topics, {})).toEqual([3, 0, 0]);
  });

  it('filters the topics taught at a level', () => {
    expect(topicsOfLevel(topics, 'B2').map((t) => t.id)).toEqual(['b', 'c']);
    expect(topicsOfLevel(topics, 'C1')).toEqual([]);
    expect(topicsOfLevel(topics, 'all')).toHaveLength(3);
  });

  it('takes the grammar level of a program, the plus programs included', () => {
    expect(levelOfProgram(1630)).toBe('A2');
    expect(levelOfProgram(1775)).toBe('B1');
    expect(levelOfProgram(1930)).toBe('C1');
    expect(levelOfProgram(2)).toBeUndefined();
    expect(levelOfProgram(null)).toBeUndefined();
  });
});
