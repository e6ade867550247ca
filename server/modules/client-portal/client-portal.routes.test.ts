import { inflateSync } from "node:zlib";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientActivity, emailOutbox } from "../../db/schema/index";
import { seedDemoClient } from "../../db/seed/demo-client";
import { DEMO_PASSWORD, seedDemoUsers } from "../../db/seed/demo-users";
import { seedGuides } from "../../db/seed/guides";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { defaultSettings } from "../settings/default-settings";
import { setSetting } from "../settings/settings.repository";

let t: TestApp;
let demoClient: string;
let otherClient: string;
let otherClientId: number;
let demoAgent: string;
let otherAgent: string;
let manager: string;

beforeAll(async () => {
  t = await buildTestApp();
  await seedGuides(t.db);
  await seedDemoUsers(t.db);
  await seedDemoClient(t.db);
  demoClient = await signIn(t.app, "client@demo.test", DEMO_PASSWORD, "/api/client/login");
  demoAgent = await signIn(t.app, "agent@demo.test", DEMO_PASSWORD);
  manager = await signIn(t.app, "manager@demo.test", DEMO_PASSWORD);
  const agent2 = await createUser(t.db, { firstName: "Other", lastName: "Agent" });
  otherAgent = await signIn(t.app, agent2.email);
  const client2 = await createUser(t.db, { userType: "client", fullName: null, agentId: agent2.id });
  otherClientId = client2.id;
  otherClient = await signIn(t.app, client2.email, undefined, "/api/client/login");
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PUT" | "PATCH", url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe("client dashboard", () => {
  it("shows the profile, the agent card, the 3-phase checklist of 12 tasks, plans, partners and activity", async () => {
    const res = await call("GET", "/api/client/dashboard", demoClient);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile).toMatchObject({ fullName: "Jordan Taylor", email: "client@demo.test", clientType: "seller" });
    expect(body.agent).toEqual({
      name: "Priya Sharma",
      phone: "(416) 555-0103",
      email: "agent@demo.test",
      brokerage: "Maple Key Realty",
    });
    expect(body.checklist.map((p: { phase: string }) => p.phase)).toEqual(["Preparation", "Listing", "Showings"]);
    expect(body.checklist.flatMap((p: { tasks: unknown[] }) => p.tasks)).toHaveLength(12);
    expect(body.servicePlans.map((p: { title: string; commission: number }) => [p.title, p.commission])).toEqual([
      ["Basic", 2.5],
      ["Standard", 3],
      ["Premium", 3.5],
    ]);
    expect(body.coopCommissionRate).toBe(2.5);
    expect(body.partners.map((c: { category: string }) => c.category)).toEqual([
      "Home Repairs",
      "Staging & Design",
      "Cleaning",
      "Mortgage",
    ]);
    expect(body.activity.map((a: { activity: string }) => a.activity)).toContain("Signed in to the portal");
    expect(body.guide.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it("gives a French-speaking client the checklist, plans, partners and next steps in French", async () => {
    const setLocale = (locale: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/user/locale",
        headers: { ...sameOrigin, cookie: otherClient },
        payload: { locale },
      });
    expect((await setLocale("fr-CA")).statusCode).toBe(200);
    const body = (await call("GET", "/api/client/dashboard", otherClient)).json();
    expect(body.checklist.map((p: { phase: string }) => p.phase)).toEqual(["Préparation", "Inscription", "Visites"]);
    expect(body.checklist[1].tasks[1]).toMatchObject({ id: "list-agreement", text: "Signer le contrat de courtage" });
    expect(body.servicePlans.map((p: { title: string; commission: number }) => [p.title, p.commission])).toEqual([
      ["Essentiel", 2.5],
      ["Standard", 3],
      ["Premium", 3.5],
    ]);
    expect(body.partners[1].category).toBe("Mise en valeur et design");
    expect(body.upcomingTasks[0]).toBe("Lire votre guide du vendeur personnalisé");
    expect((await setLocale("en-CA")).statusCode).toBe(200);
    expect((await call("GET", "/api/client/dashboard", otherClient)).json().checklist[0].phase).toBe("Preparation");
  });

  it("saves first and last name", async () => {
    const res = await call("PATCH", "/api/client/profile", otherClient, { firstName: "Sam", lastName: "Rivera" });
    expect(res.json()).toMatchObject({ firstName: "Sam", lastName: "Rivera", fullName: "Sam Rivera" });
    expect((await call("GET", "/api/client/dashboard", otherClient)).json().profile.fullName).toBe("Sam Rivera");
    expect((await call("PATCH", "/api/client/profile", otherClient, { firstName: "", lastName: "X" })).statusCode).toBe(
      400,
    );
  });

  it("sends each activity line as a code and parameters (the screen words it), the English kept beside", async () => {
    await call("PATCH", "/api/client/profile", otherClient, { firstName: "Sam", lastName: "Rivera" });
    await call("PUT", "/api/client/checklist/list-staging", otherClient, { completed: true });
    await call("PUT", "/api/client/checklist/list-staging", otherClient, { completed: false });
    await call("POST", "/api/client/messages", otherClient, { content: "Hello" });
    const activity = (await call("GET", "/api/client/dashboard", otherClient)).json().activity.slice(0, 4);
    expect(
      activity.map(({ code, params, activity, actor }: Record<string, unknown>) => ({ code, params, activity, actor })),
    ).toEqual([
      { code: "client_message", params: {}, activity: "Sent a message to their agent", actor: "Sam Rivera" },
      {
        code: "task_reopened",
        params: { taskId: "list-staging" },
        activity: "Reopened task: Stage the main rooms",
        actor: "Sam Rivera",
      },
      {
        code: "task_completed",
        params: { taskId: "list-staging" },
        activity: "Completed task: Stage the main rooms",
        actor: "Sam Rivera",
      },
      { code: "profile_renamed", params: {}, activity: "Updated profile name", actor: "Sam Rivera" },
    ]);
    const [stored] = await t.db
      .select({ code: clientActivity.code, params: clientActivity.params })
      .from(clientActivity)
      .orderBy(desc(clientActivity.id))
      .limit(1);
    expect(stored).toEqual({ code: "client_message", params: {} });
  });

  it("persists checklist ticks, per client", async () => {
    expect((await call("PUT", "/api/client/checklist/list-photos", demoClient, { completed: true })).statusCode).toBe(
      204,
    );
    const task = (cookie: string) =>
      call("GET", "/api/client/dashboard", cookie).then((r) =>
        r
          .json()
          .checklist.flatMap((p: { tasks: { id: string; completed: boolean }[] }) => p.tasks)
          .find((x: { id: string }) => x.id === "list-photos"),
      );
    expect((await task(demoClient)).completed).toBe(true);
    expect((await task(otherClient)).completed).toBe(false);
    await call("PUT", "/api/client/checklist/list-photos", demoClient, { completed: false });
    expect((await task(demoClient)).completed).toBe(false);
    expect((await call("PUT", "/api/client/checklist/not-a-task", demoClient, { completed: true })).statusCode).toBe(
      404,
    );
  });

  it("downloads the personalised guide as a PDF", async () => {
    const res = await call("GET", "/api/client/guide.pdf", demoClient);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.rawPayload.length).toBeGreaterThan(2000);
    expect((await call("GET", "/api/client/guide.pdf", otherClient)).statusCode).toBe(404);
  });

  it("puts the brokerage's logo on the PDF and numbers its pages", async () => {
    /** The text drawn on each page: pdfkit writes it as hex strings inside compressed content streams. */
    const pageTexts = (pdf: Buffer) =>
      [...pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
        .map((m) => {
          try {
            return inflateSync(Buffer.from(m[1] ?? "", "latin1")).toString("latin1");
          } catch {
            return ""; // an image's stream
          }
        })
        .map((content) =>
          [...content.matchAll(/<([0-9a-f]+)>/g)]
            .map((m) => Buffer.from(m[1] ?? "", "hex").toString("latin1"))
            .join(""),
        )
        .filter(Boolean);
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000080000000408020000003cafe9a70000001149444154789c63e02fcbc38a18a8270100e38f1e61a1f035370000000049454e44ae426082",
      "hex",
    );
    const logoUrl = await t.app.storage.put(png, { mime: "image/png", ext: "png" });
    await setSetting(t.db, "brokerage", { ...defaultSettings.brokerage, logoUrl });
    try {
      const res = await call("GET", "/api/client/guide.pdf", demoClient);
      expect(res.statusCode).toBe(200);
      const pdf = res.rawPayload;
      expect(pdf.toString("latin1")).toMatch(/\/Subtype \/Image/);
      const pages = (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
      expect(pages).toBeGreaterThan(1);
      const texts = pageTexts(pdf);
      for (let page = 1; page <= pages; page++) {
        expect(texts.some((text) => text.includes(`Page ${page} of ${pages}`))).toBe(true);
      }

      // A logo that cannot be read leaves the name alone; the download still works.
      await setSetting(t.db, "brokerage", {
        ...defaultSettings.brokerage,
        logoUrl: "/uploads/0123456789abcdef0123456789abcdef.png",
      });
      const without = await call("GET", "/api/client/guide.pdf", demoClient);
      expect(without.statusCode).toBe(200);
      expect(without.rawPayload.toString("latin1")).not.toMatch(/\/Subtype \/Image/);
    } finally {
      await setSetting(t.db, "brokerage", defaultSettings.brokerage);
    }
  });
});

describe("messages", () => {
  it("flow both ways, each side e-mailed through the outbox", async () => {
    const sent = await call("POST", "/api/client/messages", demoClient, { content: "Can we book photos for Friday?" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().at(-1)).toMatchObject({
      sender: "Jordan Taylor",
      content: "Can we book photos for Friday?",
      isAgent: false,
    });
    const toAgent = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "agent@demo.test"));
    expect(
      toAgent.some(
        (m) => m.subject === "New message from Jordan Taylor" && m.textBody.includes("Can we book photos for Friday?"),
      ),
    ).toBe(true);

    const clients = (await call("GET", "/api/staff/clients", demoAgent)).json();
    const jordan = clients.find((c: { email: string }) => c.email === "client@demo.test");
    expect(clients.some((c: { id: number }) => c.id === otherClientId)).toBe(false);
    const thread = (await call("GET", `/api/staff/clients/${jordan.id}/messages`, demoAgent)).json();
    expect(thread.at(-1).content).toBe("Can we book photos for Friday?");
    // The list beside the thread says when its last message came (it once said "No messages yet").
    expect(jordan.lastMessageAt).toBe(thread.at(-1).timestamp);

    const reply = await call("POST", `/api/staff/clients/${jordan.id}/messages`, demoAgent, {
      content: "Friday at 10 works.",
    });
    expect(reply.json().at(-1)).toMatchObject({ sender: "Priya Sharma", isAgent: true });
    const toClient = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "client@demo.test"));
    expect(toClient.some((m) => m.textBody.includes("Friday at 10 works."))).toBe(true);
    expect((await call("GET", "/api/client/messages", demoClient)).json().at(-1).content).toBe("Friday at 10 works.");
    const activity = (await call("GET", "/api/client/dashboard", demoClient))
      .json()
      .activity.map((a: { activity: string }) => a.activity);
    expect(activity).toContain("Your agent sent you a message");
  });

  it("keeps threads private: other clients and other agents cannot read or write them", async () => {
    const jordan = (await call("GET", "/api/staff/clients", manager))
      .json()
      .find((c: { email: string }) => c.email === "client@demo.test");
    expect((await call("GET", `/api/staff/clients/${jordan.id}/messages`, otherAgent)).statusCode).toBe(403);
    expect(
      (await call("POST", `/api/staff/clients/${jordan.id}/messages`, otherAgent, { content: "hi" })).statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/staff/clients/${jordan.id}/messages`, manager)).statusCode).toBe(200);
    expect((await call("GET", `/api/staff/clients/${jordan.id}/messages`, otherClient)).statusCode).toBe(403);
    const own = (await call("GET", "/api/client/messages", otherClient)).json();
    expect(own.some((m: { content: string }) => m.content.includes("Friday"))).toBe(false);
    expect((await call("POST", "/api/client/messages", otherClient, { content: "   " })).statusCode).toBe(400);
  });

  it("e-mails each side in the recipient's own language (users.locale)", async () => {
    const frenchAgent = await createUser(t.db, { firstName: "Mathieu", lastName: "Roy", locale: "fr-CA" });
    const frenchClient = await createUser(t.db, {
      userType: "client",
      fullName: "Sophie Gagnon",
      agentId: frenchAgent.id,
      locale: "fr-CA",
    });
    const agentCookie = await signIn(t.app, frenchAgent.email);
    const clientCookie = await signIn(t.app, frenchClient.email, undefined, "/api/client/login");

    expect((await call("POST", "/api/client/messages", clientCookie, { content: "Visite samedi?" })).statusCode).toBe(
      201,
    );
    const [toAgent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, frenchAgent.email));
    expect(toAgent?.subject).toBe("Nouveau message de Sophie Gagnon");
    expect(toAgent?.textBody).toContain("Sophie Gagnon a écrit :\n\nVisite samedi?");
    expect(toAgent?.textBody).toContain("Répondez dans le portail : http");

    const reply = await call("POST", `/api/staff/clients/${frenchClient.id}/messages`, agentCookie, {
      content: "Samedi 10 h, parfait.",
    });
    expect(reply.statusCode).toBe(201);
    const [toClient] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, frenchClient.email));
    expect(toClient?.subject).toBe("Nouveau message de Mathieu Roy");
    expect(toClient?.textBody).toContain("Mathieu Roy a écrit :\n\nSamedi 10 h, parfait.");
    expect(toClient?.textBody).toContain("/auth?client=true");

    // Switching back to English changes the next e-mail.
    await t.app.inject({
      method: "PUT",
      url: "/api/user/locale",
      headers: { ...sameOrigin, cookie: clientCookie },
      payload: { locale: "en-CA" },
    });
    await call("POST", `/api/staff/clients/${frenchClient.id}/messages`, agentCookie, { content: "See you then." });
    const toClientNow = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, frenchClient.email));
    expect(toClientNow.map((m) => m.subject)).toContain("New message from Mathieu Roy");
  });

  it("closes client routes to staff and staff routes to clients", async () => {
    expect((await call("GET", "/api/client/dashboard", demoAgent)).statusCode).toBe(403);
    expect((await call("GET", "/api/staff/clients", demoClient)).statusCode).toBe(403);
    expect((await call("GET", "/api/client/dashboard", "")).statusCode).toBe(401);
  });
});
