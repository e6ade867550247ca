import type { FastifyBaseLogger } from "fastify";
import type { EmailBlockReason } from "../../../contract/errors";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { LeadBrief, SignalKind } from "../../../contract/nurture";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { agentMessageEmail } from "../../lib/email/agent-message";
import { emailTranslator } from "../../lib/email/email-i18n";
import { httpError } from "../../lib/http-error";
import { findUserById, type UserRow, userDisplayName } from "../auth/users.service";
import { consentBlockReason } from "../consent/consent.service";
import type { LeadRow } from "../leads/index";
import { requireLead } from "../leads/leads-staff.service";
import { getBrokerage } from "../settings/settings.service";
import { latestAgentEmailAt, latestContactOf, latestGuideTopic, listSignalsOfLead } from "./nurture.repository";

export interface BriefFacts {
  lead: LeadRow;
  /** Why the brief's message cannot be e-mailed now, or null. */
  sendBlocked: EmailBlockReason | null;
  agentName: string | null;
  guideTopic: string | null;
  signals: SignalKind[];
  lastContact: { channel: string; outcome: string; at: Date } | null;
  /** When the agent's last message (the brief's Send) went to the seller by e-mail, or null. */
  lastEmailAt: Date | null;
}

/** The e-mail counts as the latest word to the seller when none was logged after it. */
const emailIsLatest = (facts: BriefFacts): facts is BriefFacts & { lastEmailAt: Date } =>
  facts.lastEmailAt !== null && (!facts.lastContact || facts.lastEmailAt > facts.lastContact.at);

const when: Record<Locale, Record<string, string>> = {
  "en-CA": {
    immediately: "right away",
    within3months: "within three months",
    "3-6months": "in three to six months",
    "6-12months": "in six to twelve months",
    over1year: "in more than a year",
  },
  "fr-CA": {
    immediately: "tout de suite",
    within3months: "d'ici trois mois",
    "3-6months": "dans trois à six mois",
    "6-12months": "dans six à douze mois",
    over1year: "dans plus d'un an",
  },
};

/** Why they move, in the reader's words (the questionnaire's ids, contract/moving-reasons.ts). */
const reasonWordsFr: Record<string, string> = {
  upsizing: "il leur faut plus d'espace",
  downsizing: "ils veulent plus petit",
  "job-relocation": "d'une mutation",
  retirement: "de la retraite",
  "family-changes": "de changements dans la famille",
  "better-schools": "ils veulent de meilleures écoles",
  "lifestyle-upgrade": "ils veulent changer de mode de vie",
  "financial-reasons": "de raisons financières",
  "health-mobility": "de santé ou de mobilité",
  "closer-to-family": "ils veulent se rapprocher de la famille",
};

const signalWordsFr: Record<SignalKind, string> = {
  guide_reopened: "rouvert leur guide",
  email_link_followed: "suivi un lien de notre courriel",
  returned_after_14_days: "sont revenus après deux semaines ou plus",
  several_visits_week: "sont venus plusieurs fois cette semaine",
  form_again: "renvoyé le formulaire",
  sections_read: "lu des sections de leur guide",
};

const channelFr: Record<string, string> = { call: "appel", text: "texto", email: "courriel" };
const outcomeFr: Record<string, string> = {
  reached: "joint",
  left_message: "message laissé",
  no_answer: "pas de réponse",
  wrong_number: "mauvais numéro",
  not_interested: "pas intéressé",
};

const reasonWords: Record<string, string> = {
  upsizing: "they need more space",
  downsizing: "they are downsizing",
  "job-relocation": "of a job relocation",
  retirement: "of retirement",
  "family-changes": "of changes in the family",
  "better-schools": "they want better schools",
  "lifestyle-upgrade": "they want a change of lifestyle",
  "financial-reasons": "of financial reasons",
  "health-mobility": "of health or mobility",
  "closer-to-family": "they want to be closer to family",
};

const signalWords: Record<SignalKind, string> = {
  guide_reopened: "reopened their guide",
  email_link_followed: "followed a link in our e-mail",
  returned_after_14_days: "came back after two weeks or more",
  several_visits_week: "visited several times this week",
  form_again: "sent the form again",
  sections_read: "read sections of their guide",
};

