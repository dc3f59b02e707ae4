/**
 * The level test of /test/questions: five sections of seven questions, A1 to C1, taken in order.
 * A section is passed with 5 correct answers of 7; the test ends at the first section that is not
 * passed (there is no point in asking C1 questions after a failed A2 section), or after C1.
 * The level is the last section passed in a row; the suggested program follows from the level and
 * how far the learner got in the next section. The server scores a signed-in learner's answers with
 * the same functions before storing the result.
 *
 * This file imports nothing but its sections module (in schemas/), so the browser journeys can read the answers too.
 */

import {
  LEVEL_TEST_LEVELS,
  LEVEL_TEST_NEXT_SECTION_MARK,
  LEVEL_TEST_PASS_MARK,
  type LevelTestLevel,
  type LevelTestSectionLevel,
} from '../schemas/level-test-sections';

export interface LevelTestQuestion {
  /** 'a1-1' … 'c1-7' */
  id: string;
  level: LevelTestSectionLevel;
  /** The sentence with a gap '___' (or a question), in English. */
  prompt: string;
  options: readonly string[];
  /** Index of the correct option. */
  answer: number;
}

const q = (level: LevelTestSectionLevel, n: number, prompt: string, options: readonly string[], answer: number): LevelTestQuestion => ({
  id: `${level.toLowerCase()}-${n}`,
  level,
  prompt,
  options,
  answer,
});

export const LEVEL_TEST_QUESTIONS: readonly LevelTestQuestion[] = [
  // A1: to be, Present Simple, there is/are, articles, question words, everyday phrases.
  q('A1', 1, 'My sister ___ a doctor.', ['am', 'is', 'are', 'be'], 1),
  q('A1', 2, '___ you like coffee?', ['Do', 'Does', 'Are', 'Is'], 0),
  q('A1', 3, 'There ___ two apples on the table.', ['is', 'are', 'be', 'am'], 1),
  q('A1', 4, 'He ___ to work by bus every day.', ['go', 'goes', 'going', 'is go'], 1),
  q('A1', 5, 'I have ___ orange and a banana.', ['a', 'an', 'any', 'two'], 1),
  q('A1', 6, '— Where ___ your parents from? — They are from Kazan.', ['is', 'are', 'do', 'does'], 1),
  q('A1', 7, 'I usually ___ a shower in the morning.', ['do', 'make', 'take', 'go'], 2),
  // A2: Past Continuous, Present Perfect, comparatives, plans, modals, quantifiers.
  q('A2', 1, 'I ___ TV when you called me.', ['watched', 'was watching', 'am watching', 'have watched'], 1),
  q('A2', 2, 'She has lived in this city ___ 2015.', ['for', 'since', 'from', 'ago'], 1),
  q('A2', 3, 'This test is ___ than the last one.', ['easy', 'easier', 'more easy', 'the easiest'], 1),
  q('A2', 4, "We ___ to the cinema tonight: we've already bought the tickets.", ['go', 'are going', 'went', 'have gone'], 1),
  q('A2', 5, "You ___ smoke here. It's not allowed.", ["mustn't", "don't have to", "needn't", 'can'], 0),
  q('A2', 6, 'How ___ sugar do you take in your tea?', ['much', 'many', 'lot', 'few'], 0),
  q('A2', 7, "I've never ___ sushi.", ['eat', 'ate', 'eaten', 'eating'], 2),
  // B1: conditionals, the passive, reported speech, be used to, Past Perfect, indirect questions.
  q('B1', 1, 'If I ___ more free time, I would learn Japanese.', ['have', 'had', 'would have', 'will have'], 1),
  q('B1', 2, 'The letter ___ yesterday, so it should arrive soon.', ['was sent', 'sent', 'has been sent', 'is sent'], 0),
  q('B1', 3, 'She asked me where I ___ the day before.', ['had been', 'have been', 'am', 'was being'], 0),
  q('B1', 4, "I'm not used to ___ up so early.", ['get', 'getting', 'got', 'have got'], 1),
  q('B1', 5, 'By the time we arrived, the film ___.', ['already started', 'had already started', 'has already started', 'already starts'], 1),
  q('B1', 6, 'Could you tell me what time ___?', ['does the train leave', 'the train leaves', 'leaves the train', 'do the train leave'], 1),
  q('B1', 7, "I'm looking forward ___ you next week.", ['to seeing', 'to see', 'seeing', 'for seeing'], 0),
  // B2: third conditional, wishes, the future perfect passive, verb patterns, relative clauses, phrasal verbs.
  q('B2', 1, 'If she had left earlier, she ___ the train.', ['would catch', 'would have caught', 'had caught', 'will catch'], 1),
  q('B2', 2, 'I wish I ___ so much at dinner yesterday.', ["hadn't eaten", "didn't eat", "wouldn't eat", "haven't eaten"], 0),
  q('B2', 3, 'The report ___ by the time the manager arrives.', ['will have been finished', 'will finish', 'is finishing', 'has finished'], 0),
  q('B2', 4, 'He denied ___ the money from the safe.', ['taking', 'to take', 'take', 'to taking'], 0),
  q('B2', 5, 'She is the colleague ___ advice I trust most.', ['whose', 'who', 'whom', 'which'], 0),
  q('B2', 6, 'The meeting was ___ because the director was ill.', ['called off', 'called up', 'called out', 'called for'], 0),
  q('B2', 7, 'We need to ___ this problem before it gets any worse.', ['address', 'deal', 'cope', 'get'], 0),
  // C1: inversion, mixed and inverted conditionals, 'it's high time', advanced phrasal verbs and collocations.
  q(
    'C1',
    1,
    'Not until the results were published ___ how serious the problem was.',
    ['did we realise', 'we realised', 'we did realise', 'had realised we'],
    0,
  ),
  q('C1', 2, 'Had I known about the delay, I ___ a later flight.', ['would have booked', 'would book', 'had booked', 'booked'], 0),
  q('C1', 3, "It's high time the government ___ action on this.", ['took', 'takes', 'take', 'has taken'], 0),
  q('C1', 4, 'The new policy is likely to ___ a lot of criticism.', ['come in for', 'come up with', 'come across', 'come down to'], 0),
  q('C1', 5, 'She is widely ___ to be the strongest candidate.', ['considered', 'considering', 'consider', 'to consider'], 0),
  q('C1', 6, "I'd rather you ___ anyone about this just yet.", ["didn't tell", "don't tell", "won't tell", 'not tell'], 0),
  q('C1', 7, 'The proposal was rejected on the ___ that it was too expensive.', ['grounds', 'reasons', 'motives', 'causes'], 0),
];

