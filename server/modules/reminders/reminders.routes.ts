import { eq } from "drizzle-orm";
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
import { reminders } from "../../db/schema/index";
import { publishEvent } from "../../integrations/events/events.plugin";
import { HttpError } from "../../plugins/error-handler";
import type { UserRow } from "../auth/users.repository";
import { displayValue, insertHistory, type NewHistoryRow } from "../history/history.repository";
import { requireLead } from "../leads/leads-staff.service";
import { findReminder, listReminders, type ReminderRow, toReminder } from "./reminders.repository";

const reminderParams = idParamsSchema;
const reminderNotFound = () => new HttpError(404, "Reminder not found", "not_found");

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
    async (request, reply) => {
      const user = me(request);
      const { leadId, title, dueDate, completed } = request.body;
      const created = await db.transaction(async (tx) => {
        const lead = await requireLead(tx, leadId);
        const [row] = await tx
          .insert(reminders)
          .values({ leadId, userId: user.id, title: title.trim(), dueDate: new Date(dueDate), completed })
          .returning();
        if (!row) throw new Error("insert returned no row");
        await insertHistory(tx, [
          {
            leadId,
            userId: user.id,
            changeType: "reminder_add",
            newValue: `${row.title} (due ${row.dueDate.toISOString()})`,
          },
        ]);
        await publishEvent(tx, { type: "reminder", leadId });
        return toReminder(row, lead.fullName);
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    "/api/reminders/:id",
    {
      config: { access: "staff" },
      schema: { params: reminderParams, body: updateReminderInputSchema, response: { 200: reminderSchema } },
    },
    async (request) => {
      const user = me(request);
      return db.transaction(async (tx) => {
        const existing = await findReminder(tx, request.params.id);
        if (!existing) throw reminderNotFound();
        const lead = await requireLead(tx, existing.leadId);
        const next: Partial<ReminderRow> = {};
        const history: NewHistoryRow[] = [];
        const { completed, title, dueDate } = request.body;
        const changes: [keyof ReminderRow, unknown, unknown][] = [
          ["completed", existing.completed, completed],
          ["title", existing.title, title?.trim()],
          [
            "dueDate",
            existing.dueDate.toISOString(),
            dueDate === undefined ? undefined : new Date(dueDate).toISOString(),
          ],
        ];
        for (const [field, before, after] of changes) {
          if (after === undefined || after === before) continue;
          (next as Record<string, unknown>)[field] = field === "dueDate" ? new Date(after as string) : after;
          history.push({
            leadId: existing.leadId,
            userId: user.id,
            changeType: "reminder_update",
            fieldName: field,
            oldValue: displayValue(before),
            newValue: displayValue(after),
            notes: existing.title,
          });
        }
        if (history.length === 0) return toReminder(existing, lead.fullName);
        const [row] = await tx
          .update(reminders)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(reminders.id, existing.id))
          .returning();
        await insertHistory(tx, history);
        await publishEvent(tx, { type: "reminder", leadId: existing.leadId });
        return toReminder(row ?? existing, lead.fullName);
      });
    },
  );

  app.delete(
    "/api/reminders/:id",
    { config: { access: "staff" }, schema: { params: reminderParams } },
    async (request, reply) => {
      const user = me(request);
      await db.transaction(async (tx) => {
        const existing = await findReminder(tx, request.params.id);
        if (!existing) throw reminderNotFound();
        await tx.delete(reminders).where(eq(reminders.id, existing.id));
        await insertHistory(tx, [
          {
            leadId: existing.leadId,
            userId: user.id,
            changeType: "reminder_delete",
            oldValue: existing.title,
            notes: `${existing.title} (due ${existing.dueDate.toISOString()})`,
          },
        ]);
        await publishEvent(tx, { type: "reminder", leadId: existing.leadId });
      });
      return reply.status(204).send();
    },
  );
};
