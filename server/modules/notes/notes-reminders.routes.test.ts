import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadHistory } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let alice: { id: number; cookie: string };
let bob: { id: number; cookie: string };
let manager: { id: number; cookie: string };

async function staff(role: "agent" | "manager", firstName: string) {
  const user = await createUser(t.db, { role, firstName, lastName: "Tester" });
  return { id: user.id, cookie: await signIn(t.app, user.email) };
}

beforeAll(async () => {
  t = await buildTestApp();
  alice = await staff("agent", "Alice");
  bob = await staff("agent", "Bob");
  manager = await staff("manager", "Morgan");
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const historyOf = (leadId: string) =>
  t.db.select().from(leadHistory).where(eq(leadHistory.leadId, leadId)).orderBy(leadHistory.id);

describe("notes", () => {
  it("adds, edits and deletes a note, each with exactly its history row", async () => {
    const lead = await createLead(t.db);
    const added = await call("POST", "/api/notes", alice.cookie, {
      leadId: lead.id,
      userId: 12345,
      content: "  Called, left voicemail  ",
    });
    expect(added.statusCode).toBe(201);
    const note = added.json();
    expect(note).toMatchObject({
      leadId: lead.id,
      userId: alice.id,
      authorName: "Alice Tester",
      content: "Called, left voicemail",
    });

    const edited = await call("PATCH", `/api/notes/${note.id}`, alice.cookie, { content: "Called, spoke to Sam" });
    expect(edited.json().content).toBe("Called, spoke to Sam");
    expect((await call("DELETE", `/api/notes/${note.id}`, alice.cookie)).statusCode).toBe(204);

    const rows = await historyOf(lead.id);
    expect(rows.map((r) => [r.changeType, r.oldValue, r.newValue, r.notes, r.userId])).toEqual([
      ["note_add", null, "Called, left voicemail", null, alice.id],
      ["note_edit", "Called, left voicemail", "Called, spoke to Sam", null, alice.id],
      ["note_delete", "Called, spoke to Sam", null, "Called, spoke to Sam", alice.id],
    ]);
    expect((await call("GET", `/api/leads/${lead.id}/notes`, alice.cookie)).json()).toEqual([]);
  });

  it("lets only the author, a manager or an admin change a note", async () => {
    const lead = await createLead(t.db);
    const note = (await call("POST", "/api/notes", alice.cookie, { leadId: lead.id, content: "Alice's note" })).json();
    expect((await call("PATCH", `/api/notes/${note.id}`, bob.cookie, { content: "Bob was here" })).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/notes/${note.id}`, bob.cookie)).statusCode).toBe(403);
    expect(
      (await call("PATCH", `/api/notes/${note.id}`, manager.cookie, { content: "Tidied by the manager" })).statusCode,
    ).toBe(200);
    const notes = (await call("GET", `/api/leads/${lead.id}/notes`, bob.cookie)).json();
    expect(notes.map((n: { content: string }) => n.content)).toEqual(["Tidied by the manager"]);
  });

  it("refuses empty notes and unknown ids", async () => {
    const lead = await createLead(t.db);
    const blank = await call("POST", "/api/notes", alice.cookie, { leadId: lead.id, content: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues[0].message).toBe("Note content is required");
    expect((await call("POST", "/api/notes", alice.cookie, { leadId: lead.id })).json().issues[0].message).toBe(
      "Note content is required",
    );
    expect((await call("POST", "/api/notes", alice.cookie, { leadId: newLeadId(), content: "x" })).statusCode).toBe(
      404,
    );
    expect((await call("PATCH", "/api/notes/999999", alice.cookie, { content: "x" })).statusCode).toBe(404);
    expect((await call("DELETE", "/api/notes/999999", alice.cookie)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/notes/999999", alice.cookie)).json()).toEqual({
      message: "Note not found",
      code: "not_found",
      reason: "note_not_found",
      params: {},
    });
    expect((await call("PATCH", "/api/notes/abc", alice.cookie, { content: "x" })).statusCode).toBe(400);
    expect(await historyOf(lead.id)).toHaveLength(0);
  });
});

describe("reminders", () => {
  it("adds, completes and deletes a reminder, each with its history row", async () => {
    const lead = await createLead(t.db, { fullName: "Reminder Lead" });
    const due = "2030-05-01T14:30:00.000Z";
    const added = await call("POST", "/api/reminders", alice.cookie, {
      leadId: lead.id,
      userId: alice.id,
      title: "Call back",
      dueDate: due,
      completed: false,
    });
    expect(added.statusCode).toBe(201);
    const reminder = added.json();
    expect(reminder).toMatchObject({ title: "Call back", dueDate: due, completed: false, leadName: "Reminder Lead" });

    const open = (await call("GET", "/api/reminders?completed=false", alice.cookie)).json();
    expect(open.map((r: { id: number }) => r.id)).toContain(reminder.id);
    const done = await call("PATCH", `/api/reminders/${reminder.id}`, alice.cookie, { completed: true });
    expect(done.json().completed).toBe(true);
    const stillOpen = (await call("GET", "/api/reminders?completed=false", alice.cookie)).json();
    expect(stillOpen.map((r: { id: number }) => r.id)).not.toContain(reminder.id);
    expect((await call("DELETE", `/api/reminders/${reminder.id}`, alice.cookie)).statusCode).toBe(204);

    const rows = await historyOf(lead.id);
    expect(rows.map((r) => [r.changeType, r.fieldName, r.oldValue, r.newValue])).toEqual([
      ["reminder_add", null, null, `Call back (due ${due})`],
      ["reminder_update", "completed", "No", "Yes"],
      ["reminder_delete", null, "Call back", null],
    ]);
    // The server's part (the due date) by code; the title is staff's words, a parameter kept as typed.
    expect(rows.map((r) => [r.changeType, r.notes, r.code, r.params])).toEqual([
      ["reminder_add", null, "reminder_due", { title: "Call back", due }],
      ["reminder_update", "Call back", null, null],
      ["reminder_delete", `Call back (due ${due})`, "reminder_due", { title: "Call back", due }],
    ]);
  });

  it("lists reminders soonest first", async () => {
    const lead = await createLead(t.db);
    for (const [title, dueDate] of [
      ["Later", "2031-01-03T10:00:00Z"],
      ["Sooner", "2031-01-01T10:00:00Z"],
    ]) {
      await call("POST", "/api/reminders", alice.cookie, { leadId: lead.id, title, dueDate });
    }
    const list = (await call("GET", `/api/leads/${lead.id}/reminders`, alice.cookie)).json();
    expect(list.map((r: { title: string }) => r.title)).toEqual(["Sooner", "Later"]);
  });

  it("refuses a reminder without a title or date, a malformed date, and unknown ids", async () => {
    const lead = await createLead(t.db);
    const noTitle = await call("POST", "/api/reminders", alice.cookie, {
      leadId: lead.id,
      title: " ",
      dueDate: "2030-01-01T00:00:00Z",
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().issues[0].message).toBe("Reminder title is required");
    const noDate = await call("POST", "/api/reminders", alice.cookie, { leadId: lead.id, title: "Call" });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().issues[0].message).toBe("Please select a date");
    const badDate = await call("POST", "/api/reminders", alice.cookie, {
      leadId: lead.id,
      title: "Call",
      dueDate: "next tuesday",
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().issues[0].message).toBe("Please select a date");
    expect((await call("PATCH", "/api/reminders/999999", alice.cookie, { completed: true })).statusCode).toBe(404);
    expect((await call("DELETE", "/api/reminders/999999", alice.cookie)).json()).toEqual({
      message: "Reminder not found",
      code: "not_found",
      reason: "reminder_not_found",
      params: {},
    });
    expect((await call("PATCH", "/api/reminders/1", alice.cookie, { completed: "yes" })).statusCode).toBe(400);
    expect(
      (
        await call("POST", "/api/reminders", alice.cookie, {
          leadId: newLeadId(),
          title: "x",
          dueDate: "2030-01-01T00:00:00Z",
        })
      ).statusCode,
    ).toBe(404);
    expect(await historyOf(lead.id)).toHaveLength(0);
  });
});

describe("history", () => {
  it("lists a lead's history newest first with who did it", async () => {
    const lead = await createLead(t.db);
    await call("POST", "/api/notes", alice.cookie, { leadId: lead.id, content: "First" });
    await call("PATCH", `/api/leads/${lead.id}`, bob.cookie, { status: "Qualified Lead" });
    const res = await call("GET", `/api/leads/${lead.id}/history`, alice.cookie);
    expect(res.json().map((h: { changeType: string; userName: string }) => [h.changeType, h.userName])).toEqual([
      ["status_change", "Bob Tester"],
      ["note_add", "Alice Tester"],
    ]);
    expect((await call("GET", `/api/leads/${newLeadId()}/history`, alice.cookie)).statusCode).toBe(404);
  });

  it("gives each row's code and parameters, and none for staff's own words", async () => {
    const lead = await createLead(t.db);
    const due = "2030-05-01T14:30:00.000Z";
    await call("POST", "/api/notes", alice.cookie, { leadId: lead.id, content: "Called, no answer" });
    await call("POST", "/api/reminders", alice.cookie, { leadId: lead.id, title: "Call back", dueDate: due });
    const res = await call("GET", `/api/leads/${lead.id}/history`, alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((h: { changeType: string; code: string | null; params: unknown }) => [h.changeType, h.code, h.params]),
    ).toEqual([
      ["reminder_add", "reminder_due", { title: "Call back", due }],
      ["note_add", null, null],
    ]);
  });
});
