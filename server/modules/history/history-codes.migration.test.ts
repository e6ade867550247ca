import { readFile } from "node:fs/promises";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { leadHistory } from "../../db/schema/index";
import { createLead } from "../../test/factories";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";

/** A migration's data statements: what converts rows written before history codes existed. */
async function conversionStatements(file: string): Promise<string[]> {
  const text = await readFile(new URL(`../../db/migrations/${file}`, import.meta.url), "utf8");
  return text
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => !statement.startsWith("ALTER TABLE"));
}

let store: TestDatabase;
let db: Database;
beforeAll(async () => {
  store = await createTestDatabase();
  db = store.handle.db;
});
afterAll(() => store.dispose());

describe("migration 0023: English history texts become codes", () => {
  it("recognises each text the server wrote, and leaves staff's words and unknown texts uncoded", async () => {
    const lead = await createLead(db);
    const due = "2026-03-04T15:30:00.000Z";
    const rows: Omit<typeof leadHistory.$inferInsert, "leadId">[] = [
      { changeType: "assignment", notes: "Assigned by the Cash team pool" },
      {
        changeType: "assignment",
        notes: "Reassigned by the Cash team pool: No activity for 45 minutes after assignment.",
      },
      { changeType: "import", notes: "Imported from zillow (2).csv" },
      { changeType: "import", notes: "Imported from a CSV file" },
      { changeType: "edit", notes: "Personal data erased by admin@example.test" },
      { changeType: "reminder_add", newValue: `Call back\nabout the (old) roof (due ${due})` },
      { changeType: "reminder_delete", oldValue: "Call back", notes: `Call back (due ${due})` },
      {
        changeType: "merge",
        notes:
          "Merged Zeb Quill, zeb@example.test (stage Do not contact) into this lead. Fields taken from it: phone, city. Its consent: implied on 2026-01-05T15:00:00.000Z (zillow-2026).",
      },
      {
        changeType: "merge",
        notes:
          "Merged Unnamed lead, (416) 555-0100 (stage New) into this lead. No field was taken from it. Its consent: express on 2026-01-05T15:00:00.000Z (no text version).",
      },
      {
        changeType: "merge",
        notes: "Merged Unnamed lead (stage Lost) into this lead. No field was taken from it. It had no consent record.",
      },
      // Staff's own words, and texts this migration does not know, keep no code.
      { changeType: "note_add", newValue: "Imported from Zillow by hand" },
      { changeType: "edit", fieldName: "city", oldValue: "Ottawa", newValue: "Toronto", notes: "Assigned by the pool" },
      { changeType: "assignment", notes: "Assigned by hand" },
      { changeType: "reminder_update", fieldName: "title", notes: `Old title (due ${due})` },
    ];
    await db.insert(leadHistory).values(rows.map((row) => ({ ...row, leadId: lead.id })));

    for (const statement of await conversionStatements("0023_history-codes.sql")) await db.execute(sql.raw(statement));

    const converted = await db
      .select({ code: leadHistory.code, params: leadHistory.params, notes: leadHistory.notes })
      .from(leadHistory)
      .where(sql`${leadHistory.leadId} = ${lead.id}`)
      .orderBy(asc(leadHistory.id));
    expect(converted.map((row) => [row.code, row.params])).toEqual([
      ["pool_assigned", { pool: "Cash team" }],
      ["pool_reassigned", { pool: "Cash team", minutes: 45 }],
      ["imported", { file: "zillow (2).csv" }],
      ["imported", { file: null }],
      ["erased", { email: "admin@example.test" }],
      ["reminder_due", { title: "Call back\nabout the (old) roof", due }],
      ["reminder_due", { title: "Call back", due }],
      [
        "merged",
        {
          lead: "Zeb Quill, zeb@example.test",
          named: true,
          stage: "do_not_contact",
          fields: ["phone", "city"],
          consent: { basis: "implied", at: "2026-01-05T15:00:00.000Z", version: "zillow-2026" },
        },
      ],
      [
        "merged",
        {
          lead: "(416) 555-0100",
          named: false,
          stage: "new",
          fields: [],
          consent: { basis: "express", at: "2026-01-05T15:00:00.000Z", version: null },
        },
      ],
      ["merged", { lead: "", named: false, stage: "lost", fields: [], consent: null }],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    // The English texts stay as they were, for the stored rows' readers.
    expect(converted.map((row) => row.notes)).toEqual(rows.map((row) => row.notes ?? null));
  });

  it("0024: gives stage changes and logged contacts their keys, and leaves other values uncoded", async () => {
    const lead = await createLead(db);
    const rows: Omit<typeof leadHistory.$inferInsert, "leadId">[] = [
      { changeType: "stage_change", fieldName: "stage", oldValue: "New", newValue: "Appointment set", notes: "Met" },
      { changeType: "stage_change", fieldName: "stage", oldValue: "Do not contact", newValue: "Attempted contact" },
      { changeType: "contact_logged", newValue: "E-mail: Left a message", notes: "Sent the brochure" },
      { changeType: "contact_logged", newValue: "Text: Not interested" },
      { changeType: "stage_change", fieldName: "stage", oldValue: "Won", newValue: "Sold" },
      { changeType: "contact_logged", newValue: "Fax: Reached" },
      { changeType: "edit", fieldName: "status", oldValue: "New", newValue: "Contacted" },
    ];
    await db.insert(leadHistory).values(rows.map((row) => ({ ...row, leadId: lead.id })));

    for (const statement of await conversionStatements("0024_history-codes-stages-contacts.sql"))
      await db.execute(sql.raw(statement));

    const converted = await db
      .select({ code: leadHistory.code, params: leadHistory.params, newValue: leadHistory.newValue })
      .from(leadHistory)
      .where(sql`${leadHistory.leadId} = ${lead.id}`)
      .orderBy(asc(leadHistory.id));
    expect(converted.map((row) => [row.code, row.params])).toEqual([
      ["stage_changed", { from: "new", to: "appointment_set" }],
      ["stage_changed", { from: "do_not_contact", to: "attempted_contact" }],
      ["contact_logged", { channel: "email", outcome: "left_message" }],
      ["contact_logged", { channel: "text", outcome: "not_interested" }],
      [null, null],
      [null, null],
      [null, null],
    ]);
    expect(converted.map((row) => row.newValue)).toEqual(rows.map((row) => row.newValue));
  });
});
