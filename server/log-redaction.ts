/**
 * What may reach a log line about an error: its type, code and status, and a message and stack with
 * the values taken out. A failed query's parameters (drizzle puts them in the message and in `params`),
 * a driver's `detail` ("Key (email)=(...)"), quoted values and e-mail addresses never do.
 */

const emailPattern = /[^\s"'<>()@,;:]+@[^\s"'<>()@,;:]+\.[A-Za-z]{2,}/g;
/** Opaque secrets in paths: session, guide, unsubscribe and lead tokens are 22+ base64url characters. */
const tokenSegment = /\/[A-Za-z0-9_-]{22,}(?=\/|$)/g;

function redactLine(line: string): string {
  // The SQL text holds placeholders only; keep it for debugging.
  if (/^\s*(\w+: )?Failed query:/.test(line) || /^\s+at /.test(line)) return line.replace(emailPattern, "[email]");
  return line.replace(/"[^"\n]*"/g, '"[redacted]"').replace(emailPattern, "[email]");
}

/** A message or stack with query parameters, quoted values and e-mail addresses removed. */
export function redactText(text: string): string {
  const withoutParams = text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [redacted]");
  return withoutParams.split("\n").map(redactLine).join("\n");
}

/** A path with its secret-looking segments replaced, for request logs. */
export function redactPath(path: string): string {
  return path.replace(tokenSegment, "/[token]");
}

export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  routine?: string;
  cause?: SerializedError;
}

/** An allow-list error serializer: only the fields named here are written. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== "object") return { type: typeof error, message: redactText(String(error)), stack: "" };
  const e = error as Record<string, unknown>;
  const out: SerializedError = {
    type: (error as { constructor?: { name?: string } }).constructor?.name ?? "Error",
    message: redactText(String(e.message ?? "")),
    stack: typeof e.stack === "string" ? redactText(e.stack) : "",
  };
  if (typeof e.code === "string" || typeof e.code === "number") out.code = e.code;
  if (typeof e.statusCode === "number") out.statusCode = e.statusCode;
  if (typeof e.routine === "string") out.routine = e.routine;
  if (e.cause && depth < 3) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
