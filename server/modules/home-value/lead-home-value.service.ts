import { historyText } from "../../../contract/history-codes";
import type {
  Ballpark,
  BallparkRequest,
  EstimateRequest,
  EstimateResponse,
  HomeCondition,
  HomeValueLeadInput,
  LeadHomeValue,
  LeadHomeValueView,
} from "../../../contract/home-value";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locale";
import { normalisePostalCode } from "../../../contract/postal-code";
import type { Database, DatabaseHandle } from "../../db/client";
import type { Storage } from "../../integrations/storage/storage";
import { httpError } from "../../lib/http-error";
import { enqueueConsentedEmails } from "../consent/consent.service";
import { insertHistory } from "../history/history.service";
import { leadOwnerKeyHash, ownsLead } from "../leads/index";
import { type SaveLeadResult, saveLead } from "../leads/leads.service";
import { brokerageTimeZone } from "../settings/index";
import { getBrokerage } from "../settings/settings.service";
import {
  findLeadForHomeValue,
  findLeadHomeValue,
  markAnalysisSent,
  readHomeValueSettings,
  recordBallparkShown,
  upsertLeadHomeValue,
} from "./home-value.repository";
import { ballparkOf, estimateHome, type HomeValueStore, publicEstimate } from "./home-value.service";
import { analysisEmail } from "./market-analysis-email";
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
  const answer = await publicEstimate(store, request);
  const now = new Date();
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
    homeValue: { estimate: answer.estimate },
    alongside: (tx, lead) =>
      upsertLeadHomeValue(tx, {
        leadId: lead.id,
        request: { ...request, locale: input.locale ?? request.locale },
        estimate: answer.estimate,
        comparables: answer.comparables,
        // The funnel's contact step is "Where should we send your full analysis?": the seller asked for it.
        estimateShownAt: now,
        analysisRequestedAt: now,
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

/** The four condition choices from the lead's 0–10 score (the flows store Excellent 9, Good 7, Fair 5, Poor 3). */
export function conditionOfScore(score: number | null): HomeCondition | null {
  if (score === null) return null;
  if (score >= 9) return "Excellent";
  if (score >= 7) return "Good";
  if (score >= 5) return "Fair";
  return "Poor";
}

/**
 * The cash-offer flow's final panel (decisions 041, 046): the non-binding ballpark for the home's condition
 * and its conditions, from the estimate kept with the lead, else one from the lead's address (and the
 * funnel's details). What the seller is shown (estimate, range and ballpark) is kept with the lead, with
 * when, for the agent's lead page. The service the cash flow calls (`POST /api/home-value/ballpark`).
 */
export async function ballparkForLead(db: Database, store: HomeValueStore, input: BallparkRequest): Promise<Ballpark> {
  const lead = await ownedLead(db, input.leadId, input.leadSecret);
  const now = new Date();
  const condition = input.details?.condition ?? conditionOfScore(lead.condition);
  const settings = await readHomeValueSettings(db);
  const kept = await findLeadHomeValue(db, lead.id);
  let estimate = kept?.estimate ?? null;
  if (!kept) {
    const { condition: _condition, ...details } = input.details ?? {};
    const request = requestFromLead(lead, details);
    if (!request) return ballparkOf(null, settings, condition);
    const answer = await estimateHome(store, request);
    estimate = answer.estimate;
    await upsertLeadHomeValue(db, {
      leadId: lead.id,
      request,
      estimate: answer.estimate,
      comparables: answer.comparables,
      estimateShownAt: now,
    });
  }
  const ballpark = ballparkOf(estimate, settings, condition);
  await recordBallparkShown(db, lead.id, ballpark, now);
  return ballpark;
}

export async function leadHomeValue(db: Database, leadId: string): Promise<LeadHomeValue | null> {
  const kept = await findLeadHomeValue(db, leadId);
  if (!kept) return null;
  return {
    request: kept.request as unknown as Record<string, unknown>,
    estimate: kept.estimate ?? null,
    comparables: kept.comparables,
    createdAt: kept.createdAt.toISOString(),
    estimateShownAt: kept.estimateShownAt?.toISOString() ?? null,
    ballpark: kept.ballpark ?? null,
    ballparkShownAt: kept.ballparkShownAt?.toISOString() ?? null,
    analysisRequestedAt: kept.analysisRequestedAt?.toISOString() ?? null,
    analysisSentAt: kept.analysisSentAt?.toISOString() ?? null,
  };
}

/** Who prepares the analysis: the staff member downloading or approving it. */
export interface AnalysisAgent {
  name: string;
  email: string;
  phone: string | null;
}

/**
 * The market analysis of a lead (decisions 041, 046), in the seller's language: the kept estimate (what the
 * seller saw), else one from the lead's address; with the brokerage's logo and the agent's contact.
 */
async function buildAnalysis(
  db: Database,
  store: HomeValueStore,
  storage: Storage,
  leadId: string,
  agent: AnalysisAgent,
) {
  const lead = await findLeadForHomeValue(db, leadId);
  if (!lead) throw leadNotFound();
  const [brokerage, timeZone, kept, index] = await Promise.all([
    getBrokerage(db),
    brokerageTimeZone(db),
    findLeadHomeValue(db, leadId),
    store.index(),
  ]);
  const locale: Locale = lead.locale === "fr-CA" ? "fr-CA" : DEFAULT_LOCALE;
  const request = kept?.request ?? requestFromLead(lead);
  const live = kept || !request ? null : await estimateHome(store, request);
  const street = request?.street ?? lead.address ?? "";
  const unit = request?.unit ?? lead.unit;
  const address = [
    unit ? `${unit}-${street}` : street,
    request?.city ?? lead.city,
    request?.postalCode ?? lead.postalCode,
  ]
    .filter(Boolean)
    .join(", ");
  const estimate = kept ? kept.estimate : (live?.estimate ?? null);
  const placement = request ? index.placement({ postalCode: request.postalCode }) : null;
  // A logo that cannot be read leaves the name alone on the page, never a failed document.
  const logo = brokerage.logoUrl ? await storage.read(brokerage.logoUrl).catch(() => undefined) : undefined;
  const pdf = await marketAnalysisPdf(
    {
      sellerName: lead.fullName,
      home: {
        address,
        propertyType: request?.propertyType,
        assumedPropertyType: live?.assumedPropertyType ?? null,
        livingArea: request?.livingArea,
        bedrooms: request?.bedrooms,
        bathrooms: request?.bathrooms,
        yearBuilt: request?.yearBuilt,
      },
      estimate,
      comparables: kept ? kept.comparables : (live?.comparables ?? []),
      accuracy: { placement, ...store.accuracyFor(placement) },
      date: new Date(),
    },
    { brokerage: { ...brokerage, logo }, agent, timeZone },
    locale,
  );
  return { pdf, locale, lead, kept, hasNumber: estimate !== null };
}

/** The market analysis PDF of a lead, for the agent to download. */
export async function marketAnalysisFor(
  db: Database,
  store: HomeValueStore,
  storage: Storage,
  leadId: string,
  agent: AnalysisAgent,
): Promise<{ pdf: Buffer; locale: Locale }> {
  const { pdf, locale } = await buildAnalysis(db, store, storage, leadId, agent);
  return { pdf, locale };
}

/**
 * Whether the lead's market analysis has a number, before the agent downloads it (the kept estimate's, else
 * what the lead's address gives now), and if not, why (issue 44: the link is offered only with a number).
 */
export async function analysisOutlook(
  db: Database,
  store: HomeValueStore,
  leadId: string,
): Promise<Omit<LeadHomeValueView, "homeValue">> {
  const kept = await findLeadHomeValue(db, leadId);
  if (kept?.estimate) return { analysisHasNumber: true, analysisWithoutNumber: null };
  const lead = kept ? null : await findLeadForHomeValue(db, leadId);
  const request = kept ? kept.request : lead ? requestFromLead(lead) : null;
  if (!request) return { analysisHasNumber: false, analysisWithoutNumber: "no-postal-code" };
  const answer = await estimateHome(store, request);
  // A kept row without a number stays without one (the PDF reads the kept estimate); only its reason is read now.
  if (!kept && answer.estimate) return { analysisHasNumber: true, analysisWithoutNumber: null };
  return { analysisHasNumber: false, analysisWithoutNumber: answer.reason ?? "too-few-comparables" };
}

/**
 * The agent approves the analysis a seller asked for ("Get your full analysis"): it goes to the seller by
 * e-mail with the PDF attached, through the outbox and the consent ledger (their inquiry's consent, checked
 * again at delivery), with a history row; once. Refused when the seller did not ask, has no e-mail, has
 * no consent on the ledger, or it was sent already.
 */
export async function sendRequestedAnalysis(
  db: Database,
  store: HomeValueStore,
  storage: Storage,
  input: { leadId: string; agent: AnalysisAgent & { id: number }; publicUrl: string },
): Promise<{ sentAt: string }> {
  const { pdf, locale, lead, kept } = await buildAnalysis(db, store, storage, input.leadId, input.agent);
  if (!kept?.analysisRequestedAt) throw httpError("analysis_not_requested", {});
  if (kept.analysisSentAt) throw httpError("analysis_already_sent", {});
  if (!lead.email) throw httpError("analysis_no_email", {});
  const now = new Date();
  const brokerage = await getBrokerage(db);
  return db.transaction(async (tx) => {
    const queued = await enqueueConsentedEmails(
      tx,
      [
        await analysisEmail({
          to: lead.email as string,
          leadId: lead.id,
          firstName: lead.fullName?.split(" ")[0] ?? "",
          locale,
          agent: input.agent,
          brokerage,
          publicUrl: input.publicUrl,
          pdf,
        }),
      ],
      now,
    );
    if (queued.length === 0) throw httpError("analysis_no_consent", {});
    await markAnalysisSent(tx, lead.id, now);
    await insertHistory(tx, [
      {
        leadId: lead.id,
        userId: input.agent.id,
        changeType: "email",
        notes: "Market analysis sent to the seller",
        ...historyText("home_value.analysis_sent", {}),
        createdAt: now,
      },
    ]);
    return { sentAt: now.toISOString() };
  });
}
