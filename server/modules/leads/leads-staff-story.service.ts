import type { LeadStory } from "../../../contract/lead-story";
import type { Locale } from "../../../contract/locale";
import type { FollowUpQuestion } from "../../../contract/sellers-guide";
import type { Database } from "../../db/client";
import { followUpQuestionsFor } from "../sellers-guide/index";
import type { LeadRow } from "./leads.mapping";
import { listLeadEmails, listLeadGuides, topicTitlesIn } from "./leads-staff-story.repository";

const utmValue = (utm: Record<string, string> | null, key: string) => {
  const value = utm?.[key];
  return typeof value === "string" && value !== "" ? value : null;
};

/**
 * A follow-up answer in `locale`: a choice is matched to its option in either language (the seller answered
 * in theirs) and worded from the asked language's option; yes/no is returned as a value; typed text stays.
 */
function wordAnswer(
  questionId: string,
  answer: string,
  locale: Locale,
): { question: string; answer: string; yes: boolean | null } {
  const asked = followUpQuestionsFor(locale);
  const question = asked.find((q) => q.id === questionId) as FollowUpQuestion;
  if (question.type === "yes_no") {
    const yes = answer === "Yes" ? true : answer === "No" ? false : null;
    return { question: question.text, answer, yes };
  }
  if (question.type === "multiple_choice") {
    for (const set of [followUpQuestionsFor("en-CA"), followUpQuestionsFor("fr-CA")]) {
      const index = set.find((q) => q.id === questionId)?.options?.indexOf(answer) ?? -1;
      const worded = index >= 0 ? question.options?.[index] : undefined;
      if (worded) return { question: question.text, answer: worded, yes: null };
    }
  }
  return { question: question.text, answer, yes: null };
}

/**
 * What the seller said for `key`, from their own submissions (newest first), never from the lead's column,
 * which staff may edit: a moving reason an agent typed is not a questionnaire answer.
 */
function sellerSaid(lead: LeadRow, key: "movingReason" | "movingLocation"): string | null {
  const submissions = Array.isArray(lead.formData) ? (lead.formData as { body?: Record<string, unknown> }[]) : [];
  for (let i = submissions.length - 1; i >= 0; i -= 1) {
    const value = submissions[i]?.body?.[key];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

/** The lead page's story (contract/lead-story.ts) in `locale`. */
export async function leadStory(db: Database, lead: LeadRow, locale: Locale): Promise<LeadStory> {
  const [guides, emails] = await Promise.all([listLeadGuides(db, lead.id), listLeadEmails(db, lead.id)]);
  const chosen = lead.topics?.[0] ?? null;
  const titles = await topicTitlesIn(db, [...(chosen ? [chosen] : []), ...guides.map((g) => g.topic)], locale);
  const inLocale = (title: string) => titles.get(title.trim().toLowerCase()) ?? title;
  const known = new Set(followUpQuestionsFor(locale).map((q) => q.id));
  const order = [...known];
  return {
    attribution: {
      source: lead.source,
      medium: utmValue(lead.utm, "medium"),
      campaign: utmValue(lead.utm, "campaign"),
      term: utmValue(lead.utm, "term"),
      content: utmValue(lead.utm, "content"),
      referrer: utmValue(lead.utm, "referrer"),
      lastTouch: lead.lastTouch
        ? {
            source: utmValue(lead.lastTouch, "source"),
            medium: utmValue(lead.lastTouch, "medium"),
            campaign: utmValue(lead.lastTouch, "campaign"),
            referrer: utmValue(lead.lastTouch, "referrer"),
          }
        : null,
    },
    questionnaire: {
      topic: chosen === null ? null : inLocale(chosen),
      movingTimeline: lead.movingTimeline,
      movingReason: sellerSaid(lead, "movingReason"),
      movingLocation: sellerSaid(lead, "movingLocation"),
      hasSoldBefore: lead.hasSoldBefore,
      hasRealtor: lead.hasRealtor,
    },
    guides: guides.map((guide) => ({
      token: guide.token,
      topic: inLocale(guide.topic),
      createdAt: guide.createdAt.toISOString(),
      followUp: (guide.responses ?? [])
        .filter((r) => known.has(r.questionId) && r.answer.trim() !== "")
        .sort((a, b) => order.indexOf(a.questionId) - order.indexOf(b.questionId))
        .map((r) => ({ questionId: r.questionId, ...wordAnswer(r.questionId, r.answer, locale) })),
    })),
    emails: emails.map((email) => ({
      ...email,
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
    })),
  };
}
