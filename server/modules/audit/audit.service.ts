import type { AuditAction } from "../../../contract/privacy-enums";
import type { Database } from "../../db/client";
import { insertAuditRow } from "./audit.repository";

export interface AuditRecord {
  actorId: number | null;
  /** The actor's e-mail at the time, so the row still names them after the account is gone. */
  actorEmail: string | null;
  /** An integration's API key, for reads through /api/v1 (actorId and actorEmail are null then). */
  apiKey?: { id: number; name: string } | null;
  action: AuditAction;
  /** What was touched: a lead id, a person's e-mail hash, an export's name. Never a name or an address. */
  subject: string | null;
  /** A person's e-mail or phone masked ("j•••@g•••.com"), shown instead of the hash (decision 032). */
  subjectMasked?: string | null;
  /** Counts and filters that say what was read or exported; never personal data in clear. */
  details?: Record<string, unknown> | null;
  ip: string | null;
}

/**
 * Writes one audit row (decision 021). Pass the transaction as `db` when the audited act is itself written,
 * so the row and the act stand or fall together.
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await insertAuditRow(db, {
    actorId: record.actorId,
    actorEmail: record.actorEmail,
    apiKeyId: record.apiKey?.id ?? null,
    apiKeyName: record.apiKey?.name ?? null,
    action: record.action,
    subject: record.subject,
    subjectMasked: record.subjectMasked ?? null,
    details: record.details ?? null,
    ip: record.ip,
  });
}

/** The actor fields of a signed-in staff request. */
export function auditActor(request: { user: { id: number; email: string } | null; ip: string }) {
  return { actorId: request.user?.id ?? null, actorEmail: request.user?.email ?? null, ip: request.ip };
}

/** The actor fields of an /api/v1 request: the API key that made it, no staff member. */
export function auditApiKey(request: { apiKey: { id: number; name: string } | null; ip: string }) {
  return { actorId: null, actorEmail: null, apiKey: request.apiKey, ip: request.ip };
}
