import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EstimateResponse, HomeValueEstimate } from "../../../contract/home-value";
import { homeValueDisclaimers } from "../../../contract/home-value";
import type { Locale } from "../../../contract/locale";
import type { PlanStep } from "../../../contract/nurture";
import type { Brokerage } from "../../../contract/settings";
import { sourceFiles } from "../../architecture/import-graph";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { webhookDisabledEmail } from "../../integrations/webhooks/webhook-disabled-email";
import { managerAlertEmail } from "../../modules/claims/claims-email";
import { messageEmail } from "../../modules/client-portal/message-email";
import { homeValueReportEmail } from "../../modules/home-value/home-value-report-email";
import { analysisEmail } from "../../modules/home-value/market-analysis-email";
import { acknowledgementEmail } from "../../modules/leads/acknowledgement-email";
import { assignmentEmail } from "../../modules/leads/assignment-email";
import type { LeadRow } from "../../modules/leads/index";
import { leadAlertEmails } from "../../modules/leads/lead-alert-email";
import { signalEmail } from "../../modules/nurture/signal-email";
import { planStepEmail } from "../../modules/nurture/step-email";
import { sellersGuideEmail } from "../../modules/sellers-guide/guide-email";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead } from "../../test/factories";
import { agentMessageEmail } from "./agent-message";
import { assistantHandoffEmail } from "./assistant-handoff";
import { emailMessagesEn } from "./messages/en-CA";
import { emailMessagesFr } from "./messages/fr-CA";
import { replyAlertEmail } from "./reply-alert";

/**
 * Issue 45: every kind of e-mail the portal writes to the outbox, in both languages, is on the one template
 * (decision 050): the brand's logo and colour in the HTML, a text part, the words of its language.
 */

const publicUrl = "http://portal.test";
const logo = `${publicUrl}/uploads/images/logo.png`;
const brandColor = "#b45309";
const brokerage: Brokerage = {
  name: "Maple Key Realty",
  address: "1 Bay St, Toronto, ON M5J 2R8",
  phone: "(416) 555-0199",
  email: "hello@maplekey.test",
  logoUrl: "/uploads/images/logo.png",
  brandColor,
  licence: "Real estate brokerage registered with RECO",
};
const locales: Locale[] = ["en-CA", "fr-CA"];

let t: TestApp;
/** The same seller in each language (their lead's locale), with their lead's id. */
const leads = {} as Record<Locale, LeadRow>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const locale of locales)
    leads[locale] = await createLead(t.db, {
      locale,
      fullName: "Sam Example",
      address: "12 Maple Avenue",
      city: "Toronto",
      province: "ON",
      postalCode: "M4E 1A1",
      contactMethod: "Phone",
      status: "New",
    });
});
afterAll(async () => {
  await t.close();
});

const staff = (locale: Locale) => ({ email: `staff.${locale}@maplekey.test`, locale });
const agent = { name: "Avery Quinn", email: "avery@maplekey.test", phone: "(416) 555-0142" };
const link = (locale: Locale) => `${publicUrl}/leads/${leads[locale].id}`;

/** An e-mail step of an action plan, as an admin writes it in both languages. */
const step: PlanStep = {
  kind: "email",
  delayMinutes: 0,
  subject: { en: "A market update for {firstName}", fr: "Des nouvelles du marché pour {firstName}" },
  body: {
    en: "Hi {firstName},\n\nHomes near you sold quickly this month.\n\n{agentName}",
    fr: "Bonjour {firstName},\n\nLes propriétés près de chez vous se sont vendues vite ce mois-ci.\n\n{agentName}",
  },
};

const estimate: EstimateResponse & { estimate: HomeValueEstimate } = {
  estimate: { low: 580_000, value: 612_000, high: 645_000, currency: "CAD" },
  comparables: [
    {
      address: "18 Maple Avenue",
      city: "Toronto",
      propertyType: "detached",
      soldDate: "2026-10-02",
      price: 605_000,
      livingArea: 1450,
      bedrooms: 3,
      bathrooms: 2,
      yearBuilt: 1962,
      distanceKm: 0.2,
    },
  ],
  reason: null,
  coverage: 0.8,
  disclaimer: "",
} as EstimateResponse & { estimate: HomeValueEstimate };

/** One e-mail to write in a language, who reads it, and the exact words of that language it must carry. */
interface Sample {
  reader: "seller" | "staff" | "client";
  build: (locale: Locale) => Promise<OutgoingEmail>;
  subject: Record<Locale, string>;
  /** Whole lines of the text part. */
  lines: (locale: Locale) => string[];
}

