import { createHash } from "node:crypto";
import type { z } from "zod";
import type { apiCreateLeadInputSchema } from "../../../contract/api-v1";
import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { auditApiKey, recordAudit } from "../audit/audit.service";
import type { LeadRow, LeadValues } from "../leads/index";
import { isRepresented, keptSubmissions, toE164 } from "../leads/index";
import { claimLeadId, findLead, findLeadForUpdate, updateLead } from "../leads/lead-records.service";
import { finaliseLead, newLeadId } from "../leads/leads.service";
import { claimIdempotencyKey, findIdempotencyKey, setIdempotencyLead } from "./api-idempotency.repository";

type ApiLeadInput = z.output<typeof apiCreateLeadInputSchema>;

export interface ApiLeadRequest {
  apiKey: { id: number; name: string };
  input: ApiLeadInput;
  idempotencyKey: string | undefined;
  publicUrl: string;
  /** The caller's address, for the audit row written with the create (or its replay). */
  ip: string;
}

export interface ApiLeadResult {
  lead: LeadRow;
  /** False when the call repeated an earlier one (same Idempotency-Key or same lead id): nothing changed. */
  created: boolean;
  queuedEmails: boolean;
}

function requestHash(input: ApiLeadInput): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

/**
 * A create that names an existing lead: only the key that created it gets it back (decision 027); for any
 * other key, or a lead from another source, the id is taken and nothing about the lead is said.
 */
const idTaken = () => httpError("lead_id_taken", {});

const idempotencyMismatch = () => httpError("idempotency_key_reused", {});

/**
 * Creates a final lead from another source in one transaction with its routing, staff alert, live
 * event and `lead.created` webhook, as a web lead gets (decision 016). A repeat is answered with the
 * first call's lead and changes nothing: by `Idempotency-Key` (per API key; concurrent repeats wait on
 * the key's row), or by a client-made `id` that the same key created. The create, or its replay, is on
 * the audit trail with the key as actor, in the same transaction.
 */
export async function createApiLead(db: Database, request: ApiLeadRequest): Promise<ApiLeadResult> {
  const { input, apiKey, idempotencyKey } = request;
  const hash = requestHash(input);
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      if (!(await claimIdempotencyKey(tx, apiKey.id, idempotencyKey, hash))) {
        const earlier = await findIdempotencyKey(tx, apiKey.id, idempotencyKey);
        if (!earlier || earlier.requestHash !== hash) throw idempotencyMismatch();
        const lead = earlier.leadId ? await findLead(tx, earlier.leadId) : undefined;
        if (!lead) throw httpError("idempotent_lead_gone", {});
        await auditCreate(tx, request, lead.id, false);
        return { lead, created: false, queuedEmails: false };
      }
    }

    const id = input.id ?? newLeadId();
    if (!(await claimLeadId(tx, id, null))) {
      const existing = await findLeadForUpdate(tx, id);
      if (!existing || existing.createdByApiKeyId !== apiKey.id) throw idTaken();
      await recordIdempotency(tx, apiKey.id, idempotencyKey, id);
      await auditCreate(tx, request, id, false);
      return { lead: existing, created: false, queuedEmails: false };
    }

    const now = new Date();
    const { consent, source, id: _id, ...fields } = input;
    const values: LeadValues = {
      ...fields,
      source,
      status: "Contacted",
      phoneE164: toE164(fields.phone),
      consentBasis: consent.basis,
      submittedAt: now,
      staffNotifiedAt: now,
      formData: keptSubmissions([{ at: now.toISOString(), kind: "api", apiKeyId: apiKey.id, body: input }]),
      createdByApiKeyId: apiKey.id,
    };
    if (isRepresented({ tag: values.tag ?? null, workingWithRealtor: values.workingWithRealtor ?? null }))
      values.stage = "do_not_contact";
    if (consent.basis === "express") {
      values.consentAt = consent.obtainedAt ? new Date(consent.obtainedAt) : now;
      values.consentTextVersion = `api:express${consent.textVersion ? `:${consent.textVersion}` : ""}`.slice(0, 240);
    } else {
      // Implied consent (an inquiry) is kept with the submission, not as express consent.
      values.consentTextVersion = "api:implied";
    }
    const finalised = await finaliseLead(tx, await updateLead(tx, id, values), now, request.publicUrl);
    await recordIdempotency(tx, apiKey.id, idempotencyKey, id);
    await auditCreate(tx, request, id, true);
    return { lead: finalised.lead, created: true, queuedEmails: finalised.queuedEmails };
  });
}

/** The create on the audit trail (decision 027): the key as actor, the lead as subject, never its fields. */
async function auditCreate(tx: Database, request: ApiLeadRequest, leadId: string, created: boolean) {
  await recordAudit(tx, {
    ...auditApiKey({ apiKey: request.apiKey, ip: request.ip }),
    action: "lead.create",
    subject: leadId,
    details: { replayed: !created },
  });
}

async function recordIdempotency(tx: Database, apiKeyId: number, key: string | undefined, leadId: string) {
  if (!key) return;
  await setIdempotencyLead(tx, apiKeyId, key, leadId);
}
