import { stringify } from 'csv-stringify/sync';
import writeXlsxFile, { type Cell as XlsxCell } from 'write-excel-file/node';
import type { Cell, CellKind, ReportTable } from '@school/shared/domain';

/**
 * A report table as a file finance departments open:
 * - CSV: UTF-8 with a byte-order mark and ';' between fields (what Excel in a Russian locale expects),
 *   decimal comma, days as dd.MM.yyyy, months as MM.yyyy, shares as percent with one decimal;
 * - XLSX: numbers as numbers, days and months as dates with a date format, shares as percent.
 * Both from maintained libraries (csv-stringify, write-excel-file).
 */

const BOM = '\uFEFF';

function decimal(value: number, digits: number): string {
  const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
  return String(rounded).replace('.', ',');
}

function csvCell(value: Cell, kind: CellKind): string {
  if (value === null) return '';
  switch (kind) {
    case 'text':
      return String(value);
    case 'number':
    case 'rubles':
      return decimal(Number(value), 2);
    case 'percent':
      return decimal(Number(value) * 100, 1);
    case 'hours':
      return decimal(Number(value) / 60, 2);
    case 'date': {
      const [y, m, d] = String(value).split('-');
      return `${d}.${m}.${y}`;
    }
    case 'month': {
      const [y, m] = String(value).split('-');
      return `${m}.${y}`;
    }
  }
}

/** The header of a column in a file: a share says it is in percent, hours say so. */
function fileHeader(header: string, kind: CellKind): string {
  return kind === 'percent' ? `${header}, %` : header;
}

function tableToCsv(table: ReportTable): Buffer {
  const records = [
    table.columns.map((c) => fileHeader(c.header, c.kind)),
    ...table.rows.map((row) => row.map((value, i) => csvCell(value, table.columns[i]!.kind))),
  ];
  return Buffer.from(BOM + stringify(records, { delimiter: ';', record_delimiter: 'windows', quoted_match: /[;"\r\n]/ }), 'utf8');
}

function utcDay(isoDay: string): Date {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function xlsxCell(value: Cell, kind: CellKind): XlsxCell {
  if (value === null) return null;
  switch (kind) {
    case 'text':
      return { value: String(value), type: String };
    case 'number':
      return { value: Number(value), type: Number };
    case 'rubles':
      return { value: Number(value), type: Number, format: '#,##0' };
    case 'percent':
      return { value: Number(value), type: Number, format: '0.0%' };
    case 'hours':
      return { value: Math.round((Number(value) / 60) * 100) / 100, type: Number, format: '0.00' };
    case 'date':
      return { value: utcDay(String(value)), type: Date, format: 'dd.mm.yyyy' };
    case 'month':
      return { value: utcDay(`${String(value)}-01`), type: Date, format: 'mm.yyyy' };
  }
}

/** Sheet names: at most 31 characters, none of []:*?/\ (Excel's rules). */
function sheetName(title: string): string {
  return title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

async function tableToXlsx(table: ReportTable): Promise<Buffer> {
  const header: XlsxCell[] = table.columns.map((c) => ({ value: fileHeader(c.header, c.kind), type: String, fontWeight: 'bold' }));
  const rows: XlsxCell[][] = table.rows.map((row) => row.map((value, i) => xlsxCell(value, table.columns[i]!.kind)));
  return writeXlsxFile([header, ...rows], {
    sheet: sheetName(table.title),
    columns: table.columns.map((c) => ({ width: c.kind === 'text' ? 32 : 16 })),
    stickyRowsCount: 1,
  }).toBuffer();
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The download answer: the file with its type and a name in UTF-8 (RFC 6266/5987) and an ASCII fallback. */
export async function fileResponse(table: ReportTable, format: 'csv' | 'xlsx', fileName: string): Promise<Response> {
  const body = format === 'csv' ? tableToCsv(table) : await tableToXlsx(table);
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
