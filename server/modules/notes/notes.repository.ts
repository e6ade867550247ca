import { asc, eq } from "drizzle-orm";
import type { Note } from "../../../contract/crm";
import type { Database } from "../../db/client";
import { notes, users } from "../../db/schema/index";
import { userDisplayName } from "../auth/index";

export type NoteRow = typeof notes.$inferSelect;

function toNote(row: NoteRow, author: typeof users.$inferSelect | null): Note {
  return {
    id: row.id,
    leadId: row.leadId,
    userId: row.userId,
    authorName: author ? userDisplayName(author) : null,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listNotes(db: Database, leadId: string): Promise<Note[]> {
  const rows = await db
    .select({ note: notes, author: users })
    .from(notes)
    .leftJoin(users, eq(users.id, notes.userId))
    .where(eq(notes.leadId, leadId))
    .orderBy(asc(notes.createdAt), asc(notes.id));
  return rows.map((r) => toNote(r.note, r.author));
}

export async function findNote(db: Database, id: number): Promise<NoteRow | undefined> {
  const [row] = await db.select().from(notes).where(eq(notes.id, id)).for("update");
  return row;
}

export async function noteWithAuthor(db: Database, row: NoteRow): Promise<Note> {
  const [author] = row.userId ? await db.select().from(users).where(eq(users.id, row.userId)) : [];
  return toNote(row, author ?? null);
}

export async function insertNote(
  db: Database,
  values: { leadId: string; userId: number; content: string },
): Promise<NoteRow> {
  const [row] = await db.insert(notes).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateNoteContent(db: Database, id: number, content: string): Promise<NoteRow | undefined> {
  const [row] = await db.update(notes).set({ content, updatedAt: new Date() }).where(eq(notes.id, id)).returning();
  return row;
}

export async function deleteNote(db: Database, id: number): Promise<void> {
  await db.delete(notes).where(eq(notes.id, id));
}
