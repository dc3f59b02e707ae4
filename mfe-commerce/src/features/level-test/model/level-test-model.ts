import { LEVEL_TEST_QUESTIONS, PROGRAMS, questionsOfSection, type LevelTestAnswers, type LevelTestQuestion } from '@school/shared/domain';
import { LEVEL_TEST_LEVELS, LEVEL_TEST_PASS_MARK, type LevelTestSectionLevel } from '@school/shared/schemas';

/**
 * The order the options of a question are shown in: mixed, so the right answer is not always in the
 * same place, but the same on every visit (a hash of the question id picks the order).
 */
export function optionOrder(question: Pick<LevelTestQuestion, 'id' | 'options'>): number[] {
  let seed = 0;
  for (const char of question.id) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const order = question.options.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The question's place in its section: 'Вопрос 3 из 7'. */
export function positionInSection(question: LevelTestQuestion): { index: number; total: number } {
  const section = questionsOfSection(question.level);
  return { index: section.findIndex((q) => q.id === question.id) + 1, total: section.length };
}

/** Where each section stands while the test runs: passed, current or ahead. */
export function sectionStates(
  current: LevelTestSectionLevel | null,
  reached: readonly LevelTestSectionLevel[],
): { level: LevelTestSectionLevel; state: 'done' | 'current' | 'ahead' }[] {
  return LEVEL_TEST_LEVELS.map((level) => ({
    level,
    state: level === current ? 'current' : reached.includes(level) ? 'done' : 'ahead',
  }));
}

/** The suggested program with its Russian name. */
export function programOf(programId: string): { id: string; name: string } {
  const program = PROGRAMS.find((p) => p.id === programId);
  return { id: programId, name: program?.name ?? programId };
}

/** The gap of a question, split so it can be drawn as a blank line. */
export function promptParts(prompt: string): { before: string; after: string } | null {
  const at = prompt.indexOf('___');
  return at < 0 ? null : { before: prompt.slice(0, at), after: prompt.slice(at + 3) };
}

/** The next question to ask, or null when the test is over: the first unanswered one, unless a section before it was not passed. */
export function nextLevelTestQuestion(answers: LevelTestAnswers): LevelTestQuestion | null {
  for (const sectionLevel of LEVEL_TEST_LEVELS) {
    const questions = questionsOfSection(sectionLevel);
    const unanswered = questions.find((question) => answers[question.id] === undefined);
    if (unanswered) return unanswered;
    if (questions.filter((question) => answers[question.id] === question.answer).length < LEVEL_TEST_PASS_MARK) return null;
  }
  return null;
}

/** How far the test has gone: questions answered of the sections reached so far, for a progress bar. */
export function levelTestProgress(answers: LevelTestAnswers): { answered: number; total: number } {
  const answered = LEVEL_TEST_QUESTIONS.filter((question) => answers[question.id] !== undefined).length;
  return { answered, total: LEVEL_TEST_QUESTIONS.length };
}
