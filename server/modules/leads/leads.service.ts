import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { publicLeadInputSchema } from "../../../contract/leads";
import type { Database, DatabaseHandle } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import type { ClaimedEmail } from "../../integrations/mail/outbox";
import { httpError } from "../../lib/http-error";
import { isSuppressedContact, recordInquiryConsent } from "../consent/consent.service";
import { consentTextVersionWithPolicy, readPolicyVersion } from "../privacy-policy/privacy-policy.service";
import { getBrokerage } from "../settings/settings.service";
import type { FinalLead } from "./final-lead";
import { alertStaff } from "./final-lead-steps";
import { type FinalisedLead, finaliseLead } from "./finalise-lead";
import { MAX_KEPT_SUBMISSIONS } from "./kept-submissions";
import type { LeadAlertKind } from "./lead-alert-email";
import { leadOwnerKeyHash, ownsLead } from "./lead-owner";
import { type LeadRow, type LeadValues, mapPublicLead } from "./leads.mapping";
import { claimLeadId, findLeadForUpdate, findMerge, updateLead, upsertPartialLead } from "./leads.repository";

type PublicLead = z.output<typeof publicLeadInputSchema>;

export function newLeadId(): string {
  return `lead_${Date.now()}_${randomBytes(8).toString("hex").slice(0, 12)}`;
}

/** Which form the consent was given on, for the ledger: the lead flow and its variant, or the questionnaire. */
function consentForm(input: PublicLead): string {
  const type = input.leadType === "cash" || input.leadType === "Cash Offer" || input.type === "cash" ? "cash" : "agent";
  if (input.variant) return `lead-flow/${input.variant}/${type}`;
  return input.topics && input.topics.length > 0 ? "questionnaire" : `lead-form/${type}`;
}

const leadConflict = () => httpError("lead_conflict", {});

export interface SaveLeadRequest {
  input: PublicLead;
  kind: "partial" | "final";
  ip: string;
  publicUrl: string;
  /**
   * Rows that belong with this save (the home-value funnel's estimate), written in its transaction after the
   * lead and before it is finalised, so staff are alerted only once they exist and a failure keeps neither.
   */
  alongside?: (tx: Database, lead: LeadRow) => Promise<void>;
  /**
   * The caller delivers a first final's staff alert itself straight after commit (decision 048): it is
   * written claimed for this process and returned in `alertsNow`. Only when this process's mail worker runs.
   */
  deliverAlertsNow?: boolean;
  /** The home-value funnel: the estimate the seller was shown, which their acknowledgement repeats. */
  homeValue?: FinalLead["homeValue"];
}

export interface SaveLeadResult {
  id: string;
  status: string;
  /** True when the save wrote e-mails to the outbox (the caller kicks the mail worker after commit). */
  queuedEmails: boolean;
  /** False for the one-statement progress save: the caller announces it (batched) to live screens. */
  announced: boolean;
  /** With `deliverAlertsNow`: the staff alert to hand to `app.mail.worker.deliverNow` after commit. */
  alertsNow: ClaimedEmail[];
}

/**
 * Saves a public lead submission (partial progress or final) in one transaction with the e-mails it
 * causes. Rules (DESIGN.md 5.8 and 6, decision 005): a lead belongs to the secret it was first saved with,
 * and a lead saved without one (or made by staff, seeding, import) has no public owner and refuses every
 * public save (409, nothing changed); a partial save never moves a lead back to 'Partial'; re-sending a
 * final lead updates the one row and alerts once, also when the sends race.
 */
export async function saveLead(database: DatabaseHandle, request: SaveLeadRequest): Promise<SaveLeadResult> {
  const submission = readSubmission(request);
  if (isPlainProgress(request) && !request.alongside) {
    const saved = await saveProgress(database, submission);
    if (saved) return { ...saved, queuedEmails: false, announced: false, alertsNow: [] };
    // Refused: the lead has another owner, or was merged into another; the transaction below tells which.
  }
  return database.db.transaction(async (tx) => {
    const { leadId, existing } = await lockOwnedLead(tx, submission);
    const now = new Date();
    const merged = mergeSubmission(submission, existing, now);
    await flagSuppressedContact(tx, merged, existing);
    const lead = await updateLead(tx, leadId, merged.values);
    if (merged.recordsConsent) await recordConsent(tx, lead, merged, now);
    if (request.alongside) await request.alongside(tx, lead);
    const done = merged.firstFinal
      ? await finaliseLead(tx, lead, now, request.publicUrl, {
          deliverAlertsNow: request.deliverAlertsNow,
          homeValue: request.homeValue,
        })
      : await announceSave(tx, lead, merged.alert, request.publicUrl);
    const { queuedEmails, alertsNow } = done;
    return { id: done.lead.id, status: done.lead.status, queuedEmails, announced: true, alertsNow };
  });
}

