/** What an audit entry changed, line by line: the field, what it was, what it became. */
interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

const FIELD_LABELS: Record<string, string> = {
  firstName: 'Имя',
  lastName: 'Фамилия',
  email: 'E-mail',
  phone: 'Телефон',
  roles: 'Роли',
  active: 'Активна',
  reportsLeft: 'Уроков',
  delta: 'Изменение',
  reason: 'Причина',
  formatId: 'Формат',
  subscriptionPlanId: 'Тариф',
  statusId: 'Статус',
  programId: 'Программа',
  teacherId: 'Преподаватель',
  studentId: 'Ученик',
  companyId: 'Компания',
  name: 'Название',
  studentIds: 'Ученики',
  teacherIds: 'Преподаватели',
  status: 'Статус',
  note: 'Заметка',
  method: 'Способ',
  address: 'Адрес',
  isAdmin: 'Администратор',
  created: 'Создан',
};

function show(value: unknown, roleNames: Record<string, string>, field: string): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'да' : 'нет';
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value.map((item) => (field === 'roles' ? (roleNames[String(item)] ?? String(item)) : String(item))).join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (field === 'method') return value === 'password' ? 'пароль' : value === 'link' ? 'ссылка из письма' : String(value);
  return String(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export function changeLines(before: unknown, after: unknown, roleNames: Record<string, string> = {}): ChangeLine[] {
  const was = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]) || !(field in was) || !(field in now))
    .map((field) => ({ field: FIELD_LABELS[field] ?? field, before: show(was[field], roleNames, field), after: show(now[field], roleNames, field) }));
}
