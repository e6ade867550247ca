import fc from "fast-check";

/**
 * Generators of hostile HTTP requests for the fuzz test: NUL characters, lone surrogates, huge and
 * out-of-range numbers, wrong types, deep nesting, 1 MB strings, malformed JSON and multipart.
 * Every generated string starts with a per-request marker (`fz{n}x`), so that the test can find in the
 * database anything a request left behind.
 */

export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Strings with no marker: they go where only a fixed vocabulary fits (ids, enum-like params). */
const nastyFragments = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udc00y",
  "\ud83d",
  "\u202e",
  "\ufeff",
  "' OR 1=1 --",
  '"; drop table users; --',
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "../../etc/passwd",
  "{{7*7}}<%= 7*7 %>",
  "=1+1",
  "x;=HYPERLINK(1)",
  "%00",
  "\r\nSet-Cookie: x=1",
  "é\u0301ü😀",
  " ",
  "",
];

const hugeNumbers = [2147483648, -2147483649, 1e308, -1e308, 5e-324, -1, 0, 0.5, -0, 4294967296, 1e21];

/** A string value: marker plus something hostile (sometimes something plausible, to get past the first check). */
export const hostileString = (marker: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...nastyFragments).map((s) => `${marker}${s}`) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: "binary" }).map((s) => `${marker}${s}`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom("Sam Example", "a@b.co", "2030-01-01T00:00:00Z").map((s) => `${marker}${s}`),
    },
    { weight: 1, arbitrary: fc.constant(`${marker}@fuzz.test`) },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 70_000 }).map((n) => `${marker}${"A".repeat(n)}`) },
    // Just under the 1 MB body limit, so it reaches validation.
    { weight: 1, arbitrary: fc.constant(`${marker}${"x".repeat(1_000_000)}`) },
  );

/** Any JSON value, hostile: wrong types, huge numbers, deep nesting. */
export const hostileValue = (marker: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: hostileString(marker) },
    { weight: 2, arbitrary: fc.constantFrom(...hugeNumbers) },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.array(hostileString(marker), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("a", "__proto__", "constructor"), hostileString(marker)) },
    // Deep nesting, spliced in as text by `toJson` (JSON.stringify itself would overflow the stack).
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 5000 }).map((depth) => `FZDEEP${depth}FZ`) },
  );

/** JSON text of a body, with every deep-nesting token replaced by that many nested objects and arrays. */
export function toJson(body: unknown, marker: string): string {
  return JSON.stringify(body).replace(/"FZDEEP(\d+)FZ"/g, (_m, depth: string) => {
    const n = Number(depth);
    return `${'{"a":['.repeat(n)}"${marker}deep"${"]}".repeat(n)}`;
  });
}

/** Field names worth trying on every route, beside the route's own. */
const commonKeys = ["id", "email", "password", "name", "leadId", "content", "title", "topic", "q", "slug", "token"];

/** A JSON body: the route's own field names (and a few common ones) with hostile values. */
export const hostileBody = (marker: string, keys: string[]) =>
  fc
    .subarray([...new Set([...keys, ...commonKeys])], { minLength: 1 })
    .chain((chosen) => fc.tuple(...chosen.map((k) => fc.tuple(fc.constant(k), hostileValue(marker)))))
    .map((entries) => Object.fromEntries(entries));

/** Bodies that are not JSON at all, or JSON that a parser may choke on. */
const malformedJson = (marker: string) =>
  fc.constantFrom(
    '{"a":',
    '{"a":1}}',
    "[",
    "nul",
    "\u0000",
    `{"email":"${marker}\\ud800"}`,
    `{"name":"${marker}\\u0000"}`,
    '{"id":1e400,"limit":-1e400}',
    `${"[".repeat(20_000)}${"]".repeat(20_000)}`,
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    `"${marker}"`,
    "12345678901234567890123456789",
    "\ufeff{}",
  );

