import { useMutation } from "@tanstack/react-query";
import type { EstimateRequestInput, EstimateResponse } from "../../../../contract/home-value";
import { CONSENT_TEXT_VERSION, type LeadSaveResponse, type PublicLeadInput } from "../../../../contract/leads";
import type { Locale } from "../../../../contract/locale";
import { apiJson } from "../../../lib/api-client";
import { getLeadSecret, getSessionId, renewSessionId } from "../../../lib/session-id";

export interface HomeValueContact {
  name: string;
  email: string;
  phone: string;
  marketingConsent: boolean;
}

/**
 * The seller's contact saved as any lead is (POST /api/leads: type, routing, consent, alerts), then the
 * estimate kept with it for the agent (POST /api/home-value/lead-estimate, computed again on the server).
 */
export async function saveHomeValueLead(input: {
  request: EstimateRequestInput;
  contact: HomeValueContact;
  locale: Locale;
}): Promise<LeadSaveResponse> {
  const id = getSessionId();
  const leadSecret = getLeadSecret(id);
  const { request, contact } = input;
  const lead: PublicLeadInput = {
    id,
    leadSecret,
    type: "realtor",
    status: "Contacted",
    fullName: contact.name,
    email: contact.email,
    phone: contact.phone,
    street: request.street,
    unit: request.unit,
    city: request.city,
    province: request.province,
    postalCode: request.postalCode,
    consent: true,
    consentTextVersion: CONSENT_TEXT_VERSION,
    marketingConsent: contact.marketingConsent,
    source: "home-value",
    locale: input.locale,
  };
  const saved = await apiJson<LeadSaveResponse>("POST", "/api/leads", lead);
  await apiJson<EstimateResponse>("POST", "/api/home-value/lead-estimate", {
    leadId: saved.id,
    leadSecret,
    request: { ...request, locale: input.locale },
  });
  renewSessionId();
  return saved;
}

export function useSaveHomeValueLead() {
  return useMutation({ mutationFn: saveHomeValueLead });
}
