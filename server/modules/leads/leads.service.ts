import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { publicLeadInputSchema } from "../../../contract/leads";
import type { DatabaseHandle } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { HttpError } from "../../lib/http-error";
import { isSuppressedContact, recordInquiryConsent } from "../consent/consent.service";
import { consentTextVersionWithPolicy, readPolicyVersion } from "../privacy-policy/privacy-policy.service";
import { getBrokerage } from "../settings/settings.repository";
import { queueAcknowledgement } from "./acknowledgement-email";
import { alertRecipients, routeFinalLead } from "./final-lead";
import { MAX_KEPT_SUBMISSIONS } from "./kept-submissions";
import { type LeadAlertKind, leadAlertEmails } from "./lead-alert-email";
import { leadOwnerKeyHash, ownsLead } from "./lead-owner";
import { type LeadValues, mapPublicLead } from "./leads.mapping";
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

const leadConflict = () => new HttpError(409, "This lead was started in another browser.", "lead_conflict");

export interface SaveLeadRequest {
  input: PublicLead;
  kind: "partial" | "final";
  ip: string;
  publicUrl: string;
}

export interface SaveLeadResult {
  id: string;
  status: string;
  /** True when the save wrote e-mails to the outbox (the caller kicks the mail worker after commit). */
  queuedEmails: boolean;
  /** False for the one-statement progress save: the caller announces it (batched) to live screens. */
  announced: boolean;
}

/**
 * Saves a public lead submission (partial progress or final) in one transaction with the e-mails it
 * causes. Rules (DESIGN.md 5.8 and 6, decision 005): a lead belongs to the secret it was first saved with,
 * and a lead saved without one (or made by staff, seeding, import) has no public owner and refuses every
 * public save (409, nothing changed); a partial save never moves a lead back to 'Partial'; re-sending a
 * final lead updates the one row and alerts once, also when the sends race.
 */
export async function saveLead(database: DatabaseHandle, request: SaveLeadRequest): Promise<SaveLeadResult> {
  const { input, kind } = request;
  const id = input.id ?? newLeadId();
  const ownerKeyHash = leadOwnerKeyHash(input.leadSecret);
  // The kept submission never holds the secret: the server stores only its hash.
  const { leadSecret: _secret, ...body } = input;
  // Plain progress (most saves) needs neither e-mail nor a status change: one statement does it.
  if (kind === "partial" && !input.notify && !input.sendGuideLeadEmail && !input.consent) {
    const values: LeadValues & { formData: unknown[] } = {
      ...mapPublicLead(input),
      ownerKeyHash,
      formData: [{ at: new Date().toISOString(), kind, body }],
    };
    if (input.source) values.source = input.source;
    if (input.utm && Object.keys(input.utm).length > 0) values.utm = input.utm as Record<string, string>;
    const saved = await upsertPartialLead(database, id, values, MAX_KEPT_SUBMISSIONS);
    if (saved) return { ...saved, queuedEmails: false, announced: false };
    // Refused: the lead has another owner, or was merged into another; the transaction below tells which.
  }
  return database.db.transaction(async (tx) => {
    // A lead merged into another (decision 019): its visitor, proving that lead's secret, goes on with the
    // kept lead instead of starting a new one.
    const merge = await findMerge(tx, id);
    if (merge && !ownsLead(merge, ownerKeyHash)) throw leadConflict();
    // Insert-or-lock: a new id gets its row and owner at once under a conflict rule, so concurrent first
    // saves of one id never both insert; every later save waits on the row lock and sees the one before.
    const leadId = merge?.intoId ?? id;
    const created = merge ? false : await claimLeadId(tx, leadId, ownerKeyHash);
    const existing = created ? undefined : await findLeadForUpdate(tx, leadId);
    if (!merge && existing && !ownsLead(existing, ownerKeyHash)) throw leadConflict();
    if (merge && !existing) throw leadConflict();
    const mapped = mapPublicLead(input);
    const now = new Date();

    const target = kind === "final" ? "Contacted" : input.sendGuideLeadEmail ? "Qualified Lead" : "Partial";
    const status = !existing || existing.status === "Partial" ? target : existing.status;

    const submission = { at: now.toISOString(), kind, body };
    const values: LeadValues = {
      ...mapped,
      status,
      formData: [...(existing?.formData ?? []), submission].slice(-MAX_KEPT_SUBMISSIONS),
    };
    if (!existing) {
      if (input.source) values.source = input.source;
      if (input.utm && Object.keys(input.utm).length > 0) values.utm = input.utm as Record<string, string>;
    }
    const contactable = Boolean(mapped.email ?? existing?.email ?? mapped.phone ?? existing?.phone);
    if (input.consent && contactable) {
      values.consentAt = now;
      values.consentIp = request.ip;
      values.consentTextVersion = input.consentTextVersion ?? "unspecified";
    }
    const firstFinal = kind === "final" && !existing?.submittedAt;
    if (firstFinal) values.submittedAt = now;
    // The consent ledger (issue 22): a finished inquiry, or a consent line a visitor submits with a first
    // or a new address (the questionnaire's e-mail step, the two-step guide screen), appends its events.
    const newEmail = Boolean(mapped.email) && mapped.email?.toLowerCase() !== existing?.email?.toLowerCase();
    const recordsConsent =
      contactable && (firstFinal || (Boolean(input.consent) && (!existing?.consentAt || newEmail)));
    const email = mapped.email ?? existing?.email ?? null;
    const phone = mapped.phone ?? existing?.phone ?? null;
    // An address that was unsubscribed or erased before is never e-mailed again, whatever lead it comes with.
    const newContact = Boolean(mapped.email || mapped.phone);
    if (newContact && !existing?.doNotEmail && (await isSuppressedContact(tx, { email, phone }))) {
      values.doNotEmail = true;
    }

    let alert: LeadAlertKind | undefined;
    if (firstFinal) alert = "new_lead";
    else if (input.sendGuideLeadEmail && existing?.status !== "Qualified Lead") alert = "consultation_request";
    else if (kind === "partial" && input.notify && !existing?.staffNotifiedAt) alert = "lead_started";
    if (alert) values.staffNotifiedAt = existing?.staffNotifiedAt ?? now;

    let lead = await updateLead(tx, leadId, values);
    if (recordsConsent) {
      await recordInquiryConsent(
        tx,
        {
          leadId: lead.id,
          email,
          phone,
          channel: "web",
          form: consentForm(input),
          textVersion: consentTextVersionWithPolicy(lead.consentTextVersion, await readPolicyVersion(tx)),
          locale: lead.locale,
          ip: request.ip,
          at: now,
        },
        { marketing: input.marketingConsent === true },
      );
    }
    // A finished lead goes to the next agent of its pool, who alone gets the alert.
    const routed = firstFinal ? await routeFinalLead(tx, lead, now) : undefined;
    if (routed) lead = routed.lead;
    await publishEvent(tx, { type: "lead", leadId: lead.id });

    let queuedEmails = false;
    if (routed) {
      // The seller hears at once that the request arrived, and from whom (issue 20).
      queuedEmails = await queueAcknowledgement(tx, lead, routed.agentName, await getBrokerage(tx));
    }
    if (alert) {
      const brokerage = await getBrokerage(tx);
      const agentEmail = alert === "new_lead" ? routed?.agentEmail : undefined;
      const recipients = await alertRecipients(tx, agentEmail, brokerage);
      await enqueueEmails(tx, leadAlertEmails(alert, lead, recipients, brokerage, request.publicUrl));
      queuedEmails ||= recipients.length > 0;
    }
    return { id: lead.id, status: lead.status, queuedEmails, announced: true };
  });
}
