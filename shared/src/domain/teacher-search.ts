import type { TeacherSearchInput } from '../schemas';
import { landingTexts } from '../texts';

const t = landingTexts.teacherSearch;

/**
 * The teacher-search questionnaire as teachers read it in a request's comment: one line per answer,
 * in the questionnaire's order; empty answers are left out.
 */
export function teacherSearchSummary(input: TeacherSearchInput): string {
  const lines = [
    `${t.summary.goals}: ${input.goals.map((goal) => t.goals[goal]).join(', ')}`,
    `${t.summary.level}: ${t.levels[input.level]}`,
    `${t.summary.times}: ${input.times.map((time) => t.times[time]).join(', ')}`,
    `${t.summary.lessonsPerWeek}: ${t.lessonsPerWeek[input.lessonsPerWeek]}`,
  ];
  if (input.teacherGender !== 'any') lines.push(`${t.summary.teacherGender}: ${t.teacherGender[input.teacherGender]}`);
  if (input.preferences.length > 0) lines.push(`${t.summary.preferences}: ${input.preferences.map((p) => t.preferences[p]).join(', ')}`);
  if (input.comment) lines.push(`${t.summary.comment}: ${input.comment}`);
  return lines.join('\n');
}
