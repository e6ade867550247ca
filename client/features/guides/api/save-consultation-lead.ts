import { useMutation } from "@tanstack/react-query";
import { CONSENT_TEXT_VERSION } from "../../../../contract/constants";
import type { LeadSaveResponse, PublicLeadInput } from "../../../../contract/leads";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { getSessionId, renewSessionId, withLeadSecret } from "../../../lib/session-id";

export interface ConsultationRequest {
  firstName: string;
  email: string;
  phone: string;
  /** The guide's title, stored as the lead's topic. */
  topic: string;
  /** The page's language, recorded on the lead (English is not sent). */
  locale?: Locale;
}

/** The guide-form lead of spec section 3, on the visitor's session id (so it joins their questionnaire). */
export function consultationLead({ firstName, email, phone, topic, locale }: ConsultationRequest): PublicLeadInput {
  return {
    ...(locale && locale !== DEFAULT_LOCALE ? { locale } : {}),
    id: getSessionId(),
    firstName,
    fullName: firstName,
    email,
    phone,
    type: "realtor",
    status: "Qualified Lead",
    completedEmail: true,
    completedContact: true,
    topics: [topic],
    sendGuideLeadEmail: true,
    consent: true,
    consentTextVersion: CONSENT_TEXT_VERSION,
  };
}

/** POST /api/leads/partial with sendGuideLeadEmail: the server stores 'Qualified Lead' and alerts staff. */
export async function saveConsultationLead(request: ConsultationRequest): Promise<LeadSaveResponse> {
  const saved = await apiJson<LeadSaveResponse>(
    "POST",
    "/api/leads/partial",
    withLeadSecret(consultationLead(request)),
  );
  // A later request from this browser is a new lead, not an edit of this one.
  renewSessionId();
  return saved;
}

export function useSaveConsultationLead() {
  return useMutation({ mutationFn: saveConsultationLead });
}
