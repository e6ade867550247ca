import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { safeString } from "../../../contract/safe-text";
import { leads } from "../../db/schema/index";
import { escapeHtml } from "../../integrations/mail/outbox";
import { getBrokerage } from "../settings/settings.repository";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}<p><a href="/">Return to Home</a></p></body></html>`;

/** The link in every e-mail to a seller: works without sign-in and stops all further e-mail (CASL). */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/unsubscribe/:token",
    { config: { access: "public" }, schema: { params: z.object({ token: safeString().max(100) }) } },
    async (request, reply) => {
      reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store");
      const [lead] = /^[A-Za-z0-9_-]{32}$/.test(request.params.token)
        ? await app.database.db
            .update(leads)
            .set({ doNotEmail: true, updatedAt: new Date() })
            .where(eq(leads.unsubscribeToken, request.params.token))
            .returning({ id: leads.id })
        : [];
      if (!lead) {
        return reply
          .status(404)
          .send(page("Link not recognised", "<p>This unsubscribe link is not valid. It may have been mistyped.</p>"));
      }
      const brokerage = await getBrokerage(app.database.db);
      return reply.send(
        page(
          "You're unsubscribed",
          `<p>You will not receive any more e-mails from ${escapeHtml(brokerage.name)}.</p><p>Changed your mind or have a question? Contact us${
            brokerage.phone ? ` at ${escapeHtml(brokerage.phone)}` : ""
          }.</p>`,
        ),
      );
    },
  );
};
