import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checklistUpdateInputSchema,
  clientDashboardSchema,
  clientProfileSchema,
  messageSchema,
  sendMessageInputSchema,
  staffClientSchema,
  updateClientProfileInputSchema,
} from "../../../contract/client-portal";
import { DEFAULT_LOCALE, isLocale } from "../../../contract/locale";
import { idParamsSchema, safeString } from "../../../contract/safe-text";
import { messages, users } from "../../db/schema/index";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { forbidden } from "../../plugins/auth";
import { HttpError } from "../../plugins/error-handler";
import { type UserRow, userDisplayName, userLocale } from "../auth/users.repository";
import { getBrokerage } from "../settings/settings.repository";
import {
  completedTasks,
  insertMessage,
  latestGuideFor,
  leadLocale,
  listActivity,
  listMessages,
  recordActivity,
  setTask,
} from "./client-portal.repository";
import { guidePdf } from "./guide-pdf";
import { messageEmail } from "./message-email";
import { COOP_COMMISSION_RATE, checklistPhases, portalContent } from "./portal-content";

const allTasks = new Map(checklistPhases.flatMap((p) => p.tasks.map((t) => [t.id, t.text] as const)));

function toProfile(user: UserRow) {
  return {
    id: user.id,
    fullName: user.fullName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    status: user.isActive ? "Active" : "Inactive",
    clientType: "seller" as const,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The client portal (clients only) and the staff side of client messages. */
export const clientPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;

  async function agentOf(client: UserRow): Promise<UserRow | undefined> {
    if (!client.agentId) return undefined;
    const [agent] = await db.select().from(users).where(eq(users.id, client.agentId));
    return agent;
  }

  app.get(
    "/api/client/dashboard",
    { config: { access: "client" }, schema: { response: { 200: clientDashboardSchema } } },
    async (request) => {
      const client = me(request);
      const [agent, brokerage, done, activity, guide] = [
        await agentOf(client),
        await getBrokerage(db),
        await completedTasks(db, client.id),
        await listActivity(db, client.id),
        await latestGuideFor(db, client),
      ];
      // The brokerage's content in the client's own language (issue 18).
      const content = portalContent[isLocale(client.locale) ? client.locale : DEFAULT_LOCALE];
      return {
        profile: toProfile(client),
        agent: agent
          ? { name: userDisplayName(agent), phone: agent.phone, email: agent.email, brokerage: brokerage.name }
          : null,
        upcomingTasks: content.upcomingTasks,
        checklist: content.checklistPhases.map((p) => ({
          ...p,
          tasks: p.tasks.map((t) => ({ ...t, completed: done.has(t.id) })),
        })),
        partners: content.partnerCategories,
        servicePlans: content.servicePlans,
        coopCommissionRate: COOP_COMMISSION_RATE,
        activity,
        guide: guide ? { token: guide.token, title: guide.content.title } : null,
      };
    },
  );

  app.patch(
    "/api/client/profile",
    {
      config: { access: "client" },
      schema: { body: updateClientProfileInputSchema, response: { 200: clientProfileSchema } },
    },
    async (request) => {
      const { firstName, lastName } = request.body;
      const [row] = await db
        .update(users)
        .set({ firstName, lastName, fullName: `${firstName} ${lastName}`, updatedAt: new Date() })
        .where(eq(users.id, me(request).id))
        .returning();
      await recordActivity(db, me(request).id, "Updated profile name", `${firstName} ${lastName}`);
      return toProfile(row ?? me(request));
    },
  );

  app.put(
    "/api/client/checklist/:taskId",
    {
      config: { access: "client" },
      schema: { params: z.object({ taskId: safeString().max(40) }), body: checklistUpdateInputSchema },
    },
    async (request, reply) => {
      const text = allTasks.get(request.params.taskId);
      if (!text) throw new HttpError(404, "Task not found", "not_found");
      const client = me(request);
      await db.transaction(async (tx) => {
        await setTask(tx, client.id, request.params.taskId, request.body.completed);
        await recordActivity(
          tx,
          client.id,
          `${request.body.completed ? "Completed" : "Reopened"} task: ${text}`,
          userDisplayName(client),
        );
      });
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/client/messages",
    { config: { access: "client" }, schema: { response: { 200: z.array(messageSchema) } } },
    (request) => listMessages(db, me(request).id),
  );

  app.post(
    "/api/client/messages",
    {
      config: { access: "client" },
      schema: { body: sendMessageInputSchema, response: { 201: z.array(messageSchema) } },
    },
    async (request, reply) => {
      const client = me(request);
      const agent = await agentOf(client);
      const brokerage = await getBrokerage(db);
      const to = agent?.email ?? brokerage.email;
      await db.transaction(async (tx) => {
        await insertMessage(tx, client.id, client.id, request.body.content.trim());
        await recordActivity(tx, client.id, "Sent a message to their agent", userDisplayName(client));
        if (to) {
          await enqueueEmails(tx, [
            messageEmail({
              to,
              from: userDisplayName(client),
              content: request.body.content.trim(),
              link: `${app.config.publicUrl}/dashboard`,
              brokerage,
              // The agent's language; the brokerage's own address gets the default.
              locale: agent ? userLocale(agent) : DEFAULT_LOCALE,
            }),
          ]);
        }
      });
      app.mail.kick();
      return reply.status(201).send(await listMessages(db, client.id));
    },
  );

  app.get("/api/client/guide.pdf", { config: { access: "client" } }, async (request, reply) => {
    const guide = await latestGuideFor(db, me(request));
    if (!guide) throw new HttpError(404, "No personalised guide yet", "not_found");
    const locale = guide.leadId ? await leadLocale(db, guide.leadId) : DEFAULT_LOCALE;
    const pdf = await guidePdf(guide.content, (await getBrokerage(db)).name, locale);
    const filename = locale === "fr-CA" ? "mon-guide-du-vendeur.pdf" : "my-sellers-guide.pdf";
    return reply.type("application/pdf").header("Content-Disposition", `attachment; filename="${filename}"`).send(pdf);
  });

  // Staff side: an agent sees only their own clients' threads; managers and admins see all.
  async function clientForStaff(staff: UserRow, clientId: number): Promise<UserRow> {
    const [client] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, clientId), eq(users.userType, "client")));
    if (!client) throw new HttpError(404, "Client not found", "not_found");
    if (staff.role === "agent" && client.agentId !== staff.id) throw forbidden();
    return client;
  }

  app.get(
    "/api/staff/clients",
    { config: { access: "staff" }, schema: { response: { 200: z.array(staffClientSchema) } } },
    async (request) => {
      const staff = me(request);
      const rows = await db
        .select({
          client: users,
          lastMessageAt: sql<
            string | null
          >`(select max(${messages.createdAt})::text from ${messages} where ${messages.clientId} = ${users.id})`,
        })
        .from(users)
        .where(and(eq(users.userType, "client"), staff.role === "agent" ? eq(users.agentId, staff.id) : undefined))
        .orderBy(desc(users.createdAt));
      return rows.map(({ client, lastMessageAt }) => ({
        id: client.id,
        fullName: client.fullName,
        email: client.email,
        agentId: client.agentId,
        lastMessageAt: lastMessageAt ? new Date(lastMessageAt).toISOString() : null,
      }));
    },
  );

  const clientParams = idParamsSchema;

  app.get(
    "/api/staff/clients/:id/messages",
    { config: { access: "staff" }, schema: { params: clientParams, response: { 200: z.array(messageSchema) } } },
    async (request) => listMessages(db, (await clientForStaff(me(request), request.params.id)).id),
  );

  app.post(
    "/api/staff/clients/:id/messages",
    {
      config: { access: "staff" },
      schema: { params: clientParams, body: sendMessageInputSchema, response: { 201: z.array(messageSchema) } },
    },
    async (request, reply) => {
      const staff = me(request);
      const client = await clientForStaff(staff, request.params.id);
      const brokerage = await getBrokerage(db);
      await db.transaction(async (tx) => {
        await insertMessage(tx, client.id, staff.id, request.body.content.trim());
        await recordActivity(tx, client.id, "Your agent sent you a message", userDisplayName(staff));
        await enqueueEmails(tx, [
          messageEmail({
            to: client.email,
            from: userDisplayName(staff),
            content: request.body.content.trim(),
            link: `${app.config.publicUrl}/auth?client=true`,
            brokerage,
            locale: userLocale(client),
          }),
        ]);
      });
      app.mail.kick();
      return reply.status(201).send(await listMessages(db, client.id));
    },
  );
};
