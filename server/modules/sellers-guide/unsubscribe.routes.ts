import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import { safeString } from "../../../contract/safe-text";
import { escapeHtml } from "../../integrations/mail/outbox";
import { getBrokerage } from "../settings/settings.service";
import { leadForUnsubscribe, unsubscribeLead } from "./unsubscribe.service";

interface UnsubscribeTexts {
  home: string;
  unknownTitle: string;
  unknownBody: string;
  askTitle: string;
  ask: (name: string) => string;
  button: string;
  doneTitle: string;
  done: (name: string) => string;
  contact: (phone: string) => string;
}

// The page speaks the seller's language (the lead's locale, decision 017); English exactly as before.
const texts: Record<Locale, UnsubscribeTexts> = {
  "en-CA": {
    home: "Return to Home",
    unknownTitle: "Link not recognised",
    unknownBody: "This unsubscribe link is not valid. It may have been mistyped.",
    askTitle: "Unsubscribe from our e-mails",
    ask: (name) => `Stop all e-mails from ${name} to this address?`,
    button: "Unsubscribe",
    doneTitle: "You're unsubscribed",
    done: (name) => `You will not receive any more e-mails from ${name}.`,
    contact: (phone) => `Changed your mind or have a question? Contact us${phone ? ` at ${phone}` : ""}.`,
  },
  "fr-CA": {
    home: "Retour à l'accueil",
    unknownTitle: "Lien non reconnu",
    unknownBody: "Ce lien de désabonnement n'est pas valide. Il a peut-être été mal copié.",
    askTitle: "Se désabonner de nos courriels",
    ask: (name) => `Ne plus recevoir aucun courriel de ${name} à cette adresse?`,
    button: "Me désabonner",
    doneTitle: "Votre désabonnement est confirmé",
    done: (name) => `Vous ne recevrez plus aucun courriel de ${name}.`,
    contact: (phone) =>
      `Vous avez changé d'idée ou avez une question? Communiquez avec nous${phone ? ` au ${phone}` : ""}.`,
  },
};

const page = (
  locale: Locale,
  title: string,
  body: string,
) => `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1>${body}<p><a href="${locale === "fr-CA" ? "/fr" : "/"}">${escapeHtml(texts[locale].home)}</a></p></body></html>`;

const notRecognised = page(
  DEFAULT_LOCALE,
  texts[DEFAULT_LOCALE].unknownTitle,
  `<p>${texts[DEFAULT_LOCALE].unknownBody}</p>`,
);
const localeOf = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
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

  app.get("/unsubscribe/:token", { config: { access: "public" }, schema: { params } }, async (request, reply) => {
    reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store");
    const lead = await leadForUnsubscribe(db, request.params.token);
    if (!lead) return reply.status(404).send(notRecognised);
    const brokerage = await getBrokerage(db);
    const action = `/unsubscribe/${encodeURIComponent(request.params.token)}`;
    const locale = localeOf(lead.locale);
    const t = texts[locale];
    return reply.send(
      page(
        locale,
        t.askTitle,
        `<p>${escapeHtml(t.ask(brokerage.name))}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" style="font:inherit;padding:.5rem 1rem;border-radius:.375rem;border:1px solid #0f172a;background:#0f172a;color:#fff;cursor:pointer">${escapeHtml(t.button)}</button></form>`,
      ),
    );
  });

  app.post(
    "/unsubscribe/:token",
    // Mail apps post here cross-site and without our JSON content type: the one write exempt from CSRF checks.
    { config: { access: "public", crossSiteForm: true }, schema: { params } },
    async (request, reply) => {
      reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store");
      const lead = await leadForUnsubscribe(db, request.params.token);
      if (!lead) return reply.status(404).send(notRecognised);
      await unsubscribeLead(db, lead, request.ip);
      const brokerage = await getBrokerage(db);
      const locale = localeOf(lead.locale);
      const t = texts[locale];
      return reply.send(
        page(
          locale,
          t.doneTitle,
          `<p>${escapeHtml(t.done(brokerage.name))}</p><p>${escapeHtml(t.contact(brokerage.phone))}</p>`,
        ),
      );
    },
  );
};
