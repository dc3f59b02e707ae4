import { describe, expect, it } from 'vitest';
import type { GrammarTopic } from '@school/shared/schemas';
import { lessonLevel, loadGrammarTopics, topicLessons, topicsByGroup, topicsForLabel, topicsOfLesson } from './topics';

const topic = (name: string, group: GrammarTopic['group'], lessons: Partial<GrammarTopic['lessons']>, labels: string[] = []): GrammarTopic => ({
  id: crypto.randomUUID(),
  name,
  nameRu: name,
  group,
  labels,
  lessons: { A1: [], A2: [], B1: [], B2: [], C1: [], ...lessons },
});

const sample = [
  topic('Should and ought to', 'Modals', { A2: ['A2-13'], B1: ['B1-17'] }, ['Modal verbs', 'should']),
  topic('Dare', 'Modals', { B2: ['B2-13'] }, ['Modal verbs', 'dare']),
  topic('Present Simple', 'Tenses', { A1: ['A1-9', 'A1-10'] }),
  topic('Inversion', 'Special constructions', { B2: ['B2-17'], C1: ['C1-2t'] }),
  topic('Modal perfect', 'Modals', { B2: ['B2-12', 'B2-33temp'] }, ['Modal verbs', 'Should']),
];

describe('grammar topic lookups', () => {
  it.each([
    ['A1-9', 'A1'],
    ['B2-26temp', 'B2'],
    ['C1-9t', 'C1'],
    ['Int-3', undefined],
  ])('lesson %s is listed under %s', (code, level) => {
    expect(lessonLevel(code)).toBe(level);
  });

  it('finds the topics a lesson teaches under its level', () => {
    expect(topicsOfLesson(sample, 'B2-13').map((t) => t.name)).toEqual(['Dare']);
    expect(topicsOfLesson(sample, 'B2-33temp').map((t) => t.name)).toEqual(['Modal perfect']);
    expect(topicsOfLesson(sample, 'C1-2t').map((t) => t.name)).toEqual(['Inversion']);
    expect(topicsOfLesson(sample, 'A1-1')).toEqual([]);
    expect(topicsOfLesson(sample, 'Int-1')).toEqual([]);
  });

  it('leads a label to the topic of that name first, then to the topics carrying it', () => {
    expect(topicsForLabel(sample, 'should').map((t) => t.name)).toEqual(['Should and ought to', 'Modal perfect']);
    expect(topicsForLabel(sample, 'present simple').map((t) => t.name)).toEqual(['Present Simple']);
    expect(topicsForLabel(sample, 'Modal verbs').map((t) => t.name)).toEqual(['Should and ought to', 'Dare', 'Modal perfect']);
    expect(topicsForLabel(sample, 'Gerund')).toEqual([]);
  });

  it('lists a topic’s lessons level by level', () => {
    expect(topicLessons(sample[3]!)).toEqual(['B2-17', 'C1-2t']);
  });

  it('groups topics in the fixed group order and skips empty groups', () => {
    expect(topicsByGroup(sample).map((g) => [g.group, g.topics.length])).toEqual([
      ['Tenses', 1],
      ['Modals', 3],
      ['Special constructions', 1],
    ]);
  });
});

describe('loading the grammar catalogue', () => {
  it('loads the checked catalogue once', async () => {
    expect(loadGrammarTopics()).toBe(loadGrammarTopics());
    const topics = await loadGrammarTopics();
    expect(topics.length).toBeGreaterThanOrEqual(60);
    expect(topicsOfLesson(topics, 'B2-13').map((t) => t.name)).toEqual(expect.arrayContaining(['Dare', "Need and needn't"]));
    expect(topicsForLabel(topics, 'Conditional clause').map((t) => t.name)).toEqual(
      expect.arrayContaining(['First conditional', 'Second conditional', 'Third conditional', 'Mixed conditionals']),
    );
    expect(topicsByGroup(topics)).toHaveLength(13);
  });
});
