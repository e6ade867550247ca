import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import { safeString } from "../../../contract/safe-text";
import { escapeHtml } from "../../integrations/mail/outbox";
import { brandedPage } from "../../lib/email/branded-page";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { getBrokerage } from "../settings/settings.service";
import { leadForUnsubscribe, unsubscribeLead } from "./unsubscribe.service";

/**
 * Sends the page's form as soon as a browser shows it: one click from the e-mail unsubscribes. A link
 * scanner that fetches the address without running scripts changes nothing; without scripts the button stays.
 */
const AUTO_SUBMIT = 'document.getElementById("unsubscribe").submit();';

const localeOf = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
const params = z.object({ token: safeString().max(100) });

/**
 * The link in every e-mail to a seller: works without sign-in and stops all further e-mail (CASL), in
 * the brokerage's brand and the seller's language. GET shows the form and sends it at once in a browser;
 * the POST (that form, or a mail app's one-click POST per RFC 8058) unsubscribes. A revisit says the
 * address is already unsubscribed.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // A one-click POST is a form post (RFC 8058: "List-Unsubscribe=One-Click"); its body carries nothing we need.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));
  }

  async function page(
    locale: Locale,
    title: (t: ReturnType<typeof emailTranslator>) => string,
    body: string,
    script?: string,
  ) {
    const brokerage = await getBrokerage(db);
    const t = emailTranslator(locale);
    return brandedPage({
      locale,
      brand: emailBrand(brokerage, app.config.publicUrl),
      title: title(t),
      bodyHtml: body,
      homeText: t("email.unsubscribe.home"),
      script,
    });
  }
  const notRecognised = () => {
    const t = emailTranslator(DEFAULT_LOCALE);
    return page(
      DEFAULT_LOCALE,
      () => t("email.unsubscribe.unknownTitle"),
      `<p>${escapeHtml(t("email.unsubscribe.unknownBody"))}</p>`,
    );
  };
  async function settled(locale: Locale, already: boolean) {
    const { name, phone } = await getBrokerage(db);
    const t = emailTranslator(locale);
    const contact = phone ? t("email.unsubscribe.contact", { phone }) : t("email.unsubscribe.contactNoPhone");
    const said = already
      ? t("email.unsubscribe.already", { brokerage: name })
      : t("email.unsubscribe.done", { brokerage: name });
    return page(
      locale,
      (tr) => tr(already ? "email.unsubscribe.alreadyTitle" : "email.unsubscribe.doneTitle"),
      `<p>${escapeHtml(said)}</p><p>${escapeHtml(contact)}</p>`,
    );
  }

  app.get("/unsubscribe/:token", { config: { access: "public" }, schema: { params } }, async (request, reply) => {
    reply.type("text/html; charset=utf-8").header("Cache-Control", "no-store");
    const lead = await leadForUnsubscribe(db, request.params.token);
    if (!lead) return reply.status(404).send(await notRecognised());
    const locale = localeOf(lead.locale);
    if (lead.doNotEmail) return reply.send(await settled(locale, true));
    const { name } = await getBrokerage(db);
    const t = emailTranslator(locale);
    const action = `/unsubscribe/${encodeURIComponent(request.params.token)}`;
    // Only this page may run its one script: its CSP allows it by hash, every other page's does not.
    reply.header("content-security-policy", app.cspAllowingScript(AUTO_SUBMIT));
    return reply.send(
      await page(
        locale,
        (tr) => tr("email.unsubscribe.askTitle"),
        `<p>${escapeHtml(t("email.unsubscribe.ask", { brokerage: name }))}</p>
<form id="unsubscribe" method="post" action="${escapeHtml(action)}"><button class="button" type="submit">${escapeHtml(t("email.unsubscribe.button"))}</button></form>`,
        AUTO_SUBMIT,
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
      if (!lead) return reply.status(404).send(await notRecognised());
      const already = lead.doNotEmail;
      if (!already) await unsubscribeLead(db, lead, request.ip);
      return reply.send(await settled(localeOf(lead.locale), already));
    },
  );
};
