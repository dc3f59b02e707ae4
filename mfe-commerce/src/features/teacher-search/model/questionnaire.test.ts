import { describe, expect, it } from 'vitest';
import { TEACHER_SEARCH_GOALS } from '@school/shared/schemas';
import { landingTexts } from '@school/shared/texts';
import {
  CHOICE_QUESTIONS,
  checkQuestionnaire,
  chosenAnswers,
  emptyQuestionnaire,
  questionnaireOptions,
  takesSeveral,
  toggled,
  withAnswer,
} from './questionnaire';

describe('the teacher-search questionnaire', () => {
  it('ticks and unticks answers, keeping the order of the questionnaire', () => {
    let goals = toggled([], 'speaking', TEACHER_SEARCH_GOALS);
    goals = toggled(goals, 'work', TEACHER_SEARCH_GOALS);
    expect(goals).toEqual(['work', 'speaking']);
    expect(toggled(goals, 'work', TEACHER_SEARCH_GOALS)).toEqual(['speaking']);
  });

  it('starts empty and asks for goals, a level and a time', () => {
    expect(checkQuestionnaire(emptyQuestionnaire).errors).toEqual({
      goals: landingTexts.teacherSearch.goalsRequired,
      level: landingTexts.teacherSearch.levelRequired,
      times: landingTexts.teacherSearch.timesRequired,
    });
    expect(questionnaireOptions.level.map((o) => o.label)).toContain('Не знаю свой уровень');
    const filled = checkQuestionnaire({ ...emptyQuestionnaire, goals: ['travel'], level: 'A2', times: ['evening'], comment: '  Летом в Лондон  ' });
    expect(filled).toMatchObject({
      valid: true,
      output: { goals: ['travel'], level: 'A2', lessonsPerWeek: '2', teacherGender: 'any', comment: 'Летом в Лондон' },
    });
  });

  it('asks every choice question once, ticking boxes for goals, times and wishes and one answer for the rest', () => {
    expect([...CHOICE_QUESTIONS].sort()).toEqual(Object.keys(questionnaireOptions).sort());
    expect(CHOICE_QUESTIONS.filter(takesSeveral)).toEqual(['goals', 'times', 'preferences']);
  });

  it('records a click on an answer: a box ticked or unticked in order, or the one answer replaced', () => {
    let state = withAnswer(emptyQuestionnaire, 'goals', 'speaking');
    state = withAnswer(state, 'goals', 'work');
    expect(chosenAnswers(state, 'goals')).toEqual(['work', 'speaking']);
    expect(chosenAnswers(withAnswer(state, 'goals', 'work'), 'goals')).toEqual(['speaking']);
    expect(chosenAnswers(state, 'level')).toEqual([]);
    state = withAnswer(withAnswer(state, 'level', 'A2'), 'level', 'B1');
    expect(state.level).toBe('B1');
    expect(chosenAnswers(state, 'level')).toEqual(['B1']);
    expect(chosenAnswers(state, 'lessonsPerWeek')).toEqual(['2']);
  });
});
