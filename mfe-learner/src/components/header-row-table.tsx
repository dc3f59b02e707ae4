import { DataTable, type DataColumn } from '@school/shared/ui';
import styles from './header-row-table.module.css';

type Row = readonly string[];

/**
 * A table of text written as rows, the first row its header (the theory of a lesson, the
 * methodology handbook). It keeps its columns on a phone and scrolls sideways in its box instead.
 */
export function HeaderRowTable({ rows, className }: { rows: readonly Row[]; className?: string }) {
  const [header = [], ...body] = rows;
  const columns = header.map((cell, c): DataColumn<Row> => ({ header: cell, cell: (row) => row[c] }));
  return (
    <div className={className ? `${styles.scroll} ${className}` : styles.scroll}>
      <DataTable rows={body} columns={columns} rowKey={(_, r) => r} stackBelow="never" />
    </div>
  );
}