const byLocale =
  <T>(en: T, fr: T) =>
  (locale: Locale) =>
    locale === "fr-CA" ? fr : en;

/**
 * Every kind of e-mail the portal sends, with one or more samples. The scan below fails when the code writes
 * a kind that is not listed here, and the samples cover exactly the listed kinds.
 */
const kinds: Record<string, Sample[]> = {
  lead_acknowledgement: [
    {
      reader: "seller",
      build: (locale) =>
        acknowledgementEmail(leads[locale], { agentName: agent.name, agentEmail: agent.email, brokerage, publicUrl }),
      subject: {
        "en-CA": "We received your request - Maple Key Realty",
        "fr-CA": "Nous avons reçu votre demande - Maple Key Realty",
      },
      lines: byLocale(
        ["Thank you for your request: we have received it."],
        ["Merci de votre demande : nous l'avons bien reçue."],
      ),
    },
  ],
  sellers_guide: [
    {
      reader: "seller",
      build: (locale) =>
        sellersGuideEmail({
          to: leads[locale].email as string,
          leadId: leads[locale].id,
          topic: locale === "fr-CA" ? "Fixer le prix" : "Pricing your home",
          guideUrl: `${publicUrl}/sellers-guide/abc`,
          unsubscribeUrl: `${publicUrl}/unsubscribe/tok`,
          brokerage,
          publicUrl,
          locale,
          agent,
        }),
      subject: {
        "en-CA": "Your personalized seller's guide: Pricing your home",
        "fr-CA": "Votre guide du vendeur personnalisé : Fixer le prix",
      },
      lines: byLocale(
        [`Read your guide: ${publicUrl}/sellers-guide/abc`],
        [`Lire votre guide : ${publicUrl}/sellers-guide/abc`],
      ),
    },
  ],
  marketing_home_value: [
    {
      reader: "seller",
      build: (locale) =>
        homeValueReportEmail({
          to: leads[locale].email as string,
          leadId: leads[locale].id,
          firstName: "Sam",
          address: "12 Maple Avenue",
          locale,
          answer: { ...estimate, disclaimer: homeValueDisclaimers[locale] },
          brokerage,
          unsubscribeUrl: `${publicUrl}/unsubscribe/tok`,
          publicUrl,
          agent,
        }),
      subject: {
        "en-CA": "Your home's estimated value this month",
        "fr-CA": "La valeur estimée de votre propriété ce mois-ci",
      },
      lines: byLocale(["Estimated value: $612,000"], ["Valeur estimée : 612\u00a0000\u00a0$"]),
    },
  ],
  home_value_analysis: [
    {
      reader: "seller",
      build: (locale) =>
        analysisEmail({
          to: leads[locale].email as string,
          leadId: leads[locale].id,
          firstName: "Sam",
          locale,
          agent,
          brokerage,
          publicUrl,
          pdf: Buffer.from("%PDF-1.4"),
        }),
      subject: { "en-CA": "Your market analysis", "fr-CA": "Votre analyse comparative de marché" },
      lines: byLocale(
        ["Hello Sam,", "Questions about it? Reply to this e-mail or call me.", "Avery Quinn"],
        ["Bonjour Sam,", "Des questions? Répondez à ce courriel ou appelez-moi.", "Avery Quinn"],
      ),
    },
  ],
  action_plan: [
    {
      reader: "seller",
      build: (locale) =>
        planStepEmail({
          step,
          lead: leads[locale],
          agentName: agent.name,
          agentEmail: agent.email,
          brokerage,
          publicUrl,
          linkUrl: `${publicUrl}/api/nurture/l/abc`,
          unsubscribeUrl: `${publicUrl}/unsubscribe/tok`,
        }),
      subject: { "en-CA": "A market update for Sam", "fr-CA": "Des nouvelles du marché pour Sam" },
      lines: byLocale(
        ["Hi Sam,", `See your guide and our latest advice: ${publicUrl}/api/nurture/l/abc`],
        ["Bonjour Sam,", `Voir votre guide et nos derniers conseils : ${publicUrl}/api/nurture/l/abc`],
      ),
    },
  ],
  conversation_reply: [
    {
      reader: "seller",
      build: (locale) =>
        agentMessageEmail({
          kind: "conversation_reply",
          to: leads[locale].email as string,
          leadId: leads[locale].id,
          subject: "Re: Your visit",
          body: locale === "fr-CA" ? "Mardi à 17 h me convient." : "Tuesday at 5 works for me.",
          locale,
          agent,
          brokerage,
          publicUrl,
        }),
      subject: { "en-CA": "Re: Your visit", "fr-CA": "Re: Your visit" },
      lines: byLocale(
        ["Tuesday at 5 works for me.", "Sent by Avery Quinn on behalf of Maple Key Realty"],
        ["Mardi à 17 h me convient.", "Envoyé par Avery Quinn au nom de Maple Key Realty"],
      ),
    },
  ],
  agent_message: [
    {
      reader: "seller",
      build: (locale) =>
        agentMessageEmail({
          kind: "agent_message",
          to: leads[locale].email as string,
          leadId: leads[locale].id,
          subject: locale === "fr-CA" ? "Suivi de votre projet de vente" : "Following up on your home sale",
          body: locale === "fr-CA" ? "Avez-vous des questions?" : "Any questions?",
          locale,
          agent,
          brokerage,
          publicUrl,
        }),
      subject: { "en-CA": "Following up on your home sale", "fr-CA": "Suivi de votre projet de vente" },
      lines: byLocale(["Any questions?"], ["Avez-vous des questions?"]),
    },
  ],
  client_message: [
    {
      reader: "staff",
      build: (locale) =>
        messageEmail({
          to: staff(locale).email,
          from: "Jordan Taylor",
          content: locale === "fr-CA" ? "Visite samedi?" : "Can we book photos for Friday?",
          link: `${publicUrl}/dashboard`,
          brokerage,
          publicUrl,
          locale,
          reader: "staff",
        }),
      subject: { "en-CA": "New message from Jordan Taylor", "fr-CA": "Nouveau message de Jordan Taylor" },
      lines: byLocale(
        ["Jordan Taylor wrote:", "Can we book photos for Friday?", `Reply in the portal: ${publicUrl}/dashboard`],
        ["Jordan Taylor a écrit :", "Visite samedi?", `Répondez dans le portail : ${publicUrl}/dashboard`],
      ),
    },
    {
      reader: "client",
      build: (locale) =>
        messageEmail({
          to: "client@example.test",
          from: "Avery Quinn",
          content: locale === "fr-CA" ? "Samedi 10 h, parfait." : "Friday at 10 works.",
          link: `${publicUrl}/auth?client=true`,
          brokerage,
          publicUrl,
          locale,
          reader: "client",
        }),
      subject: { "en-CA": "New message from Avery Quinn", "fr-CA": "Nouveau message de Avery Quinn" },
      lines: byLocale(
        [
          "Friday at 10 works.",
          "You receive this e-mail because you have an account on Maple Key Realty's client portal.",
        ],
        [
          "Samedi 10 h, parfait.",
          "Vous recevez ce courriel parce que vous avez un compte sur le portail client de Maple Key Realty.",
        ],
      ),
    },
  ],
  assistant_handoff: [
    {
      reader: "staff",
      build: (locale) =>
        assistantHandoffEmail({
          to: staff(locale),
          name: "Sam Example",
          reason: "commission",
          lastMessage: "What's your commission?",
          answers: { timeline: "Next spring" },
          leadId: leads[locale].id,
          brokerage,
          publicUrl,
        }),
      subject: {
        "en-CA": "Sam Example needs you: the assistant handed over",
        "fr-CA": "Sam Example a besoin de vous : l'assistant vous passe la conversation",
      },
      lines: (locale) =>
        locale === "fr-CA"
          ? [
              "L'assistant vous passe la conversation avec Sam Example : la personne demande la commission. Son dernier message :",
              "What's your commission?",
              "Échéance : Next spring",
              "L'assistant se tait sur ce prospect jusqu'à ce que vous le lui rendiez. Répondez depuis le prospect.",
              `Ouvrez le prospect pour répondre : ${link(locale)}`,
            ]
          : [
              "The assistant handed Sam Example's conversation to you: they asked about the commission. Their last message:",
              "What's your commission?",
              "Timeline: Next spring",
              "The assistant stays silent on this lead until you hand it back. Answer from the lead.",
              `Open the lead to answer: ${link(locale)}`,
            ],
    },
  ],
  new_lead: [leadAlert("new_lead", "New lead", "Nouveau prospect")],
  lead_started: [leadAlert("lead_started", "New lead (in progress)", "Nouveau prospect (en cours)")],
  consultation_request: [
    leadAlert("consultation_request", "New lead: consultation request", "Nouveau prospect : demande de consultation"),
  ],
  lead_assigned: [
    {
      reader: "staff",
      build: (locale) => assignmentEmail("lead_assigned", staff(locale), leads[locale], brokerage, publicUrl, 30),
      subject: {
        "en-CA": "Lead assigned to you: Sam Example (Realtor Service)",
        "fr-CA": "Prospect qui vous est attribué : Sam Example (Service de courtage)",
      },
      lines: (locale) =>
        locale === "fr-CA"
          ? [
              "Sam Example est maintenant votre prospect.",
              "Aucune activité 30 minutes après l'attribution.",
              "Type : Service de courtage",
              "Adresse : 12 Maple Avenue, Toronto, ON M4E 1A1",
              "Téléphone : (416) 555-0123",
              `Ouvrir la fiche du prospect : ${link(locale)}`,
            ]
          : [
              "Sam Example is now your lead.",
              "No activity for 30 minutes after assignment.",
              "Type: Realtor Service",
              "Address: 12 Maple Avenue, Toronto, ON M4E 1A1",
              "Phone: (416) 555-0123",
              `Open the lead: ${link(locale)}`,
            ],
    },
  ],
  lead_reassigned_away: [
    {
      reader: "staff",
      build: (locale) => assignmentEmail("lead_reassigned_away", staff(locale), leads[locale], brokerage, publicUrl),
      subject: { "en-CA": "Lead reassigned: Sam Example", "fr-CA": "Prospect réattribué : Sam Example" },
      lines: (locale) =>
        locale === "fr-CA"
          ? ["Sam Example a été réattribué à un autre courtier.", `Prospect : ${link(locale)}`]
          : ["Sam Example has been reassigned to another agent.", `Lead: ${link(locale)}`],
    },
  ],
  lead_unclaimed: [
    {
      reader: "staff",
      build: (locale) => managerAlertEmail("lead_unclaimed", staff(locale), leads[locale], 5, brokerage, publicUrl),
      subject: {
        "en-CA": "Nobody claimed a new lead: Sam Example",
        "fr-CA": "Personne n'a pris un nouveau prospect : Sam Example",
      },
      lines: byLocale(
        ["Sam Example was offered to a pool and nobody claimed it within 5 minutes. Please assign it."],
        ["Sam Example a été offert à un groupe et personne ne l'a pris en 5 minutes. Veuillez l'attribuer."],
      ),
    },
  ],
  lead_overdue: [
    {
      reader: "staff",
      build: (locale) => managerAlertEmail("lead_overdue", staff(locale), leads[locale], 10, brokerage, publicUrl),
      subject: { "en-CA": "No first contact yet: Sam Example", "fr-CA": "Toujours sans premier contact : Sam Example" },
      lines: byLocale(
        ["Sam Example was assigned more than 10 minutes ago and nobody has logged a first contact."],
        ["Sam Example a été attribué il y a plus de 10 minutes et aucun premier contact n'a été noté."],
      ),
    },
  ],
  nurture_signal: [
    {
      reader: "staff",
      build: (locale) =>
        signalEmail({ to: staff(locale), lead: leads[locale], signal: "guide_reopened", brokerage, publicUrl }),
      subject: { "en-CA": "Sam Example is reading their guide again", "fr-CA": "Sam Example relit son guide" },
      lines: byLocale(
        [
          "Sam Example is reading their guide again.",
          "A good moment to get in touch: open the lead to see their brief and a suggested message.",
        ],
        [
          "Sam Example relit son guide.",
          "Un bon moment pour communiquer avec lui : ouvrez le prospect pour voir son résumé et un message suggéré.",
        ],
      ),
    },
  ],
  email_reply: [replyAlert("email", "New e-mail from Sam Example", "Nouveau courriel de Sam Example")],
  text_reply: [replyAlert("text", "New text from Sam Example", "Nouveau texto de Sam Example")],
  webhook_disabled: [
    {
      reader: "staff",
      build: (locale) =>
        webhookDisabledEmail({
          to: staff(locale),
          url: "https://hooks.example.test/in",
          endpointId: 7,
          brokerage,
          publicUrl,
        }),
      subject: {
        "en-CA": "Webhook endpoint disabled: hooks.example.test",
        "fr-CA": "Point de terminaison webhook désactivé : hooks.example.test",
      },
      lines: byLocale(
        ["The webhook endpoint hooks.example.test (#7) failed every delivery for 24 hours and has been disabled."],
        [
          "Le point de terminaison webhook hooks.example.test (nº 7) a échoué à chaque envoi pendant 24 heures et a été désactivé.",
        ],
      ),
    },
  ],
};

