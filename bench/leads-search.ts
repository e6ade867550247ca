// Staff lead search and deep paging at scale, on PostgreSQL:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_search npx tsx bench/leads-search.ts
// Seeds 100k then 1M generated leads (realistic names, Canadian addresses, 2% abandoned partials) and
// measures p50/p95/p99 of GET /api/leads?q= for terms searched for the first time (a fresh term per
// request: nothing cached can help) and for repeated terms, of deep keyset pages, of the Unfinished view
// and of GET /api/leads/counts. Prints figures and the load average; never fails on time.
import { loadavg } from "node:os";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { users } from "../server/db/schema/index";
import { hashPassword } from "../server/modules/auth/password";
import { createSession, SESSION_COOKIE } from "../server/modules/auth/sessions.repository";

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error("Set BENCH_DATABASE_URL to an empty PostgreSQL database (it is wiped).");
const sizes = (process.env.BENCH_SIZES ?? "100000,1000000").split(",").map(Number);
const samples = Number(process.env.BENCH_SAMPLES ?? 100);

const database = await openDatabase({ driver: "postgres", url, poolSize: 4 });
await database.migrate();
if (!database.pool) throw new Error("PostgreSQL only");
const pool = database.pool;

const first = [
  "Olivia",
  "Liam",
  "Emma",
  "Noah",
  "Charlotte",
  "William",
  "Amelia",
  "Benjamin",
  "Sophia",
  "Lucas",
  "Chloé",
  "Félix",
  "Priya",
  "Arjun",
  "Mei",
  "Wei",
  "Fatima",
  "Omar",
  "Aiyana",
  "Nathan",
  "Isla",
  "Jacob",
  "Maya",
  "Ethan",
  "Zoé",
  "Gabriel",
  "Hannah",
  "Samuel",
  "Leah",
  "Daniel",
];
const last = [
  "Smith",
  "Brown",
  "Tremblay",
  "Martin",
  "Roy",
  "Wilson",
  "MacDonald",
  "Gagnon",
  "Johnson",
  "Taylor",
  "Côté",
  "Campbell",
  "Anderson",
  "Leblanc",
  "Lee",
  "Patel",
  "Singh",
  "Nguyen",
  "Chen",
  "Wong",
  "Thompson",
  "White",
  "Bouchard",
  "Gauthier",
  "Morin",
  "Young",
  "Fraser",
  "Stewart",
  "Ross",
  "Kaur",
];
const streets = [
  "Maple",
  "Oak",
  "King",
  "Queen",
  "Main",
  "Church",
  "Elm",
  "Pine",
  "Cedar",
  "Victoria",
  "Wellington",
  "Dundas",
  "Bloor",
  "Yonge",
  "Portage",
  "Jasper",
  "Granville",
  "Robson",
  "Sherbrooke",
  "Barrington",
];
const kinds = ["Street", "Avenue", "Road", "Drive", "Crescent", "Boulevard", "Lane", "Court"];
const cities = [
  ["Toronto", "ON"],
  ["Ottawa", "ON"],
  ["Mississauga", "ON"],
  ["Hamilton", "ON"],
  ["London", "ON"],
  ["Montréal", "QC"],
  ["Québec", "QC"],
  ["Laval", "QC"],
  ["Vancouver", "BC"],
  ["Surrey", "BC"],
  ["Victoria", "BC"],
  ["Calgary", "AB"],
  ["Edmonton", "AB"],
  ["Winnipeg", "MB"],
  ["Regina", "SK"],
  ["Saskatoon", "SK"],
  ["Halifax", "NS"],
  ["Moncton", "NB"],
  ["St. John's", "NL"],
  ["Charlottetown", "PE"],
];
const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`;

async function seedTo(total: number) {
  const { rows } = await pool.query<{ n: string }>("select count(*) n from leads");
  const have = Number(rows[0]?.n ?? 0);
  if (have >= total) return;
  const started = Date.now();
  const chunk = 100_000;
  for (let from = have; from < total; from += chunk) {
    const to = Math.min(total, from + chunk);
    await pool.query(`
      INSERT INTO leads (id, type, status, full_name, email, phone, address, city, province, postal_code, created_at, updated_at, submitted_at)
      SELECT 'lead_' || (1700000000000 + g) || '_' || substr(md5(g::text), 1, 9),
        CASE WHEN g % 3 = 0 THEN 'cash' ELSE 'realtor' END,
        CASE WHEN g % 5 = 0 THEN 'Partial' ELSE 'Contacted' END,
        f || ' ' || l,
        -- Every 50th lead is an abandoned partial (g % 50 = 0 is also g % 5 = 0: 'Partial'): no e-mail, no phone.
        CASE WHEN g % 50 = 0 THEN NULL ELSE lower(translate(f, 'éèôç', 'eeoc')) || '.' || lower(translate(l, 'éèôç', 'eeoc')) || g || '@example.com' END,
        CASE WHEN g % 50 = 0 THEN NULL ELSE '(' || (200 + g % 700) || ') 555-' || lpad((g % 10000)::text, 4, '0') END,
        (1 + g % 9999) || ' ' || s || ' ' || k,
        c, p,
        chr(65 + g % 26) || (g % 10) || chr(65 + (g / 7) % 26) || ' ' || (g % 10) || chr(65 + (g / 3) % 26) || ((g / 11) % 10),
        now() - (g || ' seconds')::interval, now(), now()
      FROM generate_series(${from + 1}, ${to}) g,
        LATERAL (SELECT (${arr(first)})[1 + (g * 7) % ${first.length}] f, (${arr(last)})[1 + (g * 13) % ${last.length}] l,
          (${arr(streets)})[1 + (g * 3) % ${streets.length}] s, (${arr(kinds)})[1 + g % ${kinds.length}] k,
          (${arr(cities.map(([c]) => c ?? ""))})[1 + (g * 17) % ${cities.length}] c,
          (${arr(cities.map(([, p]) => p ?? ""))})[1 + (g * 17) % ${cities.length}] p) x`);
  }
  await pool.query("ANALYZE leads");
  console.log(`seeded ${total - have} leads in ${((Date.now() - started) / 1000).toFixed(1)} s (total ${total})`);
}

const config = {
  ...loadConfig({ NODE_ENV: "production", DEMO: "false", LOG_LEVEL: "warn", PUBLIC_URL: "http://127.0.0.1" }),
};
const app = await buildApp(config, { database });
await app.ready();
const [staff] = await database.db
  .insert(users)
  .values({
    userType: "agent",
    role: "agent",
    email: `bench.${Date.now()}@example.com`,
    passwordHash: await hashPassword("bench-password"),
  })
  .returning();
if (!staff) throw new Error("could not create the bench user");
const cookie = `${SESSION_COOKIE}=${await createSession(database.db, staff.id, {})}`;

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
async function measure(label: string, next: (i: number, prevLink?: string) => string, warmUp = 5) {
  const times: number[] = [];
  const slowest: [number, string][] = [];
  let link: string | undefined;
  for (let i = 0; i < samples + warmUp; i++) {
    const t0 = performance.now();
    const url = next(i, link);
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    link = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
    if (i >= warmUp) times.push(ms);
    slowest.push([ms, url]);
  }
  const fmt = (p: number) => `p${p} ${pct(times, p).toFixed(1).padStart(6)} ms`;
  console.log(`  ${label.padEnd(48)} ${fmt(50)}   ${fmt(95)}   ${fmt(99)}`);
  if (process.env.BENCH_SLOWEST) {
    for (const [ms, url] of slowest.sort((a, b) => b[0] - a[0]).slice(0, 5))
      console.log(`      ${ms.toFixed(1)} ms ${url}`);
  }
}

/**
 * Terms staff might type, each used once: prefixes (3 letters and up) of cities with and without their
 * accents, first and last names and streets (common: thousands of matches), then rare ones: street
 * numbers with a street, phone digits, postal codes with and without the space, e-mail parts.
 */
function freshTerms(count: number, size: number): string[] {
  const words = [...cities.map(([c]) => c ?? ""), ...first, ...last, ...streets];
  const plain = (w: string) => w.normalize("NFKD").replace(/\p{M}/gu, "");
  const common = new Set<string>();
  for (const w of words)
    for (const form of [w, plain(w), w.toUpperCase()])
      for (let n = 3; n <= form.length; n++) common.add(form.slice(0, n));
  const rare: string[] = [];
  for (let i = 0; rare.length < count; i++) {
    const g = 1 + ((i * 7919 + 13) % size);
    const postal = `${String.fromCharCode(65 + (g % 26))}${g % 10}${String.fromCharCode(65 + (Math.floor(g / 7) % 26))}`;
    const tail = `${g % 10}${String.fromCharCode(65 + (Math.floor(g / 3) % 26))}${Math.floor(g / 11) % 10}`;
    rare.push(
      `${1 + (g % 9999)} ${streets[(g * 3) % streets.length]?.toLowerCase()}`,
      `${200 + (g % 700)}555${String(g % 10000).padStart(4, "0")}`,
      i % 2 ? `${postal}${tail}`.toLowerCase() : `${postal} ${tail}`,
      `.${last[(g * 13) % last.length]?.toLowerCase()}${g}@`,
    );
  }
  const mixed: string[] = [];
  const commonList = [...common];
  for (let i = 0; mixed.length < count; i++) {
    const c = commonList[i];
    if (c) mixed.push(c);
    const r = rare[i];
    if (r) mixed.push(r);
  }
  return mixed.slice(0, count);
}

/**
 * A server's working set lives in memory: read the table and its indexes into the caches once, so a
 * "first-time" term measures the query, not the disk (pg_prewarm, when the server has it).
 */
async function prewarm() {
  try {
    await pool.query("CREATE EXTENSION IF NOT EXISTS pg_prewarm");
    await pool.query(
      "SELECT pg_prewarm(c.oid::regclass) FROM pg_class c WHERE c.oid = 'leads'::regclass OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'leads'::regclass)",
    );
  } catch (error) {
    console.log(`  (no pg_prewarm: ${(error as Error).message}; first requests read from disk)`);
  }
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

for (const size of sizes) {
  await seedTo(size);
  await prewarm();
  console.log(`\nGET /api/leads at ${size.toLocaleString("en-CA")} leads (${samples} requests each, limit 20):`);
  console.log(`  load average before: ${load()}`);
  const terms = freshTerms(samples * 3, size);
  const used = new Set<string>();
  const fresh = (offset: number) => (i: number) => {
    const term = terms[offset + i] ?? "";
    if (used.has(term)) throw new Error(`term used twice: ${term}`);
    used.add(term);
    return `/api/leads?limit=20&q=${encodeURIComponent(term)}`;
  };
  // A running server's pool connections are warm: open them (no search term, so no term is helped).
  for (let i = 0; i < 20; i++) await app.inject({ method: "GET", url: "/api/leads?limit=20", headers: { cookie } });
  await measure("first-time terms, mixed common and rare", fresh(0), 0);
  await measure("first-time terms, all tabs (type=cash)", (i) => `${fresh(samples)(i)}&type=cash`, 0);
  await measure("first-time terms, Unfinished view", (i) => `${fresh(samples * 2)(i)}&view=unfinished`, 0);
  await measure("repeated term (city 'montreal', no accent)", () => "/api/leads?limit=20&q=montreal");
  await measure("repeated term (phone digits '5550100')", () => "/api/leads?limit=20&q=5550100");
  await measure("GET /api/leads/counts", () => "/api/leads/counts");
  await measure("Unfinished view, first page", () => "/api/leads?limit=20&view=unfinished");
  await measure(
    "rare term (unique e-mail part)",
    (i) => `/api/leads?limit=20&q=${encodeURIComponent(`.${1000 + i * 97}@`)}`,
  );
  await measure(
    "rare term (name + number)",
    (i) => `/api/leads?limit=20&q=${encodeURIComponent(`smith${(i * 7919) % size}@`)}`,
  );
  await measure("common term (city 'toronto')", () => "/api/leads?limit=20&q=toronto");
  await measure("common term (name 'smith')", () => "/api/leads?limit=20&q=smith");
  await measure("first page, no filter", () => "/api/leads?limit=20");
  await measure("deep keyset pages (following Link)", (_i, link) => link ?? "/api/leads?limit=20");
  await measure("deep keyset pages, type=cash", (_i, link) => link ?? "/api/leads?limit=20&type=cash");
  console.log(`  load average after: ${load()}`);
}
await app.close();
await database.close();