/** A public save as the steps below read it: the request, its lead id, owner proof and columns. */
interface Submission {
  request: SaveLeadRequest;
  id: string;
  ownerKeyHash: string | null;
  /** The raw submission to keep, without the secret: the server stores only its hash. */
  body: Omit<PublicLead, "leadSecret">;
  /** The columns the submission sets (a missing field never overwrites an earlier save). */
  mapped: LeadValues;
}

function readSubmission(request: SaveLeadRequest): Submission {
  const { leadSecret, ...body } = request.input;
  return {
    request,
    id: request.input.id ?? newLeadId(),
    ownerKeyHash: leadOwnerKeyHash(leadSecret),
    body,
    mapped: mapPublicLead(request.input),
  };
}

/** Plain progress (most saves) needs neither e-mail nor a status change: one statement does it (decision 002). */
function isPlainProgress({ kind, input }: SaveLeadRequest): boolean {
  return kind === "partial" && !input.notify && !input.sendGuideLeadEmail && !input.consent;
}

/**
 * Where the lead came from (issue 43): the first touch (source and utm) from its first save, or from a later
 * one when the lead had none ("direct" never hides a campaign seen after it, and never replaces one); the
 * last touch from each save that carries one, never "direct".
 */
function touchValues(input: PublicLead, existing?: LeadRow): LeadValues {
  const values: LeadValues = {};
  const direct = !existing?.source || existing.source === "direct";
  if (input.source && (!existing || (direct && input.source !== "direct"))) values.source = input.source;
  if (input.utm && Object.keys(input.utm).length > 0 && !existing?.utm)
    values.utm = input.utm as Record<string, string>;
  const last = input.lastTouch;
  if (last && Object.keys(last).length > 0 && last.source !== "direct")
    values.lastTouch = last as Record<string, string>;
  return values;
}

/** The one-statement progress save; undefined when the id is another owner's or was merged away. */
function saveProgress(database: DatabaseHandle, submission: Submission) {
  const { request, id, ownerKeyHash, body, mapped } = submission;
  const values: LeadValues & { formData: unknown[] } = {
    ...mapped,
    ...touchValues(request.input),
    ownerKeyHash,
    formData: [{ at: new Date().toISOString(), kind: request.kind, body }],
  };
  return upsertPartialLead(database, id, values, MAX_KEPT_SUBMISSIONS);
}

/**
 * The lead this save writes, locked until the transaction ends, after checking the caller owns it (409
 * otherwise). Insert-or-lock: a new id gets its row and owner at once under a conflict rule, so concurrent
 * first saves of one id never both insert; every later save waits on the row lock and sees the one before.
 * A lead merged into another (decision 019): its visitor, proving that lead's secret, goes on with the kept
 * lead instead of starting a new one.
 */
async function lockOwnedLead(
  tx: Database,
  { id, ownerKeyHash }: Submission,
): Promise<{ leadId: string; existing: LeadRow | undefined }> {
  const merge = await findMerge(tx, id);
  if (merge) {
    if (!ownsLead(merge, ownerKeyHash)) throw leadConflict();
    const existing = await findLeadForUpdate(tx, merge.intoId);
    if (!existing) throw leadConflict();
    return { leadId: merge.intoId, existing };
  }
  if (await claimLeadId(tx, id, ownerKeyHash)) return { leadId: id, existing: undefined };
  const existing = await findLeadForUpdate(tx, id);
  if (existing && !ownsLead(existing, ownerKeyHash)) throw leadConflict();
  return { leadId: id, existing };
}

/** What the save writes, and what it causes once written. */
interface MergedSave {
  submission: Submission;
  values: LeadValues;
  firstFinal: boolean;
  /** The staff alert this save sends, if any (a first final always sends `new_lead`). */
  alert: LeadAlertKind | undefined;
  /** Whether the consent ledger gets this save's events. */
  recordsConsent: boolean;
  /** The lead's contact after the save, and whether the save brought a new one. */
  email: string | null;
  phone: string | null;
  newContact: boolean;
}