function leadAlert(kind: "new_lead" | "lead_started" | "consultation_request", en: string, fr: string): Sample {
  return {
    reader: "staff",
    build: async (locale) => {
      // The seller wrote in the other language: the alert names it in the reader's.
      const seller = leads[locale === "fr-CA" ? "en-CA" : "fr-CA"];
      const [email] = await leadAlertEmails(kind, seller, [staff(locale)], brokerage, publicUrl);
      if (!email) throw new Error("no alert");
      return email;
    },
    subject: {
      "en-CA": `${en}: Sam Example (Realtor Service)`,
      "fr-CA": `${fr} : Sam Example (Service de courtage)`,
    },
    lines: (locale) => {
      const sellerLink = link(locale === "fr-CA" ? "en-CA" : "fr-CA");
      const started =
        kind === "lead_started"
          ? [
              locale === "fr-CA"
                ? "Statut : Le vendeur remplit encore le formulaire."
                : "Status: The seller is still filling in the form.",
            ]
          : [];
      return locale === "fr-CA"
        ? [
            `${fr} pour Maple Key Realty`,
            "Nom : Sam Example",
            "Téléphone : (416) 555-0123",
            "Langue : anglais",
            ...started,
            `Ouvrir la fiche du prospect : ${sellerLink}`,
          ]
        : [
            `${en} for Maple Key Realty`,
            "Name: Sam Example",
            "Phone: (416) 555-0123",
            "Language: French",
            ...started,
            `Open the lead: ${sellerLink}`,
          ];
    },
  };
}

