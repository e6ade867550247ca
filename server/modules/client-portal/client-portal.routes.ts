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
import { idParamsSchema, safeString } from "../../../contract/safe-text";
import type { UserRow } from "../auth/users.service";
import { listMessages } from "./client-portal.repository";
import {
  clientDashboard,
  clientGuidePdf,
  renameClient,
  sendClientMessage,
  sendStaffMessage,
  staffClients,
  staffThread,
  updateChecklistTask,
} from "./client-portal.service";

/** The client portal (clients only) and the staff side of client messages. */
export const clientPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;

  app.get(
    "/api/client/dashboard",
    { config: { access: "client" }, schema: { response: { 200: clientDashboardSchema } } },
    (request) => clientDashboard(db, me(request)),
  );

  app.patch(
    "/api/client/profile",
    {
      config: { access: "client" },
      schema: { body: updateClientProfileInputSchema, response: { 200: clientProfileSchema } },
    },
    (request) => renameClient(db, me(request), request.body.firstName, request.body.lastName),
  );

  app.put(
    "/api/client/checklist/:taskId",
    {
      config: { access: "client" },
      schema: { params: z.object({ taskId: safeString().max(40) }), body: checklistUpdateInputSchema },
    },
    async (request, reply) => {
      await updateChecklistTask(db, me(request), request.params.taskId, request.body.completed);
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
      const thread = await sendClientMessage(db, me(request), request.body.content, app.config.publicUrl);
      app.mail.kick();
      return reply.status(201).send(thread);
    },
  );

  app.get("/api/client/guide.pdf", { config: { access: "client" } }, async (request, reply) => {
    const { pdf, locale } = await clientGuidePdf(db, me(request), app.storage);
    const filename = locale === "fr-CA" ? "mon-guide-du-vendeur.pdf" : "my-sellers-guide.pdf";
    return reply.type("application/pdf").header("Content-Disposition", `attachment; filename="${filename}"`).send(pdf);
  });

  app.get(
    "/api/staff/clients",
    { config: { access: "staff" }, schema: { response: { 200: z.array(staffClientSchema) } } },
    (request) => staffClients(db, me(request)),
  );

  const clientParams = idParamsSchema;

  app.get(
    "/api/staff/clients/:id/messages",
    { config: { access: "staff" }, schema: { params: clientParams, response: { 200: z.array(messageSchema) } } },
    (request) => staffThread(db, me(request), request.params.id),
  );

  app.post(
    "/api/staff/clients/:id/messages",
    {
      config: { access: "staff" },
      schema: { params: clientParams, body: sendMessageInputSchema, response: { 201: z.array(messageSchema) } },
    },
    async (request, reply) => {
      const thread = await sendStaffMessage(
        db,
        me(request),
        request.params.id,
        request.body.content,
        app.config.publicUrl,
      );
      app.mail.kick();
      return reply.status(201).send(thread);
    },
  );
};
