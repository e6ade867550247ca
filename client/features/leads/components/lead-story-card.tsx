import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import type { LeadStory } from "../../../../contract/lead-story";
import type { StaffLead } from "../../../../contract/leads";
import { localePath } from "../../../i18n/locale-path";
import { type Translate, useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { locationWords, reasonWords, timelineWords, yesNoWords } from "../utils/answer-words";
import { DetailRow, DetailSection } from "./detail-section";

export interface LeadStoryCardProps {
  lead: StaffLead;
  /** Undefined while loading (or when it could not be read): the lead's own fields still show. */
  story: LeadStory | undefined;
  /** Shown in place of the answers while the story loads or after it failed. */
  pending?: ReactNode;
}

/** The forms the seller went through: the questionnaire, and the lead flow with its variant. */
function formsFilled(lead: StaffLead, t: Translate): string[] {
  const forms: string[] = [];
  if (lead.topics && lead.topics.length > 0) forms.push(t("leads.story.flow.questionnaire"));
  if (lead.variant) {
    const flow = t(lead.type === "cash" ? "leadFlow.path.cash" : "leadFlow.path.agent");
    const variant =
      lead.variant === "four-card" || lead.variant === "two-step"
        ? t(`leads.story.variant.${lead.variant}`)
        : lead.variant;
    forms.push(t("leads.story.variant", { flow, variant }));
  }
  return forms;
}

/** A question and its answer, in the screen's language. */
function Answer({ question, children }: { question: string; children: ReactNode }) {
  return <DetailRow label={question}>{children}</DetailRow>;
}

/**
 * Where the lead came from (the attribution the visitor arrived with, the forms, the language) and what the
 * seller told us (every questionnaire and follow-up answer in words, the guide topic with a link to the
 * seller's guide), worded in the screen's language from the questionnaire's and the guide's definitions.
 */
export function LeadStoryCard({ lead, story, pending }: LeadStoryCardProps) {
  const t = useT();
  const format = useFormat();
  const notSpecified = <span className="text-slate-500">{t("leads.notSpecified")}</span>;
  const attribution = story?.attribution;
  const source = attribution?.source ?? lead.source;
  const forms = formsFilled(lead, t);
  const q = story?.questionnaire;
  const answered =
    q &&
    [q.topic, q.movingTimeline, q.movingReason, q.movingLocation, q.hasSoldBefore, q.hasRealtor].some(
      (v) => v !== null,
    );

  return (
    <section aria-labelledby="lead-story-heading" className="rounded-xl border border-slate-200 bg-white">
      <h2 id="lead-story-heading" className="border-b border-slate-200 p-4 text-lg font-semibold sm:px-6">
        {t("leads.story.title")}
      </h2>
      <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-3">
        <DetailSection title={t("leads.story.origin")}>
          <dl className="grid gap-3">
            <DetailRow label={t("leads.story.source")}>
              {source === "direct" ? t("leads.story.direct") : source ? source : notSpecified}
            </DetailRow>
            {attribution?.medium && <DetailRow label={t("leads.story.medium")}>{attribution.medium}</DetailRow>}
            {attribution?.campaign && <DetailRow label={t("leads.story.campaign")}>{attribution.campaign}</DetailRow>}
            {attribution?.term && <DetailRow label={t("leads.story.term")}>{attribution.term}</DetailRow>}
            {attribution?.content && <DetailRow label={t("leads.story.content")}>{attribution.content}</DetailRow>}
            {attribution?.referrer && attribution.referrer !== source && (
              <DetailRow label={t("leads.story.referrer")}>{attribution.referrer}</DetailRow>
            )}
            {attribution?.lastTouch && (
              <DetailRow label={t("leads.story.lastTouch")}>
                {[
                  attribution.lastTouch.source ?? attribution.lastTouch.referrer,
                  attribution.lastTouch.medium,
                  attribution.lastTouch.campaign,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </DetailRow>
            )}
            <DetailRow label={t("leads.story.forms")}>
              {forms.length > 0 ? (
                <ul className="grid gap-0.5">
                  {forms.map((form) => (
                    <li key={form}>{form}</li>
                  ))}
                </ul>
              ) : (
                notSpecified
              )}
            </DetailRow>
            <DetailRow label={t("leads.story.language")}>{t(`leads.story.language.${lead.locale}`)}</DetailRow>
            {lead.contactMethod && (
              <DetailRow label={t("leads.story.contactMethod")}>
                {lead.contactMethod === "Phone" || lead.contactMethod === "Email" || lead.contactMethod === "Text"
                  ? t(`leadFlow.contactMethod.${lead.contactMethod}`)
                  : lead.contactMethod}
              </DetailRow>
            )}
          </dl>
        </DetailSection>

        <DetailSection title={t("leads.story.questionnaire")}>
          {!q ? (
            pending
          ) : answered ? (
            <dl className="grid gap-3">
              {q.topic !== null && <Answer question={t("questionnaire.topics.lead")}>{q.topic}</Answer>}
              {q.movingTimeline !== null && (
                <Answer question={t("questionnaire.timeline.title")}>{timelineWords(t, q.movingTimeline)}</Answer>
              )}
              {q.movingReason !== null && (
                <Answer question={t("questionnaire.reason.title")}>{reasonWords(t, q.movingReason)}</Answer>
              )}
              {q.movingLocation !== null && (
                <Answer question={t("questionnaire.location.title")}>{locationWords(t, q.movingLocation)}</Answer>
              )}
              {q.hasSoldBefore !== null && (
                <Answer question={t("questionnaire.soldBefore")}>{yesNoWords(t, q.hasSoldBefore)}</Answer>
              )}
              {q.hasRealtor !== null && (
                <Answer question={t("questionnaire.hasRealtor")}>{yesNoWords(t, q.hasRealtor)}</Answer>
              )}
            </dl>
          ) : (
            <p className="text-sm text-slate-500">{t("leads.story.noAnswers")}</p>
          )}
        </DetailSection>

        <DetailSection title={t("leads.story.guide")}>
          {!story ? (
            pending
          ) : story.guides.length === 0 ? (
            <p className="text-sm text-slate-500">{t("leads.story.noGuide")}</p>
          ) : (
            story.guides.map((guide) => (
              <div key={guide.token} className="grid gap-3">
                <p className="grid gap-0.5">
                  <a
                    className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    href={localePath(lead.locale, `/sellers-guide/${encodeURIComponent(guide.token)}`)}
                    target="_blank"
                    rel="noopener"
                  >
                    {t("leads.story.openGuide", { topic: guide.topic })}
                    <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                  </a>
                  <span className="text-sm text-slate-500">
                    {t("leads.story.guideMade", { date: format.day(guide.createdAt) })}
                  </span>
                </p>
                <h4 className="text-sm font-semibold text-slate-700">{t("leads.story.followUp")}</h4>
                {guide.followUp.length === 0 ? (
                  <p className="text-sm text-slate-500">{t("leads.story.noFollowUp")}</p>
                ) : (
                  <dl className="grid gap-3">
                    {guide.followUp.map((answer) => (
                      <Answer key={answer.questionId} question={answer.question}>
                        <span className="whitespace-pre-line">
                          {answer.yes === null ? answer.answer : yesNoWords(t, answer.yes)}
                        </span>
                      </Answer>
                    ))}
                  </dl>
                )}
              </div>
            ))
          )}
        </DetailSection>
      </div>
    </section>
  );
}
