import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadConversations, leads } from "../../db/schema/index";
import type { TestApp } from "../../test/build-test-app";
import { createLead, newLeadId, sameOrigin } from "../../test/factories";
import { reassignIdleLeads } from "../pools/reassign";
import { startInboxTest } from "./inbox-test-kit";

// An agent's inbox reads the conversation's copy of the lead's agent (decision 054): every way a lead changes
// hands must move its waiting thread to the new agent's inbox, and out of the old one's.
let t: TestApp;
let managerCookie: string;
let adminCookie: string;
let kit: Awaited<ReturnType<typeof startInboxTest>>;

beforeAll(async () => {
  kit = await startInboxTest();
  ({ t, managerCookie, adminCookie } = kit);
});
afterAll(() => t?.close());

const agent = (name: string) => kit.agent(name);
const sellerWrites = (lead: { id: string; email: string | null }, text: string) => kit.sellerWrites(lead, text);
const inbox = (cookie: string) => kit.inbox(cookie);

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
});
