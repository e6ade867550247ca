import { CONSENT_EMAIL_TEXT_VERSION } from "../../../../contract/constants";
import type { LeadSaveResponse, PublicLeadInput } from "../../../../contract/leads";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { withLeadSecret } from "../../../lib/session-id";
import { captureAttribution } from "../../../lib/utm";
import { NOT_MOVING, type QuestionnaireAnswers } from "../utils/questionnaire-steps";
import { SAVE_TIMEOUT_MS } from "../utils/timers";

/** The questionnaire's partial lead (spec section 3): what is answered so far, plus where the visitor came from. */
export function toPartialLead(
  id: string,
  answers: QuestionnaireAnswers,
  locale: Locale = DEFAULT_LOCALE,
): PublicLeadInput {
  const { source, utm, lastTouch } = captureAttribution();
  const lead: PublicLeadInput = { id, status: "Partial", topics: answers.topic ? [answers.topic] : [], source, utm };
  if (lastTouch) lead.lastTouch = lastTouch;
  // The lead records its visitor's language (decision 017); English, the default, is not sent.
  if (locale !== DEFAULT_LOCALE) lead.locale = locale;
  if (answers.movingTimeline !== undefined) lead.movingTimeline = answers.movingTimeline;
  if (answers.movingReason) lead.movingReason = answers.movingReason;
  if (answers.movingLocation && answers.movingReason !== NOT_MOVING) lead.movingLocation = answers.movingLocation;
  if (answers.hasSoldBefore !== undefined) lead.hasSoldBefore = answers.hasSoldBefore;
  if (answers.hasRealtor !== undefined) lead.hasRealtor = answers.hasRealtor;
  if (answers.email)
    Object.assign(lead, {
      email: answers.email,
      consent: true,
      consentTextVersion: CONSENT_EMAIL_TEXT_VERSION,
      marketingConsent: answers.marketingConsent === true,
    });
  return lead;
}

/**
 * POST /api/leads/partial. Never rejects: a failed or hung save is logged and the flow goes on (spec
 * section 8); resolves with whether the server answered ok.
 */
export async function saveQuestionnaireLead(lead: PublicLeadInput): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${SAVE_TIMEOUT_MS} ms`)), SAVE_TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([
      apiJson<LeadSaveResponse>("POST", "/api/leads/partial", withLeadSecret(lead)),
      timeout,
    ]);
    return response?.ok === true;
  } catch (error) {
    console.warn("Questionnaire progress could not be saved; continuing:", error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
