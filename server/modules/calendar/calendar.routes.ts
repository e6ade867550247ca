import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from "../../../contract/pipeline";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { createFeedToken, feedCalendar, feedStatus, revokeFeed } from "./calendar.service";

const feedFile = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, "Unknown calendar feed"),
});

/** Each staff member's private, revocable iCalendar feed of their open reminders (decision 019). */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;

  app.get(
    "/api/calendar-feed",
    { config: { access: "staff" }, schema: { response: { 200: calendarFeedStatusSchema } } },
    (request) => feedStatus(db, me(request).id),
  );

  app.post(
    "/api/calendar-feed",
    { config: { access: "staff" }, schema: { response: { 201: calendarFeedCreatedSchema } } },
    async (request, reply) => {
      const { token, createdAt } = await createFeedToken(db, me(request).id);
      return reply
        .code(201)
        .send({ url: `${app.config.publicUrl}/api/calendar/${token}.ics`, createdAt: createdAt.toISOString() });
    },
  );

  app.delete("/api/calendar-feed", { config: { access: "staff" } }, async (request, reply) => {
    await revokeFeed(db, me(request).id);
    return reply.code(204).send();
  });

  // The token in the address is the only credential (calendar apps send no cookie), so a wrong or
  // revoked one is a plain 404 that tells nothing about which tokens exist.
  app.get(
    "/api/calendar/:file",
    { config: { access: "public" }, schema: { params: feedFile } },
    async (request, reply) => {
      const token = request.params.file.slice(0, -".ics".length);
      const text = await feedCalendar(db, token, app.config.publicUrl);
      if (text === undefined) throw httpError("calendar_feed_unknown", {});
      return reply
        .header("Content-Type", "text/calendar; charset=utf-8")
        .header("Cache-Control", "private, no-cache")
        .header("Content-Disposition", 'inline; filename="reminders.ics"')
        .send(text);
    },
  );
};