/** The summary's sentences in French, for a reader whose screen is in French (decision 047). */
function frenchSummary(facts: BriefFacts): string {
  const { lead } = facts;
  const name = lead.fullName || "Ce vendeur";
  const place = [lead.city, lead.province].filter(Boolean).join(", ");
  const wants = lead.type === "cash" ? "une offre comptant" : "vendre avec un courtier";
  const timing = lead.movingTimeframe ? (when["fr-CA"][lead.movingTimeframe] ?? null) : null;
  const reason = lead.movingReason
    ? (reasonWordsFr[lead.movingReason] ?? (lead.movingReason === "not-moving" ? null : `de : ${lead.movingReason}`))
    : null;
  // "en raison d'une mutation", "parce qu'ils veulent plus petit", "parce qu'il leur faut plus d'espace".
  const reasonText = !reason
    ? ""
    : /^d(e |')/.test(reason)
      ? `, et déménage en raison ${reason}`
      : `, et déménage parce qu${/^[aeiouéèh]/i.test(reason) ? "'" : "e "}${reason}`;
  const read = [
    ...(facts.guideTopic ? [`ont lu le guide « ${facts.guideTopic} »`] : []),
    ...(facts.signals.length > 0
      ? [`ont récemment ${[...new Set(facts.signals)].map((k) => signalWordsFr[k]).join(", ")}`]
      : []),
  ];
  const contact = facts.lastContact;
  return [
    `${name}${place ? ` (${place})` : ""} veut ${wants}${reasonText}.`,
    timing ? `Ils prévoient déménager ${timing}.` : "Ils n'ont pas dit quand ils prévoient déménager.",
    read.length > 0 ? `Ils ${read.join(" et ")}.` : "Ils n'ont encore rien lu de nous.",
    emailIsLatest(facts)
      ? `Nous leur avons écrit par courriel le ${facts.lastEmailAt.toISOString().slice(0, 10)}; aucune réponse n'est consignée pour l'instant.`
      : contact
        ? `Dernier contact : ${channelFr[contact.channel] ?? contact.channel}, ${outcomeFr[contact.outcome] ?? contact.outcome}, le ${contact.at.toISOString().slice(0, 10)}.`
        : "Personne ne les a encore joints.",
  ].join(" ");
}

/**
 * The built-in brief (decision 039): three or four sentences from the lead's own fields, in the reader's
 * language (`reader`, the screen's: decision 047), and a suggested next message in the seller's language.
 * No AI involved; a draft either way.
 */
export function builtinBrief(facts: BriefFacts, reader: Locale = DEFAULT_LOCALE): LeadBrief {
  const { lead } = facts;
  const locale: Locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;
  const name = lead.fullName || "This seller";
  const first = lead.fullName?.split(" ")[0] ?? "";
  const place = [lead.city, lead.province].filter(Boolean).join(", ");
  const wants = lead.type === "cash" ? "a cash offer" : "to sell with an agent";
  const timing = lead.movingTimeframe ? (when["en-CA"][lead.movingTimeframe] ?? null) : null;
  const reason = lead.movingReason
    ? (reasonWords[lead.movingReason] ?? (lead.movingReason === "not-moving" ? null : `of: ${lead.movingReason}`))
    : null;
  const sentences = [
    `${name}${place ? ` (${place})` : ""} wants ${wants}${reason ? `, moving because ${reason}` : ""}.`,
    timing ? `They plan to move ${timing}.` : "They have not said when they plan to move.",
    facts.guideTopic || facts.signals.length > 0
      ? `They read${facts.guideTopic ? ` the guide "${facts.guideTopic}"` : ""}${facts.signals.length > 0 ? `${facts.guideTopic ? " and" : ""} recently ${[...new Set(facts.signals)].map((s) => signalWords[s]).join(", ")}` : ""}.`
      : "They have not read anything from us yet.",
    emailIsLatest(facts)
      ? `We e-mailed them on ${facts.lastEmailAt.toISOString().slice(0, 10)}; no reply is logged yet.`
      : facts.lastContact
        ? `Last contact: ${facts.lastContact.channel}, ${facts.lastContact.outcome.replaceAll("_", " ")}, on ${facts.lastContact.at.toISOString().slice(0, 10)}.`
        : "Nobody has reached them yet.",
  ];
  const agent = facts.agentName ?? "";
  const timingSeller = lead.movingTimeframe ? (when[locale][lead.movingTimeframe] ?? null) : null;
  const suggestedMessage =
    locale === "fr-CA"
      ? [
          `Bonjour ${first},`.replace(" ,", ","),
          "",
          `Je fais un suivi au sujet de la vente de votre propriété${lead.city ? ` à ${lead.city}` : ""}.${timingSeller ? ` Vous pensez déménager ${timingSeller} : ${lead.type === "cash" ? "nous pouvons préparer une offre comptant selon votre calendrier." : "c'est le bon moment pour regarder ensemble les ventes récentes de votre secteur."}` : ""}`,
          facts.guideTopic
            ? `Avez-vous des questions sur votre guide « ${facts.guideTopic} »?`
            : "Avez-vous des questions sur les prochaines étapes?",
          "Seriez-vous disponible pour un court appel cette semaine?",
          "",
          agent,
        ].join("\n")
      : [
          `Hello ${first},`.replace(" ,", ","),
          "",
          `I'm following up about selling your home${lead.city ? ` in ${lead.city}` : ""}.${timingSeller ? ` You mentioned moving ${timingSeller}: ${lead.type === "cash" ? "we can prepare a cash offer on your timing." : "it's a good time to look at recent sales near you together."}` : ""}`,
          facts.guideTopic
            ? `Do you have any questions about your guide "${facts.guideTopic}"?`
            : "Do you have any questions about the next steps?",
          "Would you have time for a short call this week?",
          "",
          agent,
        ].join("\n");
  return {
    provider: "builtin",
    locale,
    summary: reader === "fr-CA" ? frenchSummary(facts) : sentences.join(" "),
    suggestedMessage: suggestedMessage.trim(),
    draft: true,
    sendBlocked: facts.sendBlocked,
  };
}

/** The OpenAI-compatible brief (AI_PROVIDER=openai): the same facts, the model's words; the built-in on any failure. */
async function openAiBrief(
  ai: Config["ai"],
  facts: BriefFacts,
  log: FastifyBaseLogger,
  reader: Locale,
): Promise<LeadBrief> {
  const fallback = builtinBrief(facts, reader);
  try {
    const response = await fetch(`${(ai.baseUrl ?? "").replace(/\/$/, "")}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({
        model: ai.model,
        response_format: { type: "json_object" },
        messages: [
          {
            role: "system",
            content:
              'You help a real estate agent. Answer JSON {"summary": string, "suggestedMessage": string}: the summary in the reader\'s language (readerLanguage), 3 or 4 sentences on who the seller is, what they want, when, what they read and what was said last; the message a short, friendly next message to the seller in their language (fr-CA: Québec French). Use only the facts given.',
          },
          {
            role: "user",
            content: JSON.stringify({
              facts: fallback.summary,
              sellerLanguage: fallback.locale,
              readerLanguage: reader,
              agent: facts.agentName,
            }),
          },
        ],
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const reply = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const parsed = JSON.parse(reply.choices?.[0]?.message?.content ?? "{}") as {
      summary?: unknown;
      suggestedMessage?: unknown;
    };
    if (typeof parsed.summary !== "string" || typeof parsed.suggestedMessage !== "string") throw new Error("bad shape");
    return {
      ...fallback,
      provider: "openai",
      summary: parsed.summary.slice(0, 2000),
      suggestedMessage: parsed.suggestedMessage.slice(0, 4000),
    };
  } catch (error) {
    log.warn({ err: error }, "brief: the AI provider failed, the built-in brief is used");
    return fallback;
  }
}

export async function briefFacts(db: Database, leadId: string, now: Date): Promise<BriefFacts> {
  const lead = await requireLead(db, leadId);
  const agent = lead.agentId ? await findUserById(db, lead.agentId) : undefined;
  const signals = await listSignalsOfLead(db, leadId, new Date(now.getTime() - 30 * 86_400_000));
  return {
    lead,
    sendBlocked: await emailBlockOf(db, lead, now),
    agentName: agent ? userDisplayName(agent) : null,
    guideTopic: (await latestGuideTopic(db, leadId)) ?? null,
    signals: signals.filter((s) => s.kind !== "visit").map((s) => s.kind as SignalKind),
    lastContact: (await latestContactOf(db, leadId)) ?? null,
    lastEmailAt: await latestAgentEmailAt(db, leadId),
  };
}

export async function leadBrief(
  db: Database,
  ai: Config["ai"],
  log: FastifyBaseLogger,
  leadId: string,
  reader: Locale = DEFAULT_LOCALE,
): Promise<LeadBrief> {
  const facts = await briefFacts(db, leadId, new Date());
  return ai.provider === "openai" && ai.baseUrl ? openAiBrief(ai, facts, log, reader) : builtinBrief(facts, reader);
}

/** Why an e-mail from staff to this seller may not go now (by its code for the screen), or null. */
async function emailBlockOf(db: Database, lead: LeadRow, now: Date): Promise<EmailBlockReason | null> {
  if (!lead.email) return "email_no_address";
  if (lead.doNotEmail || lead.erasedAt) return "email_do_not_contact";
  const blocked = await consentBlockReason(db, { to: lead.email, purpose: "inquiry", now });
  if (!blocked) return null;
  if (blocked === "address suppressed") return "email_do_not_contact";
  if (blocked.endsWith("withdrawn")) return "email_consent_withdrawn";
  if (blocked.endsWith("expired")) return "email_consent_expired";
  return "email_no_consent";
}

/**
 * The agent pressed Send on the suggested (or rewritten) message: it goes to the seller by e-mail, from
 * the outbox, only while their consent stands. Nothing is sent any other way.
 */
export async function sendBriefMessage(
  db: Database,
  leadId: string,
  message: string,
  now: Date,
  from: { user: UserRow; publicUrl: string },
) {
  return db.transaction(async (tx) => {
    const lead = await requireLead(tx, leadId);
    const blocked = await emailBlockOf(tx, lead, now);
    if (blocked || !lead.email) throw httpError(blocked ?? "email_no_address", {});
    const locale: Locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;
    await enqueueEmails(tx, [
      await agentMessageEmail({
        kind: "agent_message",
        to: lead.email,
        leadId,
        subject: emailTranslator(locale)("email.agentMessage.subject"),
        body: message,
        locale,
        agent: { name: userDisplayName(from.user), email: from.user.email },
        brokerage: await getBrokerage(tx),
        publicUrl: from.publicUrl,
      }),
    ]);
  });
}
