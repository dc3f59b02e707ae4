import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { SchoolRequisites } from '../../config';

/**
 * «Справка для налогового вычета»: a PDF (pdfkit, DejaVu Sans embedded for Cyrillic) with the payer, the
 * student, the school's requisites and licence, and the year's payments with their total — what a learner
 * hands the tax office with the contract for the social deduction for paid education (ст. 219 НК РФ).
 */

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = path.join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');

interface TaxCertificate {
  year: number;
  payerName: string;
  payerInn: string | null;
  studentName: string;
  school: SchoolRequisites;
  payments: { date: Date; description: string; amount: number }[];
  issuedAt: Date;
  /** A number for the school's records: user id and year. */
  number: string;
}

const rubles = (amount: number) => `${new Intl.NumberFormat('ru-RU').format(amount)} руб.`;
const moscowDate = (date: Date) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

export function renderTaxCertificate(c: TaxCertificate): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Справка об оплате образовательных услуг за ${c.year} год`, Author: c.school.legalName, Subject: 'Налоговый вычет (ст. 219 НК РФ)' },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const total = c.payments.reduce((sum, p) => sum + p.amount, 0);
  doc.font('bold').fontSize(14).text(`Справка об оплате образовательных услуг № ${c.number}`, { align: 'center' });
  doc.font('body').fontSize(10).text(`для получения социального налогового вычета (ст. 219 НК РФ) за ${c.year} год`, { align: 'center' });
  doc.moveDown(0.3).text(`Дата выдачи: ${moscowDate(c.issuedAt)}`, { align: 'center' });
  doc.moveDown(1.2);

  const line = (label: string, value: string) => {
    doc.font('bold').text(`${label}: `, { continued: true }).font('body').text(value);
  };
  doc.font('bold').fontSize(11).text('Образовательная организация');
  doc.fontSize(10);
  line('Наименование', c.school.legalName);
  line('ИНН', c.school.kpp ? `${c.school.inn}, КПП ${c.school.kpp}` : c.school.inn);
  if (c.school.ogrn) line('ОГРН', c.school.ogrn);
  if (c.school.address) line('Адрес', c.school.address);
  line('Лицензия на образовательную деятельность', c.school.license);
  doc.moveDown(0.8);

  doc.font('bold').fontSize(11).text('Плательщик и обучающийся');
  doc.fontSize(10);
  line('Плательщик', c.payerName);
  line('ИНН плательщика', c.payerInn ?? 'не указан');
  line('Обучающийся', c.studentName);
  line('Форма обучения', 'очная (дистанционные занятия с преподавателем)');
  doc.moveDown(0.8);

  doc.font('bold').fontSize(11).text(`Оплата обучения в ${c.year} году`);
  doc.moveDown(0.3).fontSize(10);
  if (c.payments.length === 0) {
    doc.font('body').text('Оплат в этом году не было.');
  } else {
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const columns = [left, left + 80, right - 110] as const;
    const row = (cells: [string, string, string], font: 'body' | 'bold') => {
      const y = doc.y;
      doc.font(font);
      doc.text(cells[0], columns[0], y, { width: 75 });
      doc.text(cells[1], columns[1], y, { width: columns[2] - columns[1] - 10 });
      const afterDescription = doc.y;
      doc.text(cells[2], columns[2], y, { width: 110, align: 'right' });
      doc.y = Math.max(afterDescription, doc.y) + 4;
      doc.x = left;
    };
    row(['Дата', 'Назначение платежа', 'Сумма'], 'bold');
    for (const p of c.payments) row([moscowDate(p.date), p.description, rubles(p.amount)], 'body');
    row(['', 'Итого', rubles(total)], 'bold');
  }
  doc.moveDown(1);
  doc
    .font('body')
    .fontSize(9)
    .text(
      'Справка выдана по запросу плательщика для представления в налоговый орган вместе с договором об оказании образовательных услуг. Суммы указаны в рублях, без учёта возвратов.',
      doc.page.margins.left,
      doc.y,
    );
  doc.end();
  return done;
}
