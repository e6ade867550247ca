import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { safeString } from "../../../contract/safe-text";
import { leads } from "../../db/schema/index";
import { escapeHtml } from "../../integrations/mail/outbox";
import { getBrokerage } from "../settings/settings.repository";

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}<p><a href="/">Return to Home</a></p></body></html>`;

const notRecognised = page(
  "Link not recognised",
  "<p>This unsubscribe link is not valid. It may have been mistyped.</p>",
);
const tokenShape = /^[A-Za-z0-9_-]{32}$/;
const params = z.object({ token: safeString().max(100) });

/**
 * The link in every e-mail to a seller: works without sign-in and stops all further e-mail (CASL).
 * GET only shows a button, so that mail providers' link scanners unsubscribe nobody; the POST (the
 * button, or a mail app's one-click POST per RFC 8058) unsubscribes.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // A one-click POST is a form post (RFC 8058: "List-Unsubscribe=One-Click"); its body carries nothing we need.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  }

  const findLead = async (token: string) => {
    if (!tokenShape.test(token)) return undefined;
    const [lead] = await db
      .select({ id: leads.id, doNotEmail: leads.doNotEmail })
      .from(leads)
      .where(eq(leads.unsubscribeToken, token));
    return lead;
  };

  app.get("/unsubscribe/:token", { config: { access: "public" }, schema: { params } }, async (request, reply) => {
    reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store");
    const lead = await findLead(request.params.token);
    if (!lead) return reply.status(404).send(notRecognised);
    const brokerage = await getBrokerage(db);
    const action = `/unsubscribe/${encodeURIComponent(request.params.token)}`;
    return reply.send(
      page(
        "Unsubscribe from our e-mails",
        `<p>Stop all e-mails from ${escapeHtml(brokerage.name)} to this address?</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #0f172a;background:#0f172a;color:#fff;cursor:pointer">Unsubscribe</button></form>`,
      ),
    );
  });

  app.post(
    "/unsubscribe/:token",
    // Mail apps post here cross-site and without our JSON content type: the one write exempt from CSRF checks.
    { config: { access: "public", crossSiteForm: true }, schema: { params } },
    async (request, reply) => {
      reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store");
      const lead = await findLead(request.params.token);
      if (!lead) return reply.status(404).send(notRecognised);
      await db.update(leads).set({ doNotEmail: true, updatedAt: new Date() }).where(eq(leads.id, lead.id));
      const brokerage = await getBrokerage(db);
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
