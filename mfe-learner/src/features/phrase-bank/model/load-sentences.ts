import * as v from 'valibot';
import { ExerciseSentenceFileSchema, SENTENCE_PROGRAMS, type ExerciseSentence } from '@school/shared/schemas';
import { loadContentFile } from '../../../lib/content-file';
import { loadOncePerKey } from '../../../lib/load-once';

export type SentenceProgram = (typeof SENTENCE_PROGRAMS)[number];

function codes(level: string, from: number, to: number, suffix = ''): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) => `${level}-${from + i}${suffix}`);
}

/** The lessons that have translation sentences: B2-11…B2-25 with B2-26temp…B2-33temp, and C1-2t…C1-29t. */
export const SENTENCE_LESSONS: Readonly<Record<SentenceProgram, readonly string[]>> = {
  B2: [...codes('B2', 11, 25), ...codes('B2', 26, 33, 'temp')],
  C1: codes('C1', 2, 29, 't'),
};

/** The program whose sentence file holds a lesson's sentences; undefined if the lesson has none. */
export function sentenceProgramOfLesson(lessonCode: string): SentenceProgram | undefined {
  return SENTENCE_PROGRAMS.find((program) => SENTENCE_LESSONS[program].includes(lessonCode));
}

async function importProgram(program: SentenceProgram): Promise<ExerciseSentence[]> {
  const data = v.parse(ExerciseSentenceFileSchema, await loadContentFile(`sentences/${program}`));
  if (data.program !== program) throw new Error(`content/sentences/${program}.json holds ${data.program}`);
  return [...data.sentences].sort((a, b) => a.order - b.order);
}

/** The exercise sentences of one program in their order, loaded (and checked) once on first use. */
export const loadSentences: (program: SentenceProgram) => Promise<ExerciseSentence[]> = loadOncePerKey(importProgram);

/** The sentences of a lesson among a program's sentences, in their order. */
export function sentencesOfLesson(sentences: readonly ExerciseSentence[], lessonCode: string): ExerciseSentence[] {
  return sentences.filter((s) => s.link === lessonCode).sort((a, b) => a.order - b.order);
}

/** Loads only the program of the lesson and returns its sentences; none for a lesson without sentences. */
export async function loadLessonSentences(lessonCode: string): Promise<ExerciseSentence[]> {
  const program = sentenceProgramOfLesson(lessonCode);
  if (!program) return [];
  return sentencesOfLesson(await loadSentences(program), lessonCode);
}
