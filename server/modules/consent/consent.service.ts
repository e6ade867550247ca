import { addMonths } from "date-fns";
import type { ConsentAction, ConsentPurpose } from "../../../contract/privacy-enums";
import type { Database } from "../../db/client";
import { enqueueEmails, type OutgoingEmail } from "../../integrations/mail/outbox";
import { emailHash, phoneHash } from "../privacy/index";
import {
  consentActionsNewestFirst,
  insertConsentEvents,
  insertSuppression,
  isSuppressed,
  latestEventFor,
  type NewConsentEvent,
} from "./consent.repository";

/** CASL: consent implied by an inquiry lasts 6 months from the inquiry. */
export const IMPLIED_CONSENT_MONTHS = 6;

/** The kind of outbox row a marketing message (market updates, selling tips) is written with. */
export const MARKETING_EMAIL_KIND = "marketing";

export interface ConsentSource {
  leadId: string | null;
  email: string | null;
  phone: string | null;
  /** 'web', 'email' (the unsubscribe link), 'import', 'staff'. */
  channel: string;
  form: string | null;
  textVersion: string | null;
  locale: string | null;
  ip: string | null;
  at: Date;
  recordedBy?: number | null;
}

/** The latest action per purpose for one person, so a new consent is 'renewed' only while one stands. */
async function standingPurposes(db: Database, eHash: string | null, pHash: string | null) {
  const latest = new Map<ConsentPurpose, ConsentAction>();
  for (const row of await consentActionsNewestFirst(db, eHash, pHash))
    if (!latest.has(row.purpose)) latest.set(row.purpose, row.action);
  return latest;
}

function eventBase(source: ConsentSource, eHash: string | null, pHash: string | null) {
  return {
    leadId: source.leadId,
    emailHash: eHash,
    phoneHash: pHash,
    channel: source.channel,
    form: source.form,
    textVersion: source.textVersion,
    locale: source.locale,
    ip: source.ip,
    occurredAt: source.at,
    recordedBy: source.recordedBy ?? null,
  };
}

/**
 * An inquiry (a lead with a way to reach the seller) implies consent, for 6 months, to replies about it
 * and to the seller's guide they asked for; marketing is consented to only by its own ticked box
 * (express, no expiry until withdrawn). Appended in the caller's transaction. Returns how many events.
 */
export async function recordInquiryConsent(
  tx: Database,
  source: ConsentSource,
  options: { marketing: boolean; basis?: "implied" | "express"; impliedMonths?: number },
): Promise<number> {
  const eHash = emailHash(source.email);
  const pHash = phoneHash(source.phone);
  if (!eHash && !pHash) return 0;
  const standing = await standingPurposes(tx, eHash, pHash);
  const action = (purpose: ConsentPurpose): ConsentAction => {
    const last = standing.get(purpose);
    return last === "given" || last === "renewed" ? "renewed" : "given";
  };
  const base = eventBase(source, eHash, pHash);
  const basis = options.basis ?? "implied";
  const expiresAt = basis === "implied" ? addMonths(source.at, options.impliedMonths ?? IMPLIED_CONSENT_MONTHS) : null;
  const events: NewConsentEvent[] = (["inquiry", "sellers_guide"] as const).map((purpose) => ({
    ...base,
    action: action(purpose),
    basis,
    purpose,
    expiresAt,
  }));
  if (options.marketing) {
    events.push({ ...base, action: action("marketing"), basis: "express", purpose: "marketing", expiresAt: null });
  }
  await insertConsentEvents(tx, events);
  return events.length;
}

/**
 * The unsubscribe link: marketing and the guide e-mails are withdrawn, and the address (and phone) go on
 * the suppression list so that no later lead with them is e-mailed. Replies to an inquiry are the
 * seller's own conversation and carry no unsubscribe link.
 */