/** Multipart bodies: fine, without a boundary, cut short, with an absurd boundary. */
const multipart = (marker: string) =>
  fc.constantFrom(
    {
      type: "multipart/form-data; boundary=fz",
      body: `--fz\r\nContent-Disposition: form-data; name="image"; filename="${marker}.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--fz--\r\n`,
    },
    {
      type: "multipart/form-data",
      body: `--fz\r\nContent-Disposition: form-data; name="image"\r\n\r\nx\r\n--fz--\r\n`,
    },
    {
      type: "multipart/form-data; boundary=fz",
      body: `--fz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc`,
    },
    { type: `multipart/form-data; boundary=${"b".repeat(300)}`, body: `--${"b".repeat(300)}\r\n\r\n` },
    { type: "multipart/form-data; boundary=fz", body: "--fz\r\nbroken header line\r\n\r\nx\r\n--fz--\r\n" },
    { type: "multipart/form-data; boundary=fz", body: "" },
    { type: "application/x-www-form-urlencoded", body: `name=${encodeURIComponent(marker)}%00&email=%ED%A0%80` },
    { type: "text/plain", body: `${marker}\u0000` },
  );

/** Path parameter values, already URL-encoded (a lone surrogate cannot be encoded, so it comes as raw bytes). */
const hostileParam = (valid: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...valid) },
    {
      weight: 7,
      arbitrary: fc.constantFrom(
        "%00",
        "ab%00cd",
        "%ED%A0%80",
        "%C0%AF",
        "%",
        "2147483648",
        "2147483647",
        "99999999999999999999999",
        "-1",
        "0",
        "1.5",
        "1e3",
        "NaN",
        "abc",
        "lead_1700000000000_abc%00",
        "..%2F..%2Fetc%2Fpasswd",
        "a".repeat(3000),
        "%F0%9F%A7%AA",
        "null",
      ),
    },
  );

/** A query string: the route's own keys (and common ones) with hostile, URL-encoded values. */
const hostileQuery = (marker: string, keys: string[]) =>
  fc
    .subarray([...new Set([...keys, "q", "limit", "cursor", "type", "status", "completed"])], { minLength: 0 })
    .chain((chosen) =>
      fc.tuple(
        ...chosen.map((k) =>
          fc.tuple(
            fc.constant(k),
            fc.oneof(
              hostileString(marker)
                .map((s) => (s.length > 5000 ? s.slice(0, 5000) : s))
                .map(safeEncode),
              fc.constantFrom("%00", "ab%00cd", "%ED%A0%80", "2147483648", "-1", "1e400", "%", "a&b=c"),
            ),
          ),
        ),
      ),
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("&"));

/** encodeURIComponent, with lone surrogates sent as the raw (invalid UTF-8) bytes they would be. */
function safeEncode(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      return "%ED%A0%80";
    }
  });
}

export interface RouteUnderTest {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

/** One hostile request to one route. */
export function hostileRequest(
  route: RouteUnderTest,
  marker: string,
  validParams: Record<string, string[]>,
): fc.Arbitrary<HostileRequest> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? "");
  const wildcard = route.url.endsWith("*");
  const params = fc.tuple(...paramNames.map((name) => hostileParam(validParams[name] ?? ["1"])));
  const wildcardPath = fc.constantFrom(
    "",
    "%00",
    "a%00b",
    "%ED%A0%80",
    "guides/%00",
    "..%2F..%2Fetc",
    "x".repeat(2000),
  );
  const bodyKind = ["GET", "HEAD", "DELETE"].includes(route.method)
    ? fc.constantFrom("none" as const)
    : fc.constantFrom(
        "json" as const,
        "json" as const,
        "json" as const,
        "malformed" as const,
        "multipart" as const,
        "none" as const,
      );
  return fc
    .record({
      params,
      wildcardPath,
      query: fc.option(hostileQuery(marker, route.queryKeys), { freq: 2 }),
      bodyKind,
      body: hostileBody(marker, route.bodyKeys),
      malformed: malformedJson(marker),
      multipart: multipart(marker),
    })
    .map(({ params: values, wildcardPath: rest, query, bodyKind: kind, body, malformed, multipart: mp }) => {
      let path = route.url;
      paramNames.forEach((name, i) => {
        path = path.replace(`:${name}`, values[i] ?? "");
      });
      if (wildcard) path = path.replace(/\*$/, rest);
      const url = query ? `${path}?${query}` : path;
      const headers: Record<string, string> = { origin: "http://portal.test" };
      if (kind === "json")
        return {
          method: route.method,
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: toJson(body, marker),
        };
      if (kind === "malformed")
        return {
          method: route.method,
          url,
          headers: { ...headers, "content-type": "application/json" },
          payload: malformed,
        };
      if (kind === "multipart")
        return {
          method: route.method,
          url,
          headers: { ...headers, "content-type": mp.type },
          payload: Buffer.from(mp.body, "latin1"),
        };
      return { method: route.method, url, headers };
    });
}
