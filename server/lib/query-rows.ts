/**
 * The rows of a raw `db.execute(sql...)` result. Drizzle types that result by driver (PGlite's `Results`,
 * node-postgres' `QueryResult`), both of which carry `rows`; this reads them once, checked, instead of a cast
 * at every call. `Row` is what the statement selects: the caller names it, as it would in a cast.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown } | null | undefined)?.rows;
  if (!Array.isArray(rows)) throw new TypeError("a database result without rows");
  return rows as Row[];
}

/** The first row of a raw result, or undefined when it has none. */
export const firstRowOf = <Row>(result: unknown): Row | undefined => rowsOf<Row>(result)[0];
