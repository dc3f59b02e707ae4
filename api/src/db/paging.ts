import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * Pages of a list (the back office's people and groups, the audit log): one statement per page. The
 * query selects `totalColumn()` beside its own columns, so the total of every row it would give comes
 * with the page.
 */
export const totalColumn = () => sql<number>`count(*) over ()`.as('total');

interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** Page `page` (from 1) of an ordered query that selects `totalColumn()`, each row made an item by `item`. */
export async function fetchPage<DB, TB extends keyof DB, Row extends { total: number | string }, Item>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: number,
  pageSize: number,
  item: (row: Row) => Item,
): Promise<Page<Item>> {
  const rows = await query
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(item), total: rows[0] ? Number(rows[0].total) : 0, page, pageSize };
}
