import { randomBytes } from "node:crypto";
import type { PersonalisedGuide } from "../../../contract/guides";
import { REPRESENTED_TAG } from "../../../contract/leads";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import { parsePhone } from "../../../contract/phone-number";
import { REQUIRED_QUESTION_IDS } from "../../../contract/sellers-guide";
import type { Database } from "../../db/client";
import type { AiProvider, GuideAnswers } from "../../integrations/ai/ai-provider";
import { fieldError, httpError } from "../../lib/http-error";
import { enqueueConsentedEmails } from "../consent/consent.service";
import { findGuideBySlug } from "../guides/guides.service";
import type { LeadRow } from "../leads/index";
import { leadOwnerKeyHash, ownsLead } from "../leads/index";
import { findLead, findLeadForUpdate, findMerge } from "../leads/lead-records.service";
import { trackedLinkPath } from "../nurture/index";
import { getBrokerage } from "../settings/settings.service";
import { sellersGuideEmail } from "./guide-email";
import { followUpQuestionsFor } from "./questions";
import {
  findGuideByToken,
  findTopicSlug,
  hasGuideForLead,
  insertGuide,
  type SellersGuideRow,
  saveGuideResponses,
  setUnsubscribeToken,
} from "./sellers-guide.repository";

export const newGuideToken = () => randomBytes(24).toString("base64url");

/** A seller may be e-mailed only when they gave an address, did not unsubscribe and are not represented. */
export function mayEmailSeller(lead: Pick<LeadRow, "email" | "doNotEmail" | "tag" | "workingWithRealtor">): boolean {
  return Boolean(lead.email) && !lead.doNotEmail && lead.tag !== REPRESENTED_TAG && lead.workingWithRealtor !== true;
}

function answersOf(lead: LeadRow | undefined): GuideAnswers {
  if (!lead) return {};
  return {
    firstName: lead.fullName?.split(" ")[0] || undefined,
    timeline: lead.movingTimeline ?? undefined,
    reason: lead.movingReason ?? undefined,
    destination: lead.movingLocation ?? undefined,
    soldBefore: lead.hasSoldBefore ?? undefined,
  };
}

export interface GenerateRequest {
  topic: string;
  leadId?: string;
  /** The lead's owner secret (decision 005): a guide is attached only to a lead the caller owns. */
  leadSecret?: string;
  publicUrl: string;
  /** The visitor's language: the guide is written in it (en-CA when absent). */
  locale?: Locale;
}

/**
 * Writes the visitor's guide for their topic and answers, stores it under a random token with the lead,
 * and, when the visitor gave an e-mail we may use, queues the link in the same transaction.
 */
export async function generateSellersGuide(
  db: Database,
  ai: AiProvider,
  request: GenerateRequest,
): Promise<{ token: string; content: PersonalisedGuide; queuedEmail: boolean }> {
  let lead: LeadRow | undefined;
  if (request.leadId) {
    const ownerKeyHash = leadOwnerKeyHash(request.leadSecret);
    // A lead merged into another (decision 019): its visitor's guide goes with the kept lead.
    const merge = await findMerge(db, request.leadId);
    const owned = merge && ownsLead(merge, ownerKeyHash);
    lead = await findLead(db, owned ? merge.intoId : request.leadId);
    // Staff-made, seeded, imported and clients' leads have no public owner: nobody may attach to them.
    if ((merge && !owned) || (lead && !owned && !ownsLead(lead, ownerKeyHash))) {
      throw httpError("lead_conflict", {});
    }
  }

  const wanted = request.topic.trim().toLowerCase();
  // The guide, its title in the e-mail and the e-mail itself share one language: the page's, else the lead's.
  const locale = request.locale ?? (isLocale(lead?.locale) ? lead.locale : DEFAULT_LOCALE);
  const slug = await findTopicSlug(db, wanted);
  const topic = slug && (await findGuideBySlug(db, slug, locale));
  if (!topic) throw fieldError("unknown_topic", {}, "body.topic");

  // The provider may take seconds; no transaction is held open meanwhile.
  const content = await ai.generateGuide(topic, answersOf(lead), locale);
  const token = newGuideToken();

  return db.transaction(async (tx) => {
    await insertGuide(tx, { token, leadId: lead?.id ?? null, topic: topic.title, content, provider: ai.name });
    let queuedEmail = false;
    if (lead) {
      const fresh = await findLeadForUpdate(tx, lead.id);
      if (fresh && mayEmailSeller(fresh)) {
        const unsubscribeToken = fresh.unsubscribeToken ?? newGuideToken();
        if (!fresh.unsubscribeToken) await setUnsubscribeToken(tx, fresh.id, unsubscribeToken);
        // Commercial: written only while the seller's consent to the guide stands (decision 021).
        const written = await enqueueConsentedEmails(
          tx,
          [
            await sellersGuideEmail({
              to: fresh.email as string,
              leadId: fresh.id,
              topic: topic.title,
              // The guide's own token in the tracked link: following it records 'e-mail link followed' (039).
              guideUrl: `${request.publicUrl}${trackedLinkPath(token)}`,
              unsubscribeUrl: `${request.publicUrl}/unsubscribe/${unsubscribeToken}`,
              brokerage: await getBrokerage(tx),
              publicUrl: request.publicUrl,
              locale: isLocale(fresh.locale) ? fresh.locale : undefined,
            }),
          ],
          new Date(),
        );
        queuedEmail = written.length > 0;
      }
    }
    return { token, content, queuedEmail };
  });
}

