import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadConversations, leads } from "../../db/schema/index";
import { firstRowOf } from "../../lib/query-rows";
import { replyAddress } from "../../lib/reply-address";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { testDriver } from "../../test/test-database";
import { updateLead } from "../leads/lead-records.service";
import { reassignIdleLeads } from "../pools/reassign";

// An agent's inbox reads the conversation's copy of the lead's agent (decision 054): every way a lead changes
// hands must move its waiting thread to the new agent's inbox, and out of the old one's.
const DOMAIN = "reply.maple.test";
const KEY = "reply-secret-for-tests-0123456789abcdef";
const POSTMARK = "postmark:postmark-password-0123456789";

let t: TestApp;
let managerCookie: string;
let adminCookie: string;
interface Staff {
  id: number;
  cookie: string;
}
const staff: Record<string, Staff> = {};

beforeAll(async () => {
  t = await buildTestApp({ REPLY_DOMAIN: DOMAIN, REPLY_SECRET: KEY, POSTMARK_INBOUND_AUTH: POSTMARK });
  await t.app.ready();
  const manager = await createUser(t.db, { role: "manager", fullName: "Morgan Manager" });
  managerCookie = await signIn(t.app, manager.email);
  const admin = await createUser(t.db, { role: "admin", fullName: "Ada Admin" });
  adminCookie = await signIn(t.app, admin.email);
  for (const name of ["Avery", "Blake", "Cleo", "Dana", "Emery", "Finley", "Gale", "Harper", "Ira", "Jules"]) {
    const user = await createUser(t.db, { role: "agent", firstName: name, lastName: "Agent" });
    staff[name] = { id: user.id, cookie: await signIn(t.app, user.email) };
  }
});
afterAll(() => t?.close());

const agent = (name: string) => staff[name] as Staff;
const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

/** The seller writes back to the lead's reply address (Postmark's inbound webhook). */
async function sellerWrites(lead: { id: string; email: string | null }, text: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/inbound/postmark",
    headers: { authorization: basic(POSTMARK) },
    payload: {
      From: `Seller <${lead.email}>`,
      FromFull: { Email: lead.email },
      ToFull: [{ Email: replyAddress(lead.id, KEY, DOMAIN) }],
      Subject: "Re: your home",
      MessageID: `pm-${lead.id}-${Math.random()}`,
      TextBody: text,
      Headers: [{ Name: "Message-ID", Value: `<pm.${lead.id}.${Math.random()}@mail.example.test>` }],
    },
  });
  expect(res.json()).toEqual({ stored: true });
}

/** The lead ids and excerpts an inbox shows, in its order. */
async function inbox(cookie: string) {
  const res = await t.app.inject({ method: "GET", url: "/api/inbox", headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ items: { leadId: string; excerpt: string }[] }>().items.map((i) => [i.leadId, i.excerpt]);
}

const send = (method: "POST" | "PATCH", url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie }, payload });

async function submit(type: "cash" | "agent", name: string) {
  const id = newLeadId();
  const email = `${id.slice(-9)}@seller.example.com`;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadType: type, name, phone: "416-555-0100", email },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw new Error("no lead");
  return row;
}

