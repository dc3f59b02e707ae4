import { pluralCount } from '@school/shared/texts';

/** A size limit as people read it: '500 МБ', '1,5 МБ', '300 КБ', '10 байт'. */
export function formatFileSize(bytes: number): string {
  const oneDecimal = (value: number) => String(Math.floor(value * 10) / 10).replace('.', ',');
  if (bytes >= 1024 * 1024) return `${oneDecimal(bytes / 1024 / 1024)} МБ`;
  if (bytes >= 1024) return `${oneDecimal(bytes / 1024)} КБ`;
  return pluralCount(bytes, { one: 'байт', few: 'байта', many: 'байт' });
}
