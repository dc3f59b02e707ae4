import { describe, expect, it } from 'vitest';
import { filterCompanies } from './filter-companies';

const company = (id: number, name: string) => ({ id, name, description: '', imagePath: null, createdAt: '2026-01-01T00:00:00.000Z' });
const list = [company(1, 'Альфа Технологии'), company(2, 'Бета Банк'), company(3, 'Зета Фарма')];

describe('company search', () => {
  it('finds by part of the name, ignoring case', () => {
    expect(filterCompanies(list, 'банк', null).map((c) => c.id)).toEqual([2]);
    expect(filterCompanies(list, '', null).map((c) => c.id)).toEqual([1, 2, 3]);
  });
  it('keeps the current company', () => {
    expect(filterCompanies(list, 'банк', 3).map((c) => c.id)).toEqual([2, 3]);
  });
});