export async function recordWithdrawal(tx: Database, source: ConsentSource): Promise<void> {
  const eHash = emailHash(source.email);
  const pHash = phoneHash(source.phone);
  if (!eHash && !pHash) return;
  const base = eventBase(source, eHash, pHash);
  await insertConsentEvents(
    tx,
    (["marketing", "sellers_guide"] as const).map((purpose) => ({
      ...base,
      action: "withdrawn" as const,
      basis: "express" as const,
      purpose,
      expiresAt: null,
    })),
  );
  // The link unsubscribes an e-mail address: the phone stays on the events as evidence, not on the list.
  if (eHash) await insertSuppression(tx, { emailHash: eHash, phoneHash: null, reason: "unsubscribed", at: source.at });
}

/** The consent purpose an outbox e-mail needs, by its kind; null for replies and staff mail (never blocked). */
export function purposeOfEmail(kind: string): ConsentPurpose | null {
  if (kind === "sellers_guide") return "sellers_guide";
  // An action plan's e-mail (decision 039) rides on the inquiry's consent, checked again at delivery.
  if (kind === "action_plan") return "inquiry";
  // The full market analysis the seller asked for (decision 046) answers their inquiry: its consent, at delivery too.
  if (kind === "home_value_analysis") return "inquiry";
  if (kind === MARKETING_EMAIL_KIND || kind.startsWith(`${MARKETING_EMAIL_KIND}_`)) return "marketing";
  return null;
}

/**
 * Why a commercial e-mail to this address may not go out now, or null when it may: the address is
 * suppressed, or the latest ledger event for the purpose is a withdrawal, has expired, or does not exist.
 */
export async function consentBlockReason(
  db: Database,
  request: { to: string; purpose: ConsentPurpose; now: Date },
): Promise<string | null> {
  const eHash = emailHash(request.to);
  if (!eHash) return "no address";
  if (await isSuppressed(db, eHash, null)) return "address suppressed";
  const latest = await latestEventFor(db, { emailHash: eHash }, request.purpose);
  if (!latest) return `no consent for ${request.purpose}`;
  if (latest.action === "withdrawn") return `consent for ${request.purpose} withdrawn`;
  if (latest.expiresAt && latest.expiresAt.getTime() <= request.now.getTime()) {
    return `consent for ${request.purpose} expired`;
  }
  return null;
}

/** Why an outbox row may not be delivered now (checked again by the mail worker at delivery), or null. */
export async function deliveryBlockReason(db: Database, row: { kind: string; to: string; now: Date }) {
  const purpose = purposeOfEmail(row.kind);
  return purpose ? consentBlockReason(db, { to: row.to, purpose, now: row.now }) : null;
}

/**
 * Writes e-mails to the outbox, keeping back each commercial one (by its kind) without a valid basis for
 * its purpose. Returns the e-mails written. Replies and staff mail pass through untouched.
 */
export async function enqueueConsentedEmails(db: Database, emails: OutgoingEmail[], now: Date) {
  const allowed: OutgoingEmail[] = [];
  for (const email of emails) {
    if (!(await deliveryBlockReason(db, { kind: email.kind, to: email.to, now }))) allowed.push(email);
  }
  await enqueueEmails(db, allowed);
  return allowed;
}

/**
 * Why a lead's progress may not be shared with an ad platform (the Conversions API, decision 055), or null
 * when it may: the person is suppressed (unsubscribed, erased), the ledger holds nothing for them, or their
 * latest event for any purpose is a withdrawal (an unsubscribe link, a STOP text). Checked when the event is
 * written and again when it is sent.
 */
export async function adSharingBlockReason(
  db: Database,
  contact: { email: string | null; phone: string | null },
): Promise<string | null> {
  const eHash = emailHash(contact.email);
  const pHash = phoneHash(contact.phone);
  if (!eHash && !pHash) return "no contact";
  if (await isSuppressed(db, eHash, pHash)) return "suppressed";
  const standing = await standingPurposes(db, eHash, pHash);
  if (standing.size === 0) return "no consent";
  for (const [purpose, action] of standing) if (action === "withdrawn") return `consent for ${purpose} withdrawn`;
  return null;
}

/** True when a new lead's e-mail or phone was unsubscribed or erased before: it is created do-not-email. */
export function isSuppressedContact(db: Database, contact: { email: string | null; phone: string | null }) {
  return isSuppressed(db, emailHash(contact.email), phoneHash(contact.phone));
}

export { insertConsentEvents, isSuppressed, latestEventFor } from "./consent.repository";
