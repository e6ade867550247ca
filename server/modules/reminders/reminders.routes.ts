import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createReminderInputSchema,
  reminderListQuerySchema,
  reminderSchema,
  updateReminderInputSchema,
} from "../../../contract/crm";
import { leadIdSchema } from "../../../contract/leads";
import { idParamsSchema } from "../../../contract/safe-text";
import type { UserRow } from "../auth/users.service";
import { requireLead } from "../leads/leads-staff.service";
import { listReminders } from "./reminders.repository";
import { createReminder, editReminder, removeReminder } from "./reminders.service";

const reminderParams = idParamsSchema;

export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;

  app.get(
    "/api/reminders",
    {
      config: { access: "staff" },
      schema: { querystring: reminderListQuerySchema, response: { 200: z.array(reminderSchema) } },
    },
    (request) =>
      listReminders(db, {
        completed: request.query.completed === undefined ? undefined : request.query.completed === "true",
      }),
  );

  app.get(
    "/api/leads/:id/reminders",
    {
      config: { access: "staff" },
      schema: { params: z.object({ id: leadIdSchema }), response: { 200: z.array(reminderSchema) } },
    },
    async (request) => {
      const lead = await requireLead(db, request.params.id);
      return listReminders(db, { leadId: lead.id });
    },
  );

  app.post(
    "/api/reminders",
    { config: { access: "staff" }, schema: { body: createReminderInputSchema, response: { 201: reminderSchema } } },
    async (request, reply) => reply.status(201).send(await createReminder(db, me(request).id, request.body)),
  );

  app.patch(
    "/api/reminders/:id",
    {
      config: { access: "staff" },
      schema: { params: reminderParams, body: updateReminderInputSchema, response: { 200: reminderSchema } },
    },
    (request) => editReminder(db, me(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/reminders/:id",
    { config: { access: "staff" }, schema: { params: reminderParams } },
    async (request, reply) => {
      await removeReminder(db, me(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
