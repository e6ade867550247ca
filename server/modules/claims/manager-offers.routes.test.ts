import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { leadHistory, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 120_000);
afterAll(() => t.close());

it("offers a lead to a manager who is a member of a first-to-claim pool, who sees it among their offers and claims it", async () => {
  const admin = await createUser(t.db, { role: "admin" });
  const adminCookie = await signIn(t.app, admin.email);
  const manager = await createUser(t.db, { role: "manager", firstName: "Mia", lastName: "Manager" });
  const managerCookie = await signIn(t.app, manager.email);
  const pool = await t.app.inject({
    method: "POST",
    url: "/api/admin/pools",
    headers: { ...sameOrigin, cookie: adminCookie },
    payload: {
      name: "Managers on call",
      leadType: "cash",
      memberIds: [manager.id],
      mode: "first_to_claim",
      claimTimeoutMinutes: 5,
      fallbackKind: "managers",
    },
  });
  expect(pool.statusCode, pool.body).toBe(201);

  const id = newLeadId();
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadType: "cash", name: "Gail Grabs", phone: "416-555-0100" },
  });
  expect(submitted.statusCode).toBe(200);

  // What the manager's dashboard lists under "Leads up for grabs".
  const offers = await t.app.inject({ url: "/api/offers", headers: { cookie: managerCookie } });
  expect(offers.statusCode).toBe(200);
  expect(offers.json()).toEqual([expect.objectContaining({ leadId: id, fullName: "Gail Grabs", type: "cash" })]);

  const claimed = await t.app.inject({
    method: "POST",
    url: `/api/leads/${id}/claim`,
    headers: { ...sameOrigin, cookie: managerCookie },
    payload: {},
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
  expect(lead?.agentId).toBe(manager.id);
  const history = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, id));
  expect(history.some((h) => h.changeType === "assignment" && h.newValue === "Mia Manager")).toBe(true);
  expect((await t.app.inject({ url: "/api/offers", headers: { cookie: managerCookie } })).json()).toEqual([]);
});
