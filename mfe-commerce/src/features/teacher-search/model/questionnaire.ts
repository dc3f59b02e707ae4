import {
  TEACHER_GENDERS,
  TEACHER_PREFERENCES,
  TEACHER_SEARCH_FREQUENCIES,
  TEACHER_SEARCH_GOALS,
  TEACHER_SEARCH_LEVELS,
  TEACHER_SEARCH_TIMES,
  TeacherSearchInputSchema,
  type TeacherSearchInput,
} from '@school/shared/schemas';
import { formCheck } from '@school/shared/domain';
import { landingTexts } from '@school/shared/texts';

const t = landingTexts.teacherSearch;

/** The questionnaire while it is filled in: the level may still be unchosen. */
export type QuestionnaireState = Omit<TeacherSearchInput, 'level'> & { level: TeacherSearchInput['level'] | '' };

export const emptyQuestionnaire: QuestionnaireState = {
  goals: [],
  level: '',
  times: [],
  lessonsPerWeek: '2',
  teacherGender: 'any',
  preferences: [],
  comment: '',
};

/** A ticked box added to the list or an unticked one removed, keeping the questionnaire's order. */
export function toggled<T extends string>(list: readonly T[], value: T, order: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return order.filter((v) => next.includes(v));
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

export const questionnaireOptions = {
  goals: options(TEACHER_SEARCH_GOALS, t.goals),
  level: options(TEACHER_SEARCH_LEVELS, t.levels),
  times: options(TEACHER_SEARCH_TIMES, t.times),
  lessonsPerWeek: options(TEACHER_SEARCH_FREQUENCIES, t.lessonsPerWeek),
  teacherGender: options(TEACHER_GENDERS, t.teacherGender),
  preferences: options(TEACHER_PREFERENCES, t.preferences),
};

/** The questions answered by ticking boxes (several answers, kept in this order) or radio buttons (one). */
const severalAnswers = { goals: TEACHER_SEARCH_GOALS, times: TEACHER_SEARCH_TIMES, preferences: TEACHER_PREFERENCES } as const;
type ChoiceQuestion = keyof typeof questionnaireOptions;

/** The choice questions in the order they are asked (the comment comes after them). */
export const CHOICE_QUESTIONS: readonly ChoiceQuestion[] = ['goals', 'level', 'times', 'lessonsPerWeek', 'teacherGender', 'preferences'];

export function takesSeveral(question: ChoiceQuestion): question is keyof typeof severalAnswers {
  return question in severalAnswers;
}

/** The answers chosen for a question (none while the level is unchosen). */
export function chosenAnswers(state: QuestionnaireState, question: ChoiceQuestion): readonly string[] {
  const answer = state[question];
  return typeof answer === 'string' ? (answer ? [answer] : []) : answer;
}

/** The questionnaire after a click on an answer: a box ticked or unticked, or the one answer chosen. */
export function withAnswer(state: QuestionnaireState, question: ChoiceQuestion, value: string): QuestionnaireState {
  if (takesSeveral(question)) {
    const order: readonly string[] = severalAnswers[question];
    return { ...state, [question]: toggled(state[question] as readonly string[], value, order) };
  }
  return { ...state, [question]: value };
}

const check = formCheck(TeacherSearchInputSchema);

/** The answers checked with the server's schema: the request to send, or a message per question. */
export function checkQuestionnaire(state: QuestionnaireState) {
  // An unchosen level ('') is exactly what the schema reports as missing.
  return check(state as unknown as TeacherSearchInput);
}
