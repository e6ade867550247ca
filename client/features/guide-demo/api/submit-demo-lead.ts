import { useMutation } from "@tanstack/react-query";
import { CONSENT_TEXT_VERSION } from "../../../../contract/constants";
import type { LeadSaveResponse } from "../../../../contract/leads";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";

export interface DemoLeadRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The guide's title, stored as the lead's topic. */
  topic: string;
  /** The page's language, recorded on the lead (English is not sent). */
  locale?: Locale;
}

/** POST /api/leads with the demo lead of spec section 3; the server stores it as a final lead. */
export function submitDemoLead({ topic, locale, ...contact }: DemoLeadRequest): Promise<LeadSaveResponse> {
  return apiJson<LeadSaveResponse>("POST", "/api/leads", {
    ...contact,
    ...(locale && locale !== DEFAULT_LOCALE ? { locale } : {}),
    requestedContact: true,
    topics: [topic.slice(0, 100)],
    consent: true,
    consentTextVersion: CONSENT_TEXT_VERSION,
  });
}

export function useSubmitDemoLead() {
  return useMutation({ mutationFn: submitDemoLead });
}
