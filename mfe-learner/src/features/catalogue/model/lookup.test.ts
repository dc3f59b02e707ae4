import { describe, expect, it } from 'vitest';
import type { CatalogueLesson, CatalogueLevel } from '@school/shared/schemas';
import { lookupLesson } from './lookup';

const lesson = (id: string): CatalogueLesson => ({
  id,
  title: `Урок ${id}`,
  description: 'Описание урока',
  searchTags: ['tag'],
  kind: 'plan',
  materials: [],
});
const level = (group: CatalogueLevel['group'], ids: string[]): CatalogueLevel => ({ group, title: group, lessons: ids.map(lesson) });

const main = [level('A1', ['A1-1', 'A1-2']), level('B2temp', ['B2-26temp'])];
const other = [level('Int', ['Int-1'])];

describe('the lessonId lookup across two catalogues', () => {
  it('is not found without an id or with a malformed one', () => {
    expect(lookupLesson(null, { main, other })).toEqual({ status: 'not-found' });
    expect(lookupLesson('', { main: undefined, other: undefined })).toEqual({ status: 'not-found' });
    expect(lookupLesson('A1-1t', { main: undefined, other: undefined })).toEqual({ status: 'not-found' });
  });

  it('is loading while the catalogue that can hold the lesson is loading', () => {
    expect(lookupLesson('A1-1', { main: undefined, other })).toEqual({ status: 'loading' });
    expect(lookupLesson('Int-1', { main, other: undefined })).toEqual({ status: 'loading' });
  });

  it('finds a lesson of the main course and one of the other programs', () => {
    expect(lookupLesson('A1-2', { main, other: undefined })).toMatchObject({ status: 'found', group: 'A1', catalogue: 'main', lesson: { id: 'A1-2' } });
    expect(lookupLesson('B2-26temp', { main, other })).toMatchObject({ status: 'found', group: 'B2temp', catalogue: 'main' });
    expect(lookupLesson('Int-1', { main: undefined, other })).toMatchObject({ status: 'found', group: 'Int', catalogue: 'other' });
  });

  it('is not found once the catalogues answered without it', () => {
    expect(lookupLesson('A1-26', { main, other })).toEqual({ status: 'not-found' });
    expect(lookupLesson('Int-8', { main, other })).toEqual({ status: 'not-found' });
    expect(lookupLesson('C1-2t', { main, other: [] })).toEqual({ status: 'not-found' });
  });
});
