import { formatCell, type Cell, type CellKind, type ReportTable } from '../domain';
import { DataTable } from '../ui';
import styles from './report-views.module.css';
import { reportViewTexts } from './texts';

/** Figures are right-aligned; the first column names its row and stays as text is. */
const numeric = (kind: CellKind, index: number) => index > 0 && kind !== 'text' && kind !== 'date' && kind !== 'month';

/**
 * A table of an activity report as the page shows it, with the links that download the same table as
 * CSV and XLSX (`exportHref(format)`; the server writes the same rows, so page and file agree).
 */
export function ReportTableView({
  table,
  exportHref,
  testId,
  headingLevel = 3,
}: {
  table: ReportTable;
  exportHref?: (format: 'csv' | 'xlsx') => string;
  testId?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const headingId = `report-table-${table.name}`;
  return (
    <section className="sc-panel" aria-labelledby={headingId} data-testid={testId}>
      <div className={styles.head}>
        <Heading id={headingId} className="sc-panel__title">
          {table.title}
        </Heading>
        {exportHref && (
          <div className={styles.files}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <a
                key={format}
                className="sc-button sc-button--secondary sc-button--small"
                href={exportHref(format)}
                download
                aria-label={reportViewTexts.downloadTableAs(table.title, format.toUpperCase())}
              >
                {reportViewTexts.downloadAs(format.toUpperCase())}
              </a>
            ))}
          </div>
        )}
      </div>
      {table.rows.length === 0 ? (
        <p className={styles.empty}>{reportViewTexts.emptyTable}</p>
      ) : (
        <div className={styles.scroll}>
          <DataTable<readonly Cell[]>
            rows={table.rows}
            rowKey={(_, index) => index}
            caption={table.title}
            stackBelow="narrow"
            columns={table.columns.map((column, i) => ({
              header: numeric(column.kind, i) ? <span className={styles.numberHeader}>{column.header}</span> : column.header,
              label: column.header,
              rowHeader: i === 0,
              className: numeric(column.kind, i) ? styles.number : undefined,
              cell: (row) => formatCell(row[i] ?? null, column.kind),
            }))}
          />
        </div>
      )}
    </section>
  );
}
