import type { Program } from '../schemas';

/** The program list: current programs A1…C1 and the four legacy ones. */
export const PROGRAMS: readonly Program[] = [
  { id: 'A1', numericId: 1610, name: 'Уверенный турист', defaultOrder: 1 },
  { id: 'A2', numericId: 1620, name: 'Продолжаем путешествие', defaultOrder: 2 },
  { id: 'A2+', numericId: 1630, name: 'Для тех, кто забыл', defaultOrder: 3 },
  { id: 'B1', numericId: 1770, name: 'Говорим без барьеров', defaultOrder: 4 },
  { id: 'B1+', numericId: 1775, name: 'Общение на работе', defaultOrder: 5 },
  { id: 'B2', numericId: 1780, name: 'Свободное общение', defaultOrder: 6 },
  { id: 'C1', numericId: 1930, name: 'Почти носитель', defaultOrder: 7 },
  { id: 'old-1', numericId: 1, name: 'Базовый уровень', defaultOrder: null },
  { id: 'old-2', numericId: 2, name: 'Для тех, кто забыл', defaultOrder: null },
  { id: 'old-3', numericId: 3, name: 'Для полноценного общения', defaultOrder: null },
  { id: 'old-4', numericId: 4, name: 'Почти носитель', defaultOrder: null },
];

export function programByNumericId(numericId: number | null | undefined): Program | undefined {
  return PROGRAMS.find((p) => p.numericId === numericId);
}