function replyAlert(channel: "email" | "text", en: string, fr: string): Sample {
  return {
    reader: "staff",
    build: (locale) =>
      replyAlertEmail({
        channel,
        to: staff(locale),
        name: "Sam Example",
        body: "Yes, Tuesday works.\nSee you then.",
        leadId: leads[locale].id,
        brokerage,
        publicUrl,
      }),
    subject: { "en-CA": en, "fr-CA": fr },
    lines: (locale) =>
      locale === "fr-CA"
        ? [
            `Sam Example a répondu par ${channel === "email" ? "courriel" : "texto"} :`,
            "Yes, Tuesday works.",
            "See you then.",
            `Ouvrez le prospect pour répondre : ${link(locale)}`,
          ]
        : [
            `Sam Example replied by ${channel === "email" ? "e-mail" : "text"}:`,
            "Yes, Tuesday works.",
            "See you then.",
            `Open the lead to answer: ${link(locale)}`,
          ],
  };
}

/** What a reader sees of the HTML: the body's text, without the head's styles or the tags. */
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const withoutColons = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/ ?:( |$)/g, " ")
    .trim();

/**
 * The catalogue's English words that French replaces: every piece of an English text (between its
 * placeholders) at least 5 characters long whose French text differs. None may be in a French e-mail.
 */
