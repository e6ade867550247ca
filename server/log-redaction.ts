/**
 * What may reach a log line about an error: its type, code and status, and a message and stack with
 * the values taken out. A failed query's parameters (drizzle puts them in the message and in `params`),
 * a driver's `detail` ("Key (email)=(...)"), quoted values and e-mail addresses never do.
 */

const emailPattern = /[^\s"'<>()@,;:]+@[^\s"'<>()@,;:]+\.[A-Za-z]{2,}/g;
/**
 * Backstop for paths no route matched (mistyped or made-up addresses): a segment holding a run of 22+
 * base64url characters (the length of our shortest token) is masked whole, whatever follows it (`.ics`).
 */
const tokenSegment = /\/[^/]*[A-Za-z0-9_-]{22,}[^/]*/g;
const MASK = "[token]";

/**
 * Route parameters that are never secrets (serial ids, languages, public slugs and file names). Every
 * other parameter is masked in request logs: a guide or unsubscribe `:token`, a calendar feed `:file`, and
 * any parameter a new route adds until it is named here.
 */
const publicParams: ReadonlySet<string> = new Set(["id", "taskId", "deliveryId", "locale", "slug", "key", "name", "*"]);

/** Pages the client routes (no server route) whose address holds a secret: the personal guide reader. */
const secretPages = ["/sellers-guide/:token", "/fr/sellers-guide/:token"];

function paramNames(patternSegment: string): string[] {
  if (patternSegment === "*") return ["*"];
  return [...patternSegment.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

const isSecretSegment = (patternSegment: string) => paramNames(patternSegment).some((n) => !publicParams.has(n));

/**
 * `segments` with those under a secret parameter of `pattern` masked, or undefined when they do not line
 * up (`literal`: the pattern's fixed segments must match too, for page patterns that routed nothing).
 */
function maskAlong(segments: string[], pattern: string, literal: boolean): string[] | undefined {
  const parts = pattern.split("/");
  if (parts.length !== segments.length) return undefined;
  const out: string[] = [];
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] as string;
    if (part.includes(":") || part === "*") out.push(isSecretSegment(part) && segment !== "" ? MASK : segment);
    else if (literal && part !== segment) return undefined;
    else out.push(segment);
  }
  return out;
}

/** What the logger needs of a request: its raw URL and, when a route matched, its pattern and parameters. */
export interface LoggedRequest {
  url: string;
  routeOptions?: { url?: string };
  params?: unknown;
}

/**
 * The path of a request as request logs show it: the query string dropped (it may hold a search term or
 * an e-mail), and the value of every secret route parameter replaced. A routed request is masked by its
 * route's parameters; one that matched no route by the secret pages, then by the token backstop.
 */
export function requestLogPath(request: LoggedRequest): string {
  const path = request.url.split("?")[0] ?? "";
  const route = request.routeOptions?.url;
  const routed = route ? maskAlong(path.split("/"), route, false) : undefined;
  if (routed) return routed.join("/");
  // No route, or one whose segments do not line up (a wildcard, such as the built client's `/*`): take
  // the secret values out wherever they are, then mask the secret pages, then anything token-like.
  let out = path;
  for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
    if (publicParams.has(name) || typeof value !== "string" || value === "") continue;
    for (const form of new Set([value, encodeURIComponent(value), encodeURI(value)])) out = out.split(form).join(MASK);
  }
  const segments = out.split("/");
  for (const page of secretPages) {
    const masked = maskAlong(segments, page, true) ?? maskAlong(segments, `${page}/`, true);
    if (masked) return masked.join("/");
  }
  return redactPath(out);
}

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

/** A path with its secret-looking segments replaced: the backstop for paths no route matched. */
export function redactPath(path: string): string {
  return path.replace(tokenSegment, `/${MASK}`);
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
