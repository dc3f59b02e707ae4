import { describe, expect, it } from 'vitest';
import { fullName, matchesSearch, searchKey } from './people';

describe('people', () => {
  it('writes a full name without stray spaces', () => {
    expect(fullName({ firstName: 'Анна', lastName: 'Смирнова' })).toBe('Анна Смирнова');
    expect(fullName({ firstName: '', lastName: 'Смирнова' })).toBe('Смирнова');
  });
  it('searches by any words in any order, ignoring case and ё', () => {
    expect(searchKey('  Пётр   ИВАНОВ ')).toBe('петр иванов');
    expect(matchesSearch('Пётр Иванов', 'иванов петр')).toBe(true);
    expect(matchesSearch('Пётр Иванов', 'ива')).toBe(true);
    expect(matchesSearch('Пётр Иванов', 'сидоров')).toBe(false);
    expect(matchesSearch('Пётр Иванов', '   ')).toBe(true);
  });
});