/** The submission merged into the lead as it stands: status, kept submissions, consent, alert. */
function mergeSubmission(submission: Submission, existing: LeadRow | undefined, now: Date): MergedSave {
  const { request, body, mapped } = submission;
  const { input, kind } = request;
  const values: LeadValues = {
    ...mapped,
    status: nextStatus(request, existing),
    formData: [...(existing?.formData ?? []), { at: now.toISOString(), kind, body }].slice(-MAX_KEPT_SUBMISSIONS),
    ...touchValues(input, existing),
  };
  const email = mapped.email ?? existing?.email ?? null;
  const phone = mapped.phone ?? existing?.phone ?? null;
  const contactable = Boolean(mapped.email ?? existing?.email ?? mapped.phone ?? existing?.phone);
  if (input.consent && contactable) {
    values.consentAt = now;
    values.consentIp = request.ip;
    values.consentTextVersion = input.consentTextVersion ?? "unspecified";
  }
  const firstFinal = kind === "final" && !existing?.submittedAt;
  if (firstFinal) values.submittedAt = now;
  // The consent ledger: a finished inquiry, or a consent line a visitor submits with a first or a new
  // address (the questionnaire's e-mail step, the two-step guide screen), appends its events.
  const newEmail = Boolean(mapped.email) && mapped.email?.toLowerCase() !== existing?.email?.toLowerCase();
  const recordsConsent = contactable && (firstFinal || (Boolean(input.consent) && (!existing?.consentAt || newEmail)));
  const alert = alertKind(request, existing, firstFinal);
  if (alert) values.staffNotifiedAt = existing?.staffNotifiedAt ?? now;
  const newContact = Boolean(mapped.email || mapped.phone);
  return { submission, values, firstFinal, alert, recordsConsent, email, phone, newContact };
}

/** A final save makes the lead 'Contacted', a consultation request 'Qualified Lead'; only a 'Partial' lead moves. */
function nextStatus({ kind, input }: SaveLeadRequest, existing: LeadRow | undefined): string {
  const target = kind === "final" ? "Contacted" : input.sendGuideLeadEmail ? "Qualified Lead" : "Partial";
  return !existing || existing.status === "Partial" ? target : existing.status;
}

function alertKind(
  { kind, input }: SaveLeadRequest,
  existing: LeadRow | undefined,
  firstFinal: boolean,
): LeadAlertKind | undefined {
  if (firstFinal) return "new_lead";
  if (input.sendGuideLeadEmail && existing?.status !== "Qualified Lead") return "consultation_request";
  if (kind === "partial" && input.notify && !existing?.staffNotifiedAt) return "lead_started";
  return undefined;
}

/** An address that was unsubscribed or erased before is never e-mailed again, whatever lead it comes with. */
async function flagSuppressedContact(tx: Database, merged: MergedSave, existing: LeadRow | undefined): Promise<void> {
  if (!merged.newContact || existing?.doNotEmail) return;
  if (await isSuppressedContact(tx, { email: merged.email, phone: merged.phone })) merged.values.doNotEmail = true;
}

async function recordConsent(tx: Database, lead: LeadRow, merged: MergedSave, now: Date): Promise<void> {
  const { input, ip } = merged.submission.request;
  await recordInquiryConsent(
    tx,
    {
      leadId: lead.id,
      email: merged.email,
      phone: merged.phone,
      channel: "web",
      form: consentForm(input),
      textVersion: consentTextVersionWithPolicy(lead.consentTextVersion, await readPolicyVersion(tx)),
      locale: lead.locale,
      ip,
      at: now,
    },
    { marketing: input.marketingConsent === true },
  );
}

/** A save that does not finish the lead: live screens hear of it, and staff get its alert if it has one. */
async function announceSave(
  tx: Database,
  lead: LeadRow,
  alert: LeadAlertKind | undefined,
  publicUrl: string,
): Promise<FinalisedLead> {
  await publishEvent(tx, { type: "lead", leadId: lead.id });
  if (!alert) return { lead, queuedEmails: false, alertsNow: [] };
  const queuedEmails = await alertStaff(tx, alert, lead, { brokerage: await getBrokerage(tx), publicUrl });
  return { lead, queuedEmails, alertsNow: [] };
}

export { finaliseLead } from "./finalise-lead";
