import type { Note } from "../../../contract/crm";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { forbidden, httpError } from "../../lib/http-error";
import { type UserRow, userDisplayName } from "../auth/users.service";
import { insertHistory } from "../history/history.service";
import { requireLead } from "../leads/leads-staff.service";
import { enqueueWebhookEvent } from "../webhooks/webhook-events.service";
import { deleteNote, findNote, insertNote, type NoteRow, noteWithAuthor, updateNoteContent } from "./notes.repository";

const noteNotFound = () => httpError("note_not_found", {});

/** DESIGN.md 5.5: a note may be changed by its author, a manager or an admin. */
function assertMayChange(user: UserRow, note: NoteRow) {
  if (note.userId !== user.id && user.role !== "admin" && user.role !== "manager") throw forbidden();
}

/** The note, its history row, its live event and its webhook in one transaction. */
export async function createNote(db: Database, user: UserRow, leadId: string, content: string): Promise<Note> {
  const note = await db.transaction(async (tx) => {
    const lead = await requireLead(tx, leadId);
    const row = await insertNote(tx, { leadId, userId: user.id, content: content.trim() });
    await insertHistory(tx, [{ leadId: row.leadId, userId: user.id, changeType: "note_add", newValue: row.content }]);
    await publishEvent(tx, { type: "note", leadId: row.leadId });
    await enqueueWebhookEvent(tx, "note.created", lead, {
      note: {
        id: row.id,
        content: row.content,
        authorId: user.id,
        authorName: userDisplayName(user),
        createdAt: row.createdAt.toISOString(),
      },
    });
    return row;
  });
  return noteWithAuthor(db, note);
}

/** A changed text is written with its history row and live event in one transaction; the same text writes nothing. */
export async function editNote(db: Database, user: UserRow, id: number, newContent: string): Promise<Note> {
  const note = await db.transaction(async (tx) => {
    const existing = await findNote(tx, id);
    if (!existing) throw noteNotFound();
    assertMayChange(user, existing);
    const content = newContent.trim();
    if (content === existing.content) return existing;
    const row = await updateNoteContent(tx, existing.id, content);
    await insertHistory(tx, [
      {
        leadId: existing.leadId,
        userId: user.id,
        changeType: "note_edit",
        oldValue: existing.content,
        newValue: content,
      },
    ]);
    await publishEvent(tx, { type: "note", leadId: existing.leadId });
    return row ?? existing;
  });
  return noteWithAuthor(db, note);
}

export async function removeNote(db: Database, user: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await findNote(tx, id);
    if (!existing) throw noteNotFound();
    assertMayChange(user, existing);
    await deleteNote(tx, existing.id);
    await insertHistory(tx, [
      {
        leadId: existing.leadId,
        userId: user.id,
        changeType: "note_delete",
        oldValue: existing.content,
        notes: existing.content,
      },
    ]);
    await publishEvent(tx, { type: "note", leadId: existing.leadId });
  });
}
