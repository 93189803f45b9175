import type { SQL } from "drizzle-orm";

/**
 * Deep pages from the nearer end. The lists take `limit` and `offset` (the clients of requirements
 * §7 and the web app page that way), and an offset costs the index entries it skips: the last page
 * of 100,000 products would skip 99,975 of them. A page past the middle is instead read in the
 * opposite order from the other end, skipping only what lies after it, and put back in order.
 */

/**
 * What a caller already knows of a list: its total, when a streamed answer's later batches
 * read on in the list whose first batch counted it (http/json-list-stream.ts), so that no
 * batch counts it again.
 */
export interface KnownTotal {
  total?: number | undefined;
}

/** Counts the list, unless its total is already known. */
export function countUnlessKnown(
  known: KnownTotal | undefined,
  count: () => Promise<number>,
): () => Promise<number> {
  const total = known?.total;
  return total === undefined ? count : () => Promise.resolve(total);
}

/** From this offset on, the list's total is counted before the page, to pick the end. */
export const DEEP_OFFSET = 1000;

export interface PageWindow {
  limit: number;
  offset: number;
  /** Read in the opposite order (the rows found come last first). */
  reversed: boolean;
}

/** The window that reads rows offset..offset+limit of `total`; undefined when it is empty. */
export function nearerEnd(total: number, limit: number, offset: number): PageWindow | undefined {
  if (offset >= total) return undefined;
  if (offset <= total / 2) return { limit, offset, reversed: false };
  const count = Math.min(limit, total - offset);
  return { limit: count, offset: total - offset - count, reversed: true };
}

/**
 * The page of a list whose total is counted anyway: shallow pages run both at once, deep
 * ones count first and read from the nearer end. `readWindow` answers the rows in list order.
 */
export async function pageFromNearerEnd<Row>(
  page: { limit: number; offset: number },
  countTotal: () => Promise<number>,
  readWindow: (window: PageWindow) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  if (page.offset < DEEP_OFFSET) {
    const [rows, total] = await Promise.all([
      readWindow({ ...page, reversed: false }),
      countTotal(),
    ]);
    return { rows, total };
  }
  const total = await countTotal();
  const window = nearerEnd(total, page.limit, page.offset);
  if (!window) return { rows: [], total };
  return { rows: await readWindow(window), total };
}

/** A sorted list query that can still skip its first rows. */
export interface SortedRows<Row> extends PromiseLike<Row[]> {
  offset(offset: number): PromiseLike<Row[]>;
}

/**
 * A list's rows and total, read by keys: without a limit every row from `offset` on in one
 * sorted pass beside the count; with one, the page's keys found from the sort's index
 * (`pageCondition` answers the condition that picks them) and only those rows read, from the
 * nearer end when deep. `sortedRows` reads the rows a condition picks, in list order.
 */
export async function keyedListPage<Row>(
  options: { limit?: number | undefined; offset?: number | undefined },
  countTotal: () => Promise<number>,
  where: SQL | undefined,
  sortedRows: (condition: SQL | undefined) => SortedRows<Row>,
  pageCondition: (window: PageWindow) => SQL,
): Promise<{ rows: Row[]; total: number }> {
  if (options.limit === undefined) {
    const all = sortedRows(where);
    const [rows, total] = await Promise.all([
      options.offset === undefined ? all : all.offset(options.offset),
      countTotal(),
    ]);
    return { rows, total };
  }
  const page = { limit: options.limit, offset: options.offset ?? 0 };
  return pageFromNearerEnd(page, countTotal, async (window) => sortedRows(pageCondition(window)));
}
