import type { ReactNode } from 'react';
import { media } from './tokens';
import { useMediaQuery } from './use-media-query';

/** One column of a DataTable. */
export interface DataColumn<Row> {
  /** The column's header. */
  header: ReactNode;
  /** The name of a header without text (a column of buttons). */
  headerLabel?: string;
  /** Written before the value when the table is stacked on a small screen; none when left out. */
  label?: string;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  className?: string;
  cell: (row: Row) => ReactNode;
}

/** Attributes of a row: its test id and data attributes. */
type DataRowAttributes = Record<`data-${string}`, string | number | boolean>;

/**
 * A table of rows with a header row. Under the breakpoint (`narrow` 767 px, or `mobile` 991 px) the
 * header row is hidden and each row stacks into a block of labelled lines; `never` keeps the columns
 * on every screen (a table in a scrolling box).
 */
export function DataTable<Row>({
  rows,
  columns,
  rowKey,
  rowAttributes,
  caption,
  stackBelow = 'narrow',
  testId,
}: {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row, index: number) => string | number;
  rowAttributes?: (row: Row) => DataRowAttributes;
  /** Read by screen readers only. */
  caption?: string;
  stackBelow?: 'narrow' | 'mobile' | 'never';
  testId?: string;
}) {
  // 'not all' never matches.
  const stacked = useMediaQuery(stackBelow === 'never' ? 'not all' : media[stackBelow]);
  return (
    <table className={stacked ? 'sc-table sc-table--stacked' : 'sc-table'} data-testid={testId}>
      {caption && <caption className="sc-visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" aria-label={column.headerLabel}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} {...rowAttributes?.(row)}>
            {columns.map((column, i) =>
              column.rowHeader ? (
                <th key={i} scope="row" className={column.className} data-label={column.label}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={i} className={column.className} data-label={column.label}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