/** Chosen option index per question id. */
export type LevelTestAnswers = Readonly<Record<string, number>>;

interface LevelTestSectionScore {
  level: LevelTestSectionLevel;
  correct: number;
  total: number;
}

export interface LevelTestOutcome {
  /** Every section of the test is answered as far as it goes: a section was failed, or C1 was answered. */
  finished: boolean;
  level: LevelTestLevel;
  /** The program of spec §3's program list to start with ('A1' … 'C1', 'A2+', 'B1+'). */
  programId: string;
  correct: number;
  answered: number;
  /** The sections answered completely, in order. */
  sections: LevelTestSectionScore[];
}

export function questionsOfSection(level: LevelTestSectionLevel): LevelTestQuestion[] {
  return LEVEL_TEST_QUESTIONS.filter((question) => question.level === level);
}

function sectionScore(level: LevelTestSectionLevel, answers: LevelTestAnswers): { score: LevelTestSectionScore; complete: boolean } {
  const questions = questionsOfSection(level);
  const answered = questions.filter((question) => answers[question.id] !== undefined);
  const correct = answered.filter((question) => answers[question.id] === question.answer).length;
  return { score: { level, correct, total: questions.length }, complete: answered.length === questions.length };
}

/**
 * The program to start with: below A1 → A1; A1 → A2; A2 → B1, or A2+ (a bridge for those who have
 * forgotten) when the B1 section went badly; B1 → B2, or B1+ the same way; B2 and C1 → C1.
 */
export function suggestedProgramId(level: LevelTestLevel, nextSectionCorrect: number): string {
  const strong = nextSectionCorrect >= LEVEL_TEST_NEXT_SECTION_MARK;
  switch (level) {
    case 'below-A1':
      return 'A1';
    case 'A1':
      return 'A2';
    case 'A2':
      return strong ? 'B1' : 'A2+';
    case 'B1':
      return strong ? 'B2' : 'B1+';
    case 'B2':
    case 'C1':
      return 'C1';
  }
}

/**
 * Scores answers: sections in order while they are complete and passed. Answers past the first
 * failed section are ignored (the test does not ask them).
 */
export function scoreLevelTest(answers: LevelTestAnswers): LevelTestOutcome {
  const sections: LevelTestSectionScore[] = [];
  let level: LevelTestLevel = 'below-A1';
  let finished = true;
  let nextCorrect = 0;
  for (const sectionLevel of LEVEL_TEST_LEVELS) {
    const { score, complete } = sectionScore(sectionLevel, answers);
    if (!complete) {
      finished = false;
      break;
    }
    sections.push(score);
    if (score.correct < LEVEL_TEST_PASS_MARK) {
      nextCorrect = score.correct;
      break;
    }
    level = sectionLevel;
  }
  const correct = sections.reduce((sum, s) => sum + s.correct, 0);
  const answered = sections.reduce((sum, s) => sum + s.total, 0);
  return { finished, level, programId: suggestedProgramId(level, nextCorrect), correct, answered, sections };
}
