import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { AuditEntry } from "../../../contract/audit";
import type { AuditAction } from "../../../contract/privacy-enums";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/index";

export interface AuditFilter {
  actorId?: number;
  action?: AuditAction;
  from?: string;
  to?: string;
}

function conditions(filter: AuditFilter, beforeId?: number): SQL | undefined {
  const where: (SQL | undefined)[] = [
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, new Date(filter.to)) : undefined,
    beforeId === undefined ? undefined : lt(auditLog.id, beforeId),
  ];
  return and(...where.filter(Boolean));
}

function toEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    apiKeyId: row.apiKeyId,
    apiKeyName: row.apiKeyName,
    action: row.action,
    subject: row.subject,
    subjectMasked: row.subjectMasked,
    details: row.details ?? null,
    ip: row.ip,
  };
}

/**
 * One page of the audit trail, newest first. The id is the keyset: it grows with time (an identity
 * column), so `id < cursor` walks back through the rows without an offset.
 */
export async function listAuditPage(
  db: Database,
  filter: AuditFilter & { limit: number; cursor?: number },
): Promise<{ entries: AuditEntry[]; nextCursor: number | null }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions(filter, filter.cursor))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit).map(toEntry);
  const last = page.at(-1);
  return { entries: page, nextCursor: rows.length > filter.limit && last ? last.id : null };
}

export async function insertAuditRow(db: Database, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}
