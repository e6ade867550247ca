/**
 * Errors that bad input can still raise below the schemas (a backstop: the contract's safe text and
 * bounded ids refuse such input first). Each maps to a 400, never to a 5xx or an error log line.
 */

/** The PostgreSQL SQLSTATE of an error or of one of its causes (drizzle wraps the driver's error). */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && /^[0-9]/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Class 22 (data exception: invalid text representation, untranslatable character, numeric value out of
 * range, string data right truncation, invalid datetime...) and 54000 (program limit exceeded, such as an
 * index row too large): the value sent was wrong, not the server.
 */
export function isDataError(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && (state.startsWith("22") || state === "54000");
}

/** The multipart parser's (busboy's) errors for a body without a boundary, cut short or malformed. */
const multipartMessages = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of (multipart data|form)$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  /^The needle cannot have a length bigger than 256\.$/,
  /^Unsupported Content-Type/,
];

export function isMultipartParseError(error: { message?: string }, contentType: string | undefined): boolean {
  if (!contentType?.toLowerCase().startsWith("multipart/")) return false;
  const message = error.message ?? "";
  return multipartMessages.some((pattern) => pattern.test(message));
}
