import * as v from 'valibot';
import { GRAMMAR_GROUPS, GRAMMAR_LEVELS, GrammarTopicsFileSchema, type GrammarGroup, type GrammarLevel, type GrammarTopic } from '@school/shared/schemas';
import { loadContentFile } from '../../../lib/content-file';
import { loadOnce } from '../../../lib/load-once';

async function importTopics(): Promise<GrammarTopic[]> {
  // A file of its own: only the pages that show grammar fetch the catalogue.
  return v.parse(GrammarTopicsFileSchema, await loadContentFile('grammar/topics')).topics;
}

/** The grammar topic catalogue, loaded (and checked) once on first use. */
export const loadGrammarTopics: () => Promise<GrammarTopic[]> = loadOnce(importTopics);

/** The level key a lesson code is listed under: 'B2-26temp' → 'B2', 'C1-9t' → 'C1'; undefined for others (Int-1). */
export function lessonLevel(lessonCode: string): GrammarLevel | undefined {
  const prefix = lessonCode.split('-', 1)[0];
  return GRAMMAR_LEVELS.find((level) => level === prefix);
}

/** The topics a lesson teaches, in catalogue order. */
export function topicsOfLesson(topics: readonly GrammarTopic[], lessonCode: string): GrammarTopic[] {
  const level = lessonLevel(lessonCode);
  if (!level) return [];
  return topics.filter((t) => t.lessons[level].includes(lessonCode));
}

/** Every lesson of a topic, level by level. */
export function topicLessons(topic: GrammarTopic): string[] {
  return GRAMMAR_LEVELS.flatMap((level) => topic.lessons[level]);
}

const normalize = (label: string) => label.trim().toLowerCase();

/**
 * The topics a search label of a phrase or a sentence leads to ('Present Simple', 'Modal verbs', 'dare'):
 * the topic of that name first, then the topics carrying the label. Case is ignored.
 */
export function topicsForLabel(topics: readonly GrammarTopic[], label: string): GrammarTopic[] {
  const key = normalize(label);
  const named = topics.filter((t) => normalize(t.name) === key);
  const labelled = topics.filter((t) => normalize(t.name) !== key && t.labels.some((l) => normalize(l) === key));
  return [...named, ...labelled];
}

interface GrammarGroupTopics {
  group: GrammarGroup;
  topics: GrammarTopic[];
}

/** The topics grouped in the fixed order of the 13 groups; groups without topics are left out. */
export function topicsByGroup(topics: readonly GrammarTopic[]): GrammarGroupTopics[] {
  return GRAMMAR_GROUPS.map((group) => ({ group, topics: topics.filter((t) => t.group === group) })).filter((g) => g.topics.length > 0);
}
