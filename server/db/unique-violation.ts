/** PostgreSQL's unique_violation; the same code on PGlite and node-postgres. */
const UNIQUE_VIOLATION = "23505";

/**
 * Whether `error` (or an error it wraps: Drizzle puts the driver's error in `cause`) is a unique
 * violation, i.e. a concurrent request wrote the same key first.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
