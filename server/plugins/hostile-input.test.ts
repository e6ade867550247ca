import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { users } from "../db/schema/index";
import { seedGuides } from "../db/seed/guides";
import { createSession } from "../modules/auth/sessions.repository";
import { buildTestApp, type TestApp } from "../test/build-test-app";
import { createLead, createUser } from "../test/factories";
import { hostileRequest, type RouteUnderTest } from "../test/hostile-requests";
import type { RouteAccess } from "./access";

/**
 * Walks every route of the route table as every role with generated hostile requests (NUL, lone
 * surrogates, huge numbers, wrong types, deep nesting, 1 MB strings, malformed JSON and multipart):
 * no answer is a 5xx, every API error is {message, code} JSON, nothing a rejected request sent is
 * stored, and no log line holds a password hash, a session token or an e-mail address.
 */

const MIN_REQUESTS = 5000;
const PLACEHOLDER = "FZMARK";
const roles = ["signed out", "client", "agent", "manager", "admin"] as const;
type Role = (typeof roles)[number];

let t: TestApp;
const userIds: Partial<Record<Exclude<Role, "signed out">, number>> = {};
const validParams: Record<string, string[]> = {};

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_LEADS_PER_MINUTE: "1000000", RATE_LIMIT_GUIDES_PER_MINUTE: "1000000" });
  await seedGuides(t.db);
  userIds.client = (await createUser(t.db, { userType: "client", role: null })).id;
  userIds.agent = (await createUser(t.db, { role: "agent" })).id;
  userIds.manager = (await createUser(t.db, { role: "manager" })).id;
  userIds.admin = (await createUser(t.db, { role: "admin" })).id;
  const lead = await createLead(t.db);
  validParams.id = ["1", String(userIds.agent), lead.id];
  validParams.slug = ["pricing-strategy"];
  validParams.token = ["A".repeat(32)];
  validParams.taskId = ["1"];
  validParams.name = [`${"0".repeat(32)}.png`];
  validParams.key = ["house-1.svg"];
});
afterAll(() => t.close());

/** The field names of a zod object schema (through pipes and wrappers), to aim hostile values at. */
function keysOf(schema: unknown): string[] {
  let current = schema as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown; innerType?: unknown } } };
  for (let i = 0; i < 5 && current; i++) {
    if (current.shape && typeof current.shape === "object") return Object.keys(current.shape);
    current = (current._zod?.def?.in ?? current._zod?.def?.innerType) as typeof current;
  }
  return [];
}

/** A fresh session for a role, its user active again with its role (a fuzzed request may change either). */
async function cookieFor(role: Role): Promise<string | undefined> {
  if (role === "signed out") return undefined;
  const id = userIds[role] as number;
  await t.db
    .update(users)
    .set({ isActive: true, role: role === "client" ? null : role })
    .where(sql`${users.id} = ${id}`);
  return `sp_session=${await createSession(t.db, id, {})}`;
}

it("answers every hostile request to every route, as every role, without a 5xx, and stores nothing it refused", async () => {
  const table: RouteAccess[] = t.app.routeTable;
  const routes: RouteUnderTest[] = table.map((r) => ({
    method: r.method,
    url: r.url,
    bodyKeys: keysOf((r.schema as { body?: unknown } | undefined)?.body),
    queryKeys: keysOf((r.schema as { querystring?: unknown } | undefined)?.querystring),
  }));
  const groups = routes.length * roles.length;
  const runsPerGroup = Math.ceil(MIN_REQUESTS / groups) + 1;

  let count = 0;
  const accepted = new Set<string>();
  const failures: string[] = [];
  const sessionTokens: string[] = [];
  const started = Date.now();

  for (const route of routes) {
    for (const role of roles) {
      // An open event stream never ends by itself; its own tests cover it (events.routes.test.ts).
      if (route.url === "/api/events" && role !== "signed out" && role !== "client") continue;
      const cookie = await cookieFor(role);
      if (cookie) sessionTokens.push(cookie.slice("sp_session=".length));
      await fc.assert(
        fc.asyncProperty(hostileRequest(route, PLACEHOLDER, validParams), async (request) => {
          count++;
          const marker = `fz${count}x`;
          const url = request.url.replaceAll(PLACEHOLDER, marker);
          const payload =
            typeof request.payload === "string"
              ? request.payload.replaceAll(PLACEHOLDER, marker)
              : request.payload
                ? Buffer.from(request.payload.toString("latin1").replaceAll(PLACEHOLDER, marker), "latin1")
                : undefined;
          const res = await t.app.inject({
            method: request.method as "GET",
            url,
            headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
            payload,
          });
          const where = `${role} ${request.method} ${url.slice(0, 120)} -> ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
          if (res.statusCode < 400) accepted.add(marker);
          if (res.statusCode >= 400 && url.startsWith("/api/")) {
            let body: { message?: unknown; code?: unknown } | undefined;
            try {
              body = res.json();
            } catch {
              body = undefined;
            }
            if (typeof body?.message !== "string" || typeof body?.code !== "string") {
              failures.push(`${where}: error body is not {message, code}: ${res.body.slice(0, 120)}`);
            }
          }
          return true;
        }),
        { numRuns: runsPerGroup, seed: 15_015 + count },
      );
    }
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `hostile-input fuzz: ${count} requests over ${routes.length} routes x ${roles.length} roles in ${seconds.toFixed(1)} s (${accepted.size} accepted)`,
  );
  expect(failures.slice(0, 20)).toEqual([]);
  expect(count).toBeGreaterThanOrEqual(MIN_REQUESTS);

  // Nothing from a refused request is stored: every marker in the database belongs to an accepted one.
  const tables = await t.database.query<{ table_name: string }>(
    {
      name: "fuzz_tables",
      text: "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    },
    [],
  );
  const stored = new Set<string>();
  for (const { table_name } of tables) {
    const rows = await t.database.query<{ row: string }>(
      { name: `fuzz_dump_${table_name}`, text: `select t::text as row from "${table_name}" t` },
      [],
    );
    for (const { row } of rows) for (const m of row.matchAll(/fz\d+x/g)) stored.add(m[0]);
  }
  const fromRefused = [...stored].filter((m) => !accepted.has(m));
  expect(fromRefused).toEqual([]);

  // No log line holds a password hash, a session token or an e-mail address (all test addresses end .test).
  const logs = t.logs();
  const hashes = (await t.db.select({ hash: users.passwordHash }).from(users)).map((u) => u.hash);
  for (const hash of hashes) expect(logs).not.toContain(hash);
  for (const token of sessionTokens) expect(logs).not.toContain(token);
  expect(logs).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.test/);
  expect(logs).not.toMatch(/"level":50/);
}, 900_000);