describe("an agent's inbox follows the lead's agent (decision 054)", () => {
  it("a manager's assignment puts the waiting thread in the agent's inbox; a reassignment moves it to the new agent's", async () => {
    const theirs = await createLead(t.db, { agentId: agent("Avery").id, fullName: "Stays With Avery" });
    const lead = await createLead(t.db, { agentId: null, fullName: "Nobody's Yet" });
    await sellerWrites(theirs, "Is the price firm?");
    await sellerWrites(lead, "When can you come by?");

    // Unassigned: only managers see it.
    expect(await inbox(agent("Avery").cookie)).toEqual([[theirs.id, "Is the price firm?"]]);
    expect(await inbox(agent("Blake").cookie)).toEqual([]);
    expect((await inbox(managerCookie)).map(([id]) => id)).toEqual([theirs.id, lead.id]);

    const assigned = await send("PATCH", `/api/leads/${lead.id}`, managerCookie, { agentId: agent("Avery").id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ agentId: agent("Avery").id });
    expect(await inbox(agent("Avery").cookie)).toEqual([
      [theirs.id, "Is the price firm?"],
      [lead.id, "When can you come by?"],
    ]);
    expect(await inbox(agent("Blake").cookie)).toEqual([]);

    const reassigned = await send("PATCH", `/api/leads/${lead.id}`, managerCookie, { agentId: agent("Blake").id });
    expect(reassigned.statusCode).toBe(200);
    expect(await inbox(agent("Avery").cookie)).toEqual([[theirs.id, "Is the price firm?"]]);
    expect(await inbox(agent("Blake").cookie)).toEqual([[lead.id, "When can you come by?"]]);

    // The seller writes again: the thread stays with its new agent and keeps its first wait.
    await sellerWrites(lead, "Also, is Saturday possible?");
    expect(await inbox(agent("Blake").cookie)).toEqual([[lead.id, "Also, is Saturday possible?"]]);
    expect(await inbox(agent("Avery").cookie)).toEqual([[theirs.id, "Is the price firm?"]]);

    // Unassigned again: out of every agent's inbox, still in the managers'.
    expect((await send("PATCH", `/api/leads/${lead.id}`, managerCookie, { agentId: null })).statusCode).toBe(200);
    expect(await inbox(agent("Blake").cookie)).toEqual([]);
    expect((await inbox(managerCookie)).map(([id]) => id)).toContain(lead.id);
    const [row] = await t.db.select().from(leadConversations).where(eq(leadConversations.leadId, lead.id));
    expect(row).toMatchObject({ agentId: null, lastFrom: "seller", lastExcerpt: "Also, is Saturday possible?" });
  });

  it("a pool deals the lead, its idle reassignment moves the thread to the pool's next agent", async () => {
    const pool = await send("POST", "/api/admin/pools", adminCookie, {
      name: "Cash team",
      leadType: "cash",
      memberIds: [agent("Cleo").id, agent("Dana").id],
    });
    expect(pool.statusCode).toBe(201);
    const lead = await submit("cash", "Pat Pooled");
    expect(lead.agentId).toBe(agent("Cleo").id);
    await sellerWrites(lead, "Can you call me tonight?");
    expect(await inbox(agent("Cleo").cookie)).toEqual([[lead.id, "Can you call me tonight?"]]);
    expect(await inbox(agent("Dana").cookie)).toEqual([]);

    await t.db
      .update(leads)
      .set({ assignedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(leads.id, lead.id));
    expect(await reassignIdleLeads(t.db, { minutes: 30, publicUrl: "http://portal.test" })).toBe(1);
    expect(await inbox(agent("Cleo").cookie)).toEqual([]);
    expect(await inbox(agent("Dana").cookie)).toEqual([[lead.id, "Can you call me tonight?"]]);
  });

  it("a first-to-claim lead's thread waits in the managers' inbox and goes to the agent who claims it", async () => {
    const pool = await send("POST", "/api/admin/pools", adminCookie, {
      name: "Claimers",
      leadType: "realtor",
      memberIds: [agent("Emery").id, agent("Finley").id],
      mode: "first_to_claim",
      claimTimeoutMinutes: 5,
    });
    expect(pool.statusCode).toBe(201);
    const lead = await submit("agent", "Quinn Claimed");
    expect(lead.agentId).toBeNull();
    await sellerWrites(lead, "Who will be my agent?");
    expect(await inbox(agent("Emery").cookie)).toEqual([]);
    expect(await inbox(agent("Finley").cookie)).toEqual([]);
    expect((await inbox(managerCookie)).map(([id]) => id)).toContain(lead.id);

    const claimed = await send("POST", `/api/leads/${lead.id}/claim`, agent("Finley").cookie, {});
    expect(claimed.statusCode).toBe(200);
    expect(await inbox(agent("Finley").cookie)).toEqual([[lead.id, "Who will be my agent?"]]);
    expect(await inbox(agent("Emery").cookie)).toEqual([]);
  });

  it("a merge that takes the other lead's agent moves the kept lead's thread to that agent", async () => {
    const keep = await createLead(t.db, { agentId: agent("Gale").id, fullName: "Robin Twice" });
    const other = await createLead(t.db, { agentId: agent("Harper").id, fullName: "Robin Twice" });
    await sellerWrites(keep, "I sent this to the first address.");
    expect(await inbox(agent("Gale").cookie)).toEqual([[keep.id, "I sent this to the first address."]]);

    const merged = await send("POST", `/api/leads/${keep.id}/merge`, managerCookie, {
      otherId: other.id,
      take: { agentId: "other" },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ id: keep.id, agentId: agent("Harper").id });
    expect(await inbox(agent("Gale").cookie)).toEqual([]);
    expect(await inbox(agent("Harper").cookie)).toEqual([[keep.id, "I sent this to the first address."]]);
  });

  // Two transactions at once need two connections: PGlite has one.
  it.skipIf(testDriver !== "postgres")(
    "a seller's first message stored while a reassignment is not yet committed lands in the new agent's inbox",
    async () => {
      const lead = await createLead(t.db, { agentId: agent("Ira").id, fullName: "Sky Racing" });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let reassigned = () => {};
      const updated = new Promise<void>((resolve) => {
        reassigned = resolve;
      });
      // The reassignment: the lead's row changes (no conversation yet to move), and the commit waits.
      const reassignment = t.db.transaction(async (tx) => {
        await updateLead(tx, lead.id, { agentId: agent("Jules").id, assignedAt: new Date() });
        reassigned();
        await held;
      });
      await updated;
      const message = sellerWrites(lead, "Did my file reach you?");
      // The message's statement waits for the reassignment's lock on the lead (up to 3 s here).
      const until = Date.now() + 3000;
      while (Date.now() < until) {
        const waiting = firstRowOf<{ n: number }>(
          await t.db.execute(
            sql`select count(*)::int n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          ),
        );
        if (waiting?.n) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      release();
      await reassignment;
      await message;
      expect(await inbox(agent("Jules").cookie)).toEqual([[lead.id, "Did my file reach you?"]]);
      expect(await inbox(agent("Ira").cookie)).toEqual([]);
    },
  );
});
