/** The words of the report views (tables with their files, the period picker). */
export const reportViewTexts = {
  downloadAs: (format: string) => `Скачать ${format}`,
  downloadTableAs: (table: string, format: string) => `Скачать таблицу «${table}» в ${format}`,
  emptyTable: 'Нет данных за этот период.',
  period: 'Период',
  otherPeriod: 'Другой период…',
  periodFrom: 'С',
  periodTo: 'По',
  showPeriod: 'Показать',
} as const;