const englishPieces = Object.entries(emailMessagesEn)
  .filter(([id, en]) => emailMessagesFr[id as keyof typeof emailMessagesFr] !== en)
  .flatMap(([, en]) => en.split(/\{[^}]*\}/).map((piece) => piece.trim()))
  .filter((piece) => piece.length >= 5);

describe("every kind of e-mail, in both languages, on the brand's template (issue 45)", () => {
  const cases = Object.entries(kinds).flatMap(([kind, samples]) =>
    samples.flatMap((sample) => locales.map((locale) => ({ kind, sample, locale }))),
  );

  it.each(cases)("$kind to the $sample.reader in $locale", async ({ kind, sample, locale }) => {
    const email = await sample.build(locale);
    expect(email.kind).toBe(kind);
    expect(email.subject).toBe(sample.subject[locale]);
    const html = email.html ?? "";
    // The brand: its logo and colour, in the reader's language.
    expect(html).toContain(`<img alt="Maple Key Realty" height="48" src="${logo}"`);
    expect(html).toContain(`border-top:6px solid ${brandColor}`);
    expect(html).toContain(`lang="${locale}"`);
    // A text part that says the same, headed by the brokerage.
    expect(email.text.split("\n")[0]).toBe("Maple Key Realty");
    const textLines = email.text.split("\n");
    for (const line of sample.lines(locale)) {
      expect(textLines).toContain(line);
      // The HTML carries the same words (a link line's words without its address; a fact in its two cells).
      expect(withoutColons(visibleText(html))).toContain(withoutColons(line.replace(/ ?: http\S+$/, "")));
    }
    // A staff e-mail's foot is the brokerage's name; a seller's or a client's, its whole identity.
    if (sample.reader === "staff") expect(email.text).not.toContain(brokerage.address);
    else expect(textLines).toContain(brokerage.address);
    if (locale === "fr-CA") {
      const words = `${email.subject}\n${email.text}\n${visibleText(html)}`;
      expect(englishPieces.filter((piece) => words.includes(piece))).toEqual([]);
    }
  });

  it("the French check finds English: an English e-mail is full of it", async () => {
    const english = await kinds.lead_assigned?.[0]?.build("en-CA");
    expect(englishPieces.filter((piece) => english?.text.includes(piece))).toEqual(
      expect.arrayContaining(["is now your lead.", "Open the lead", "Realtor Service", "Address"]),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// The list above is every kind the code writes.

const root = fileURLToPath(new URL("../../..", import.meta.url));

interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** Object literals that are e-mails (a `kind`, a `subject` and a `text`), with what their `kind` says. */
function emailKindsIn(file: string): { literal: string[]; indirect: boolean } {
  const source = readFileSync(`${root}/${file}`, "utf8");
  const ast = parse(source, {
    sourceType: "module",
    plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"],
  });
  const consts = new Map<string, string>();
  const found = { literal: [] as string[], indirect: false };
  const keyOf = (p: AstNode) => {
    const key = p.key as AstNode | undefined;
    return key?.type === "Identifier" ? (key.name as string) : key?.type === "StringLiteral" ? key.value : undefined;
  };
  const valuesOf = (node: AstNode): string[] | undefined => {
    if (node.type === "StringLiteral") return [node.value as string];
    if (node.type === "ConditionalExpression") {
      const a = valuesOf(node.consequent as AstNode);
      const b = valuesOf(node.alternate as AstNode);
      return a && b ? [...a, ...b] : undefined;
    }
    if (node.type === "Identifier" && consts.has(node.name as string))
      return [consts.get(node.name as string) as string];
    return undefined;
  };
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as AstNode;
    if (n.type === "VariableDeclarator" && (n.id as AstNode).type === "Identifier") {
      const init = n.init as AstNode | null;
      if (init?.type === "StringLiteral") consts.set((n.id as AstNode).name as string, init.value as string);
    }
    if (n.type === "ObjectExpression") {
      const props = (n.properties as AstNode[]).filter((p) => p.type === "ObjectProperty");
      const keys = new Set(props.map(keyOf));
      if (keys.has("kind") && keys.has("subject") && keys.has("text")) {
        const kind = props.find((p) => keyOf(p) === "kind")?.value as AstNode;
        const values = valuesOf(kind);
        if (values) found.literal.push(...values);
        else found.indirect = true;
      }
    }
    for (const [key, child] of Object.entries(n)) if (key !== "loc" && key !== "start" && key !== "end") visit(child);
  };
  visit(ast.program);
  return found;
}

/**
 * The builders whose `kind` is a parameter or a shared constant (the scan cannot read it): the kinds each
 * writes. A new builder of that shape fails the scan until it is listed here.
 */
const indirectKinds: Record<string, string[]> = {
  "server/lib/email/agent-message.ts": ["conversation_reply", "agent_message"],
  "server/modules/claims/claims-email.ts": ["lead_unclaimed", "lead_overdue"],
  "server/modules/home-value/home-value-report-email.ts": ["marketing_home_value"],
  "server/modules/leads/assignment-email.ts": ["lead_assigned", "lead_reassigned_away"],
  "server/modules/leads/lead-alert-email.ts": ["new_lead", "lead_started", "consultation_request"],
};

describe("the list of kinds", () => {
  it("holds every kind the server writes to the outbox, and only those", () => {
    const files = sourceFiles(root, ["server"]).filter(
      (f) => !/\.test\.tsx?$/.test(f) && !f.startsWith("server/test/") && !f.startsWith("server/db/seed/"),
    );
    const written = new Set<string>();
    const indirect: string[] = [];
    for (const file of files) {
      const { literal, indirect: unreadable } = emailKindsIn(file);
      for (const kind of literal) written.add(kind);
      if (unreadable) indirect.push(file);
    }
    expect(indirect.sort(), "list the kinds of a builder whose kind the scan cannot read").toEqual(
      Object.keys(indirectKinds).sort(),
    );
    for (const list of Object.values(indirectKinds)) for (const kind of list) written.add(kind);
    expect([...written].sort()).toEqual(Object.keys(kinds).sort());
  });
});
