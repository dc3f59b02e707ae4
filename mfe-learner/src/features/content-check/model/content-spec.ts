import type { PhraseLevel } from '@school/shared/schemas';
import type { LevelGroup } from '../../catalogue';

function codes(prefix: string, from: number, to: number, suffix = ''): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${from + i}${suffix}`);
}

/** What the content must hold: the counts of the content specification (§3, §9) and the lesson codes of the catalogue. */
export interface ContentSpec {
  /** The lesson codes of each level file, in order. */
  lessonCodes: Readonly<Record<LevelGroup, readonly string[]>>;
  phraseCounts: Readonly<Record<PhraseLevel, number>>;
  sentenceCounts: Readonly<Record<'B2' | 'C1', number>>;
  itCourseSteps: number;
  exerciseKinds: number;
  grammarGroups: number;
  /** The program list: id → numeric id. */
  programs: readonly (readonly [string, number])[];
}

export const CONTENT_SPEC: ContentSpec = {
  lessonCodes: {
    A1: codes('A1', 1, 26),
    A2: codes('A2', 1, 46),
    B1: codes('B1', 1, 54),
    B2: codes('B2', 1, 25),
    B2temp: codes('B2', 26, 33, 'temp'),
    C1: codes('C1', 1, 29, 't'),
    Int: codes('Int', 1, 8),
  },
  phraseCounts: { A1: 89, A2: 89, 'A2+': 80, B1: 105, 'B1+': 124, B2: 40 },
  sentenceCounts: { B2: 122, C1: 23 },
  itCourseSteps: 426,
  exerciseKinds: 14,
  grammarGroups: 13,
  programs: [
    ['A1', 1610],
    ['A2', 1620],
    ['A2+', 1630],
    ['B1', 1770],
    ['B1+', 1775],
    ['B2', 1780],
    ['C1', 1930],
    ['old-1', 1],
    ['old-2', 2],
    ['old-3', 3],
    ['old-4', 4],
  ],
};
