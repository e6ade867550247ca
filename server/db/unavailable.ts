/**
 * SQLSTATE classes and codes that mean "the database is not there right now", not "this request is wrong":
 * 08 connection exceptions, 57P01-57P03 (terminated by an administrator or a shutdown, starting up), 53300
 * (too many connections).
 */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket errors of a connection that never opened or was cut. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
/** node-postgres and pg-pool say these in words only. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
  "Connection terminated due to connection timeout",
];

/**
 * Whether `error` (or an error it wraps: Drizzle puts the driver's error in `cause`) says the database
 * could not be reached or dropped the connection. Such a request answers 503 with Retry-After (decision
 * 044): trying again in a moment can succeed, and nothing it wrote was committed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code)))
      return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
