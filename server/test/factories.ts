import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/client";
import { leads } from "../db/schema/index";
import { hashPassword } from "../modules/auth/password";
import { insertUser, type NewUserRow, type UserRow } from "../modules/auth/users.repository";
import { toE164 } from "../modules/leads/phone";

export const TEST_PASSWORD = "correct-horse-42";
const hashes = new Map<string, Promise<string>>();
/** Hashing is deliberately slow; tests reuse one hash per password. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${randomBytes(4).toString("hex")}@example.test`;
}

export async function createUser(
  db: Database,
  overrides: Partial<Omit<NewUserRow, "passwordHash">> & { password?: string } = {},
): Promise<UserRow> {
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const isClient = rest.userType === "client";
  return insertUser(db, {
    userType: "agent",
    role: isClient ? null : "agent",
    email: uniqueEmail(rest.role ?? rest.userType ?? "agent"),
    firstName: isClient ? null : "Test",
    lastName: isClient ? null : "Agent",
    fullName: isClient ? "Test Client" : null,
    ...rest,
    passwordHash: await cachedHash(password),
  });
}

export function newLeadId(): string {
  return `lead_${Date.now()}_${randomBytes(5).toString("hex").slice(0, 9)}`;
}

export async function createLead(db: Database, overrides: Partial<typeof leads.$inferInsert> = {}) {
  const phone = overrides.phone === undefined ? "(416) 555-0123" : overrides.phone;
  const [row] = await db
    .insert(leads)
    .values({
      // What capture and edits store beside the phone (decision 019).
      phoneE164: toE164(phone),
      id: newLeadId(),
      type: "realtor",
      status: "Contacted",
      fullName: "Sam Example",
      email: uniqueEmail("seller"),
      phone: "(416) 555-0123",
      address: "12 Maple Avenue",
      city: "Toronto",
      province: "ON",
      postalCode: "M4C 1A1",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export const sameOrigin = { origin: "http://portal.test" };

/** Signs in through the real endpoint and returns the Cookie header to send with later requests. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  endpoint: "/api/login" | "/api/client/login" = "/api/login",
): Promise<string> {
  const res = await app.inject({ method: "POST", url: endpoint, headers: sameOrigin, payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "sp_session");
  if (!cookie) throw new Error("no session cookie");
  return `sp_session=${cookie.value}`;
}

/**
 * Every page of a staff lead list from `url`, following its `Link: rel="next"`: the lead ids in order and
 * the first page's X-Total-Count. Each page must answer 200.
 */
export async function followLeadPages(
  app: FastifyInstance,
  url: string,
  cookie: string,
): Promise<{ ids: string[]; total?: string }> {
  const ids: string[] = [];
  let total: string | undefined;
  for (let next: string | undefined = url; next; ) {
    const res: Awaited<ReturnType<FastifyInstance["inject"]>> = await app.inject({
      method: "GET",
      url: next,
      headers: { cookie },
    });
    if (res.statusCode !== 200) throw new Error(`${next}: ${res.statusCode} ${res.body}`);
    total ??= res.headers["x-total-count"] as string | undefined;
    ids.push(...res.json<{ id: string }[]>().map((lead) => lead.id));
    next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
  }
  return { ids, total };
}

/** A cash lead's `/api/v1` body for a seller named `name` (the fleet and outage tests post it from several processes). */
export function apiFinalLead(name: string, street: string) {
  return {
    id: newLeadId(),
    leadSecret: randomBytes(18).toString("base64url"),
    leadType: "cash",
    name,
    email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.test`,
    phone: "(604) 555-0150",
    street,
    city: "Vancouver",
    province: "BC",
  };
}
