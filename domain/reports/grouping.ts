/** Ordering report rows and merging repeated grouping values into one tall cell. */

export type ReportRow = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return text(a).localeCompare(text(b), 'en-GB', { numeric: true });
}

/** Rows ordered by the grouping fields, outermost first; ties keep their order, so rows of one group stay together. */
export function sortForGrouping<T extends ReportRow>(rows: readonly T[], groupingfields: readonly string[]): T[] {
  return [...rows].sort((a, b) => {
    for (const field of groupingfields) {
      const order = compareValues(a[field], b[field]);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** Rows ordered by one column (a heading clicked); ties keep their order. */
export const sortRows = <T extends ReportRow>(rows: readonly T[], field: string, descending: boolean): T[] =>
  [...rows].sort((a, b) => (descending ? -1 : 1) * compareValues(a[field], b[field]));

/**
 * The row span of each grouping cell: n on the first row of a run of n rows sharing this field's
 * value and every earlier grouping field's value, 0 on the rows it covers. Fields outside the
 * grouping are absent (span 1). A site repeated under two customers therefore stays two cells.
 */
export function mergeSpans(rows: readonly ReportRow[], groupingfields: readonly string[]): Record<string, number>[] {
  const spans: Record<string, number>[] = rows.map(() => ({}));
  groupingfields.forEach((field, depth) => {
    const key = (row: ReportRow) => JSON.stringify(groupingfields.slice(0, depth + 1).map((f) => text(row[f])));
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      if (i < rows.length && key(rows[i]) === key(rows[start])) {
        spans[i][field] = 0;
        continue;
      }
      spans[start][field] = i - start;
      start = i;
    }
  });
  return spans;
}
