import { programByNumericId } from './programs';

/**
 * The lessons of each current program, by lesson code: A2 is A2-1…A2-25 and A2+ goes on with
 * A2-26…A2-46; B1 is B1-1…B1-27 and B1+ B1-28…B1-54; C1 lessons end with 't'. Legacy programs have none.
 */
const RANGES: Record<string, { level: string; from: number; to: number; suffix?: string }> = {
  A1: { level: 'A1', from: 1, to: 26 },
  A2: { level: 'A2', from: 1, to: 25 },
  'A2+': { level: 'A2', from: 26, to: 46 },
  B1: { level: 'B1', from: 1, to: 27 },
  'B1+': { level: 'B1', from: 28, to: 54 },
  B2: { level: 'B2', from: 1, to: 25 },
  C1: { level: 'C1', from: 1, to: 29, suffix: 't' },
};

/** Every lesson code of a program ('B1-1', 'B1-2', …), empty for legacy or unknown programs. */
export function programLessonCodes(numericProgramId: number | null | undefined): string[] {
  const program = programByNumericId(numericProgramId);
  const range = program ? RANGES[program.id] : undefined;
  if (!range) return [];
  const codes: string[] = [];
  for (let n = range.from; n <= range.to; n++) codes.push(`${range.level}-${n}${range.suffix ?? ''}`);
  return codes;
}

const LESSON_LINK = /\/lms\/lessons\/([A-Za-z]{1,3}\d?\+?-\d{1,3}[a-z]*)/g;

/** Lesson codes linked in a text: 'https://…/lms/lessons/B1-12' → ['B1-12']. */
export function lessonCodesIn(text: string): string[] {
  return [...text.matchAll(LESSON_LINK)].map((m) => m[1]!);
}

interface ProgramProgressSummary {
  total: number;
  done: string[];
  /** 0…1; 0 when the program has no lesson list. */
  share: number;
}

/** How much of the program the student went through, from the lesson codes of their homework. */
export function programProgress(numericProgramId: number | null | undefined, coveredCodes: readonly string[]): ProgramProgressSummary {
  const codes = programLessonCodes(numericProgramId);
  const covered = new Set(coveredCodes.map((c) => c.toUpperCase()));
  const done = codes.filter((c) => covered.has(c.toUpperCase()));
  return { total: codes.length, done, share: codes.length === 0 ? 0 : done.length / codes.length };
}
