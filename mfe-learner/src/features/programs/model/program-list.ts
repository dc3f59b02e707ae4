import { programLessonCodes } from '@school/shared/domain';
import type { Program } from '@school/shared/schemas';

interface ProgramEntry {
  program: Program;
  /** The lesson codes of the program; empty for the legacy programs. */
  lessons: string[];
}

/**
 * The program list as /programs shows it: the current programs A1…C1 in their default order with
 * their lessons, then the legacy programs (no default order, no lesson list) by numeric id.
 */
export function programListView(programs: readonly Program[]): { current: ProgramEntry[]; legacy: ProgramEntry[] } {
  const entry = (program: Program): ProgramEntry => ({ program, lessons: programLessonCodes(program.numericId) });
  const current = programs
    .filter((p) => p.defaultOrder !== null)
    .sort((a, b) => (a.defaultOrder ?? 0) - (b.defaultOrder ?? 0))
    .map(entry);
  const legacy = programs
    .filter((p) => p.defaultOrder === null)
    .sort((a, b) => a.numericId - b.numericId)
    .map(entry);
  return { current, legacy };
}
