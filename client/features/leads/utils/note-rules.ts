import type { User } from "../../../../contract/auth";
import { createNoteInputSchema, type Note } from "../../../../contract/crm";

/** The note content rule the server applies: 'Note content is required' when empty after trimming. */
export const noteContentSchema = createNoteInputSchema.pick({ content: true });

/** DESIGN.md 5.5: a note may be edited or deleted by its author, a manager or an admin. */
export function mayChangeNote(note: Pick<Note, "userId">, user: Pick<User, "id" | "role"> | null | undefined) {
  if (!user) return false;
  return note.userId === user.id || user.role === "admin" || user.role === "manager";
}

/** 'By:' shows the author's name, else the user id (spec section 2). */
export function noteAuthor(note: Pick<Note, "authorName" | "userId">): string {
  return note.authorName ?? (note.userId === null ? "Unknown" : String(note.userId));
}
