import type {
  Ballpark,
  BallparkRequest,
  EstimateRequest,
  EstimateResponse,
  HomeValueLeadInput,
  LeadHomeValue,
} from "../../../contract/home-value";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locale";
import { normalisePostalCode } from "../../../contract/postal-code";
import type { Database, DatabaseHandle } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { leadOwnerKeyHash, ownsLead } from "../leads/index";
import { type SaveLeadResult, saveLead } from "../leads/leads.service";
import { getBrokerage } from "../settings/settings.service";
import {
  findLeadForHomeValue,
  findLeadHomeValue,
  readHomeValueSettings,
  upsertLeadHomeValue,
} from "./home-value.repository";
import { ballparkOf, estimateHome, type HomeValueStore } from "./home-value.service";
import { marketAnalysisPdf } from "./market-analysis-pdf";

const leadNotFound = () => httpError("lead_not_found", {});

/** The lead, only for the browser that holds its secret (decision 005); anyone else reads "not found". */
async function ownedLead(db: Database, leadId: string, secret: string) {
  const lead = await findLeadForHomeValue(db, leadId);
  if (!lead || !ownsLead(lead, leadOwnerKeyHash(secret))) throw leadNotFound();
  return lead;
}

/**
 * The funnel's seller saved in one transaction (issue 41): the lead as any final lead is (routing, consent
 * ledger, acknowledgement), the estimate and its comparables computed here (never taken from the browser),
 * then the staff alert, which therefore never points at a lead without its estimate. `queuedEmails` tells
 * the caller to wake the mail worker after commit.
 */
export async function saveHomeValueLead(
  database: DatabaseHandle,
  store: HomeValueStore,
  input: HomeValueLeadInput & { request: EstimateRequest },
  context: { ip: string; publicUrl: string },
): Promise<SaveLeadResult & { estimate: EstimateResponse }> {
  const { request } = input;
  // Read before the transaction: the estimate is the sold homes' (a read), the transaction only writes.
  const answer = await estimateHome(store, request);
  const saved = await saveLead(database, {
    input: {
      id: input.id,
      leadSecret: input.leadSecret,
      type: "realtor",
      status: "Contacted",
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      street: request.street,
      unit: request.unit,
      city: request.city,
      province: request.province,
      postalCode: request.postalCode,
      consent: true,
      consentTextVersion: input.consentTextVersion,
      marketingConsent: input.marketingConsent,
      source: input.source ?? "home-value",
      utm: input.utm,
      lastTouch: input.lastTouch,
      locale: input.locale,
    },
    kind: "final",
    ...context,
    alongside: (tx, lead) =>
      upsertLeadHomeValue(tx, {
        leadId: lead.id,
        request: { ...request, locale: input.locale ?? request.locale },
        estimate: answer.estimate,
        comparables: answer.comparables,
      }),
  });
  return { ...saved, estimate: answer };
}

/** The request the lead's own address makes (with the funnel's details when given); null without a postal code. */
function requestFromLead(
  lead: NonNullable<Awaited<ReturnType<typeof findLeadForHomeValue>>>,
  details: BallparkRequest["details"] = {},
): EstimateRequest | null {
  const postalCode = lead.postalCode ? normalisePostalCode(lead.postalCode) : null;
  if (!postalCode) return null;
  return {
    street: lead.address ?? "",
    unit: lead.unit ?? undefined,
    city: lead.city ?? "",
    province: (lead.province ?? "ON") as EstimateRequest["province"],
    postalCode,
    ...details,
    locale: lead.locale === "fr-CA" ? "fr-CA" : "en-CA",
  };
}

/** What the lead's own address gives, when the seller came by the lead flow rather than the funnel. */
async function estimateFromLeadAddress(
  store: HomeValueStore,
  lead: NonNullable<Awaited<ReturnType<typeof findLeadForHomeValue>>>,
) {
  const request = requestFromLead(lead);
  return request ? estimateHome(store, request) : null;
}

/** The cash-offer flow's final panel: the non-binding ballpark and its conditions (decision 041). */
export async function ballparkForLead(db: Database, store: HomeValueStore, input: BallparkRequest): Promise<Ballpark> {
  const lead = await ownedLead(db, input.leadId, input.leadSecret);
  const kept = await findLeadHomeValue(db, lead.id);
  if (kept) return ballparkOf(kept.estimate, await readHomeValueSettings(db));
  // Estimated here for the first time: kept with the lead, so the agent sees what the seller saw.
  const request = requestFromLead(lead, input.details);
  const answer = request ? await estimateHome(store, request) : null;
  if (request && answer)
    await upsertLeadHomeValue(db, {
      leadId: lead.id,
      request,
      estimate: answer.estimate,
      comparables: answer.comparables,
    });
  return ballparkOf(answer?.estimate ?? null, await readHomeValueSettings(db));
}

export async function leadHomeValue(db: Database, leadId: string): Promise<LeadHomeValue | null> {
  const kept = await findLeadHomeValue(db, leadId);
  if (!kept) return null;
  return {
    request: kept.request as unknown as Record<string, unknown>,
    estimate: kept.estimate ?? null,
    comparables: kept.comparables,
    createdAt: kept.createdAt.toISOString(),
  };
}

/** The market analysis PDF of a lead, in the seller's language: the kept estimate, else one from the address. */
export async function marketAnalysisFor(
  db: Database,
  store: HomeValueStore,
  leadId: string,
): Promise<{ pdf: Buffer; locale: Locale }> {
  const lead = await findLeadForHomeValue(db, leadId);
  if (!lead) throw leadNotFound();
  const { name: brokerageName } = await getBrokerage(db);
  const locale: Locale = lead.locale === "fr-CA" ? "fr-CA" : DEFAULT_LOCALE;
  const kept = await findLeadHomeValue(db, leadId);
  const live = kept ? null : await estimateFromLeadAddress(store, lead);
  const street = kept?.request.street ?? lead.address ?? "";
  const unit = kept?.request.unit ?? lead.unit;
  const address = [
    unit ? `${unit}-${street}` : street,
    kept?.request.city ?? lead.city,
    kept?.request.postalCode ?? lead.postalCode,
  ]
    .filter(Boolean)
    .join(", ");
  const pdf = await marketAnalysisPdf(
    {
      sellerName: lead.fullName,
      address,
      estimate: kept ? kept.estimate : (live?.estimate ?? null),
      comparables: kept ? kept.comparables : (live?.comparables ?? []),
    },
    brokerageName,
    locale,
  );
  return { pdf, locale };
}
