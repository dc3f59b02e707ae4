import { describe, expect, it } from 'vitest';
import { changeLines } from './audit';

describe('the audit log’s entries (who, when, what, before and after)', () => {
  it('shows what changed, field by field, in words', () => {
    expect(changeLines({ roles: ['student', 'admin'] }, { roles: ['student'] }, { student: 'Ученик', admin: 'Администратор' })).toEqual([
      { field: 'Роли', before: 'Ученик, Администратор', after: 'Ученик' },
    ]);
    expect(changeLines({ reportsLeft: 2 }, { reportsLeft: 5, delta: 3, reason: 'Подарок' })).toEqual([
      { field: 'Уроков', before: '2', after: '5' },
      { field: 'Изменение', before: '—', after: '3' },
      { field: 'Причина', before: '—', after: 'Подарок' },
    ]);
    expect(changeLines(null, { method: 'password', address: '10.0.0.1' })).toEqual([
      { field: 'Способ', before: '—', after: 'пароль' },
      { field: 'Адрес', before: '—', after: '10.0.0.1' },
    ]);
    expect(changeLines({ name: 'A', active: true }, { name: 'A', active: false })).toEqual([{ field: 'Активна', before: 'да', after: 'нет' }]);
  });
});
