import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createNoteInputSchema, noteSchema, updateNoteInputSchema } from "../../../contract/crm";
import { leadIdSchema } from "../../../contract/leads";
import { idParamsSchema } from "../../../contract/safe-text";
import type { UserRow } from "../auth/users.service";
import { requireLead } from "../leads/leads-staff.service";
import { listNotes } from "./notes.repository";
import { createNote, editNote, removeNote } from "./notes.service";

const noteParams = idParamsSchema;

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
    async (request, reply) =>
      reply.status(201).send(await createNote(db, me(request), request.body.leadId, request.body.content)),
  );

  app.patch(
    "/api/notes/:id",
    {
      config: { access: "staff" },
      schema: { params: noteParams, body: updateNoteInputSchema, response: { 200: noteSchema } },
    },
    (request) => editNote(db, me(request), request.params.id, request.body.content),
  );

  app.delete(
    "/api/notes/:id",
    { config: { access: "staff" }, schema: { params: noteParams } },
    async (request, reply) => {
      await removeNote(db, me(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
