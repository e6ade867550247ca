import { historyText } from "../../../contract/history-codes";
import { type MergeField, type MergeLeadsInput, mergeFields, stageLabels } from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { fieldError, httpError } from "../../lib/http-error";
import { insertHistory } from "../history/history.service";
import type { LeadRow, LeadValues } from "../leads/index";
import { isRepresented, keptSubmissions, toE164 } from "../leads/index";
import { updateLead } from "../leads/lead-records.service";
import { leadNotFound } from "../leads/leads-staff.service";
import { findMergedInto, lockLeadsInIdOrder, moveLeadRows, replaceLeadByMerge } from "./duplicates.repository";

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** The consent record that survives: express beats implied, then the most recent. */
function strongerConsent(a: LeadRow, b: LeadRow): LeadRow {
  if (!a.consentAt) return b.consentAt ? b : a;
  if (!b.consentAt) return a;
  if ((a.consentBasis === "express") !== (b.consentBasis === "express")) return a.consentBasis === "express" ? a : b;
  return a.consentAt >= b.consentAt ? a : b;
}

function summary(lead: LeadRow): string {
  return [lead.fullName || "Unnamed lead", lead.email, lead.phone].filter(Boolean).join(", ");
}

/** Kept submissions carry their time (`at`, ISO): sorted by it, stably, so the newest are last. */
function inTimeOrder(submissions: unknown[]): unknown[] {
  const at = (s: unknown) => String((s as { at?: unknown } | null)?.at ?? "");
  return submissions.slice().sort((a, b) => (at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : 0));
}

/**
 * Merges `otherId` into `keepId` (decision 019), in one transaction: the kept lead takes, per field, the
 * value staff chose; the rest is combined so nothing is lost — every note, reminder, history row,
 * logged contact and guide moves over, the stronger consent record is kept (the other is written into
 * the 'merge' history row), a do-not-email or represented flag on either side stays, the raw
 * submissions are joined and the earliest arrival and first contact count. The merged-away lead is
 * deleted and its id redirects to the kept one (`lead_merges`). Staff merge by hand only.
 */
export async function mergeLeads(
  db: Database,
  keepId: string,
  input: { otherId: string; take: NonNullable<MergeLeadsInput["take"]> },
  userId: number,
): Promise<LeadRow> {
  if (input.otherId === keepId) throw fieldError("merge_self", {}, "body.otherId");
  return db.transaction(async (tx) => {
    // Both rows locked in id order, so two merges of the same pair cannot deadlock.
    const locked = await lockLeadsInIdOrder(tx, [keepId, input.otherId]);
    const keep = locked.find((l) => l.id === keepId);
    const other = locked.find((l) => l.id === input.otherId);
    if (!keep) throw leadNotFound();
    if (!other) throw httpError("other_lead_not_found", {});

    const values: LeadValues = {};
    const taken: MergeField[] = [];
    for (const field of mergeFields) {
      if (input.take[field] !== "other") continue;
      (values as Record<string, unknown>)[field] = other[field];
      taken.push(field);
    }
    if (values.phone !== undefined) values.phoneE164 = toE164(values.phone);
    const consent = strongerConsent(keep, other);
    Object.assign(values, {
      consentAt: consent.consentAt,
      consentIp: consent.consentIp,
      consentTextVersion: consent.consentTextVersion,
      consentBasis: consent.consentBasis,
      doNotEmail: keep.doNotEmail || other.doNotEmail,
      unsubscribeToken: keep.unsubscribeToken ?? other.unsubscribeToken,
      tag: keep.tag ?? other.tag,
      workingWithRealtor:
        keep.workingWithRealtor || other.workingWithRealtor
          ? true
          : (keep.workingWithRealtor ?? other.workingWithRealtor),
      topics: [...new Set([...(keep.topics ?? []), ...(other.topics ?? [])])],
      // Both leads' submissions in the order they came, bounded like every other path (decision 027).
      formData: keptSubmissions(inTimeOrder([...(other.formData ?? []), ...(keep.formData ?? [])])),
      source: keep.source ?? other.source,
      utm: keep.utm ?? other.utm,
      submittedAt: earliest(keep.submittedAt, other.submittedAt),
      firstContactAt: earliest(keep.firstContactAt, other.firstContactAt),
      staffNotifiedAt: earliest(keep.staffNotifiedAt, other.staffNotifiedAt),
      createdAt: earliest(keep.createdAt, other.createdAt) ?? keep.createdAt,
      ownerKeyHash: keep.ownerKeyHash ?? other.ownerKeyHash,
      updatedAt: new Date(),
    } satisfies LeadValues);
    // A represented seller is never contacted: the merged lead stays in 'Do not contact'.
    if (isRepresented({ tag: values.tag ?? null, workingWithRealtor: values.workingWithRealtor ?? null }))
      values.stage = "do_not_contact";

    // The other lead's rows move over before it is deleted (its cascade would take them); ids merged into
    // the other lead earlier now point here too, so every old id still leads somewhere.
    await moveLeadRows(tx, other.id, keepId);
    await replaceLeadByMerge(tx, {
      mergedId: other.id,
      intoId: keepId,
      userId,
      ownerKeyHash: other.ownerKeyHash,
      // The link in the other lead's e-mails keeps working, unless the kept lead took that very token.
      unsubscribeToken: keep.unsubscribeToken ? other.unsubscribeToken : null,
    });
    // Through the leads' one update, so a kept lead that takes the other's agent moves its conversation too.
    const merged = await updateLead(tx, keepId, values);

    const consentNote = other.consentAt
      ? `Its consent: ${other.consentBasis ?? "express"} on ${other.consentAt.toISOString()} (${other.consentTextVersion ?? "no text version"}).`
      : "It had no consent record.";
    const takenNote = taken.length > 0 ? `Fields taken from it: ${taken.join(", ")}.` : "No field was taken from it.";
    await insertHistory(tx, [
      {
        leadId: keepId,
        userId,
        changeType: "merge",
        fieldName: null,
        oldValue: other.id,
        newValue: keepId,
        notes: `Merged ${summary(other)} (stage ${stageLabels[other.stage]}) into this lead. ${takenNote} ${consentNote}`,
        ...historyText("merged", {
          lead: [other.fullName, other.email, other.phone].filter(Boolean).join(", "),
          named: Boolean(other.fullName),
          stage: other.stage,
          fields: taken,
          consent: other.consentAt
            ? {
                basis: other.consentBasis ?? "express",
                at: other.consentAt.toISOString(),
                version: other.consentTextVersion ?? null,
              }
            : null,
        }),
      },
    ]);
    await publishEvent(tx, { type: "lead", leadId: keepId });
    await publishEvent(tx, { type: "lead", leadId: other.id });
    return merged;
  });
}

/** Where a merged-away id points now, if it was merged. */
export async function mergedInto(db: Database, id: string): Promise<string | undefined> {
  return findMergedInto(db, id);
}