/**
 * When a visitor leaves their e-mail to receive "the guide" (two-step flow, consultation form), write
 * and send them one: on the topic they were reading, else a sensible one for their lead type. Once per lead.
 */
export async function sendGuideOnce(
  db: Database,
  ai: AiProvider,
  request: { leadId: string; leadSecret?: string; publicUrl: string; locale?: Locale },
): Promise<boolean> {
  const lead = await findLead(db, request.leadId);
  if (!lead || !mayEmailSeller(lead)) return false;
  if (await hasGuideForLead(db, lead.id)) return false;
  const topic = lead.topics?.[0] ?? (lead.type === "cash" ? "Maximizing Sale Price" : "Pricing Strategy");
  const result = await generateSellersGuide(db, ai, { ...request, topic }).catch(() =>
    generateSellersGuide(db, ai, { ...request, topic: "Pricing Strategy" }),
  );
  return result.queuedEmail;
}

const guideNotFound = () => httpError("guide_not_found", {});

export async function requireGuide(db: Database, token: string): Promise<SellersGuideRow> {
  const guide = await findGuideByToken(db, token);
  if (!guide) throw guideNotFound();
  return guide;
}

/** The follow-up answers: the required ones must be there; answers to unknown questions are dropped. */
export async function submitGuideResponses(
  db: Database,
  token: string,
  responses: { questionId: string; answer: string }[],
): Promise<void> {
  const guide = await requireGuide(db, token);
  const answers = new Map(responses.map((r) => [r.questionId, r.answer]));
  const missing = REQUIRED_QUESTION_IDS.filter((id) => !answers.get(id));
  if (missing.length > 0) {
    throw httpError(
      "answers_required",
      {},
      missing.map((id) => ({ path: `body.responses.${id}`, message: "Required" })),
    );
  }
  const questions = followUpQuestionsFor(undefined);
  const known = new Set(questions.map((q) => q.id));
  // The phone question's answer becomes the lead's phone only when it is a valid number (stored formatted);
  // any other text stays an answer and nothing more.
  const phoneQuestion = questions.find((q) => q.type === "phone");
  const phone = parsePhone(phoneQuestion ? answers.get(phoneQuestion.id) : undefined);
  await saveGuideResponses(
    db,
    guide,
    responses.filter((r) => known.has(r.questionId)),
    {
      name: answers.get("name") ?? null,
      phone,
    },
  );
}

/** An illustration for one section of the guide. */
export async function guideSectionImage(
  db: Database,
  ai: AiProvider,
  token: string,
  sectionTitle: string,
): Promise<{ imageUrl: string }> {
  const guide = await requireGuide(db, token);
  const section = guide.content.sections.find((s) => s.title === sectionTitle);
  if (!section) throw httpError("section_not_found", {});
  const image = await ai.generateImage(
    `An illustration for the section "${sectionTitle}" of a home seller's guide on ${guide.topic}`,
    `guide-${guide.token.slice(0, 8).toLowerCase()}-${sectionTitle}`,
  );
  return { imageUrl: image.url };
}

export { setUnsubscribeToken } from "./sellers-guide.repository";
