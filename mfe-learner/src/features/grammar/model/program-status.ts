import { programByNumericId } from '@school/shared/domain';
import type { GrammarLevel, GrammarTopic, ProgramStatuses, ProgramStatusValue } from '@school/shared/schemas';

/** A topic's status in a student's program: 0 «осталось» until a teacher sets it. */
export function statusOf(statuses: ProgramStatuses, topicId: string): ProgramStatusValue {
  return statuses[topicId] ?? 0;
}

/** How many topics are at 0 «осталось», 1 «в голове» and 2 «на языке». */
export function statusCounts(topics: readonly GrammarTopic[], statuses: ProgramStatuses): [number, number, number] {
  const counts: [number, number, number] = [0, 0, 0];
  for (const topic of topics) counts[statusOf(statuses, topic.id)]++;
  return counts;
}

export type LevelFilter = GrammarLevel | 'all';

/** The topics taught at a level (or all of them). */
export function topicsOfLevel(topics: readonly GrammarTopic[], level: LevelFilter): GrammarTopic[] {
  return level === 'all' ? [...topics] : topics.filter((t) => t.lessons[level].length > 0);
}

/** The level the grammar of a student's program belongs to: A2+ is A2, B1+ is B1; none for legacy programs. */
export function levelOfProgram(programId: number | null | undefined): GrammarLevel | undefined {
  const id = programByNumericId(programId)?.id;
  if (!id) return undefined;
  const level = id.replace('+', '');
  return (['A1', 'A2', 'B1', 'B2', 'C1'] as const).find((l) => l === level);
}
