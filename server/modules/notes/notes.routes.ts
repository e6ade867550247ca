import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createNoteInputSchema, noteSchema, updateNoteInputSchema } from "../../../contract/crm";
import { leadIdSchema } from "../../../contract/leads";
import { idParamsSchema } from "../../../contract/safe-text";
import { notes } from "../../db/schema/index";
import { publishEvent } from "../../integrations/events/events.plugin";
import { forbidden } from "../../plugins/auth";
import { HttpError } from "../../plugins/error-handler";
import { type UserRow, userDisplayName } from "../auth/users.repository";
import { insertHistory } from "../history/history.repository";
import { requireLead } from "../leads/leads-staff.service";
import { enqueueWebhookEvent } from "../webhooks/webhook-events";
import { findNote, listNotes, type NoteRow, noteWithAuthor } from "./notes.repository";

const noteParams = idParamsSchema;
const noteNotFound = () => new HttpError(404, "Note not found", "not_found");

/** DESIGN.md 5.5: a note may be changed by its author, a manager or an admin. */
function assertMayChange(user: UserRow, note: NoteRow) {
  if (note.userId !== user.id && user.role !== "admin" && user.role !== "manager") throw forbidden();
}

export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;

  app.get(
    "/api/leads/:id/notes",
    {
      config: { access: "staff" },
      schema: { params: z.object({ id: leadIdSchema }), response: { 200: z.array(noteSchema) } },
    },
    async (request) => {
      await requireLead(db, request.params.id);
      return listNotes(db, request.params.id);
    },
  );

  app.post(
    "/api/notes",
    { config: { access: "staff" }, schema: { body: createNoteInputSchema, response: { 201: noteSchema } } },
    async (request, reply) => {
      const user = me(request);
      const note = await db.transaction(async (tx) => {
        const lead = await requireLead(tx, request.body.leadId);
        const [row] = await tx
          .insert(notes)
          .values({ leadId: request.body.leadId, userId: user.id, content: request.body.content.trim() })
          .returning();
        if (!row) throw new Error("insert returned no row");
        await insertHistory(tx, [
          { leadId: row.leadId, userId: user.id, changeType: "note_add", newValue: row.content },
        ]);
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
      return reply.status(201).send(await noteWithAuthor(db, note));
    },
  );

  app.patch(
    "/api/notes/:id",
    {
      config: { access: "staff" },
      schema: { params: noteParams, body: updateNoteInputSchema, response: { 200: noteSchema } },
    },
    async (request) => {
      const user = me(request);
      const note = await db.transaction(async (tx) => {
        const existing = await findNote(tx, request.params.id);
        if (!existing) throw noteNotFound();
        assertMayChange(user, existing);
        const content = request.body.content.trim();
        if (content === existing.content) return existing;
        const [row] = await tx
          .update(notes)
          .set({ content, updatedAt: new Date() })
          .where(eq(notes.id, existing.id))
          .returning();
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
    },
  );

  app.delete(
    "/api/notes/:id",
    { config: { access: "staff" }, schema: { params: noteParams } },
    async (request, reply) => {
      const user = me(request);
      await db.transaction(async (tx) => {
        const existing = await findNote(tx, request.params.id);
        if (!existing) throw noteNotFound();
        assertMayChange(user, existing);
        await tx.delete(notes).where(eq(notes.id, existing.id));
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
      return reply.status(204).send();
    },
  );
};
