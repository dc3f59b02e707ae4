/**
 * The one name of every course the school sells, as the learner's course pages, the dashboard's
 * cards, the student's courses tab, the notifications and the plans of the catalogue show it: one
 * product, one name everywhere.
 */
export const courseNames = {
  it: 'Английский для IT',
  'job-interview': 'Собеседование на английском',
  'confident-tourist': 'Уверенный турист: английский с нуля',
  teens: 'Английский для подростков',
  kids: 'Английский для детей',
  'additional-materials-it': 'Дополнительные материалы: IT',
  'additional-materials-marketing': 'Дополнительные материалы: маркетинг',
  'additional-materials-design': 'Дополнительные материалы: дизайн',
} as const;

type NamedCourseId = keyof typeof courseNames;

/** The name of a course id; an id the catalogue does not know is shown as it is. */
export function courseName(id: string): string {
  return Object.hasOwn(courseNames, id) ? courseNames[id as NamedCourseId] : id;
}
