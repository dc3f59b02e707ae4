import { describe, expect, it } from 'vitest';
import { TEACHER_SEARCH_GOALS } from '@school/shared/schemas';
import { landingTexts } from '@school/shared/texts';
import { checkQuestionnaire, emptyQuestionnaire, questionnaireOptions, toggled } from './questionnaire';

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
    expect(filled).toMatchObject({ valid: true, output: { goals: ['travel'], level: 'A2', lessonsPerWeek: '2', teacherGender: 'any', comment: 'Летом в Лондон' } });
  });
});
