import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { openEventStream } from "../../test/event-stream";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let cookie: string;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await createUser(t.db);
  cookie = await signIn(t.app, agent.email);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

it("streams note changes and new public leads to staff within 2 s", async () => {
  const stream = openEventStream(base, cookie);
  await expect.poll(() => stream.status(), { timeout: 2000 }).toBe(200);
  const lead = await createLead(t.db);
  await t.app.inject({
    method: "POST",
    url: "/api/notes",
    headers: { ...sameOrigin, cookie },
    payload: { leadId: lead.id, content: "hello" },
  });
  await expect.poll(() => stream.events, { timeout: 2000 }).toContainEqual({ type: "note", leadId: lead.id });

  const publicId = newLeadId();
  await t.app.inject({
    method: "POST",
    url: "/api/leads/partial",
    headers: sameOrigin,
    payload: { id: publicId, topics: ["x"] },
  });
  await expect.poll(() => stream.events, { timeout: 2000 }).toContainEqual({ type: "lead", leadId: publicId });
  const finalId = newLeadId();
  await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id: finalId, name: "Live", phone: "416-555-0101" },
  });
  await expect.poll(() => stream.events, { timeout: 2000 }).toContainEqual({ type: "lead", leadId: finalId });
  stream.close();
});

it("refuses the stream to visitors", async () => {
  const stream = openEventStream(base, "");
  await expect.poll(() => stream.status(), { timeout: 2000 }).toBe(401);
  stream.close();
});
