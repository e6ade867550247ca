import { useMutation } from "@tanstack/react-query";
import { CONSENT_TEXT_VERSION } from "../../../../contract/constants";
import type { EstimateRequestInput, HomeValueLeadInput } from "../../../../contract/home-value";
import type { LeadSaveResponse } from "../../../../contract/leads";
import type { Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { getLeadSecret, getSessionId, renewSessionId } from "../../../lib/session-id";
import { captureAttribution } from "../../../lib/utm";

export interface HomeValueContact {
  name: string;
  email: string;
  phone: string;
  marketingConsent: boolean;
}

/**
 * The seller's contact, their home and its estimate in one call (POST /api/home-value/lead): the server saves
 * the lead as any final lead is (routing, consent, acknowledgement), the estimate computed again there, and
 * only then alerts the agent, all in one transaction (issue 41).
 */
export async function saveHomeValueLead(input: {
  request: EstimateRequestInput;
  contact: HomeValueContact;
  locale: Locale;
}): Promise<LeadSaveResponse> {
  const id = getSessionId();
  const { request, contact } = input;
  const attribution = captureAttribution();
  const body: HomeValueLeadInput = {
    id,
    leadSecret: getLeadSecret(id),
    fullName: contact.name,
    email: contact.email,
    ...(contact.phone ? { phone: contact.phone } : {}),
    consent: true,
    consentTextVersion: CONSENT_TEXT_VERSION,
    marketingConsent: contact.marketingConsent,
    locale: input.locale,
    // A visitor who came straight to the funnel is recorded as coming by it; a campaign names itself.
    source: attribution.source === "direct" ? "home-value" : attribution.source,
    ...(attribution.utm ? { utm: attribution.utm } : {}),
    ...(attribution.lastTouch ? { lastTouch: attribution.lastTouch } : {}),
    request: { ...request, locale: input.locale },
  };
  const saved = await apiJson<LeadSaveResponse>("POST", "/api/home-value/lead", body);
  renewSessionId();
  return saved;
}

export function useSaveHomeValueLead() {
  return useMutation({ mutationFn: saveHomeValueLead });
}
