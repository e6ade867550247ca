import { and, desc, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { ConsentPurpose } from "../../../contract/privacy-enums";
import type { Database } from "../../db/client";
import { consentEvents, suppressions } from "../../db/schema/index";

export type ConsentEventRow = typeof consentEvents.$inferSelect;
export type NewConsentEvent = typeof consentEvents.$inferInsert;

/** Appends events to the ledger; the ledger is never updated or deleted. */
export async function insertConsentEvents(db: Database, events: NewConsentEvent[]): Promise<void> {
  if (events.length > 0) await db.insert(consentEvents).values(events);
}

/**
 * The latest event for one purpose by e-mail hash, or by phone hash for a text (ties broken by id: the later
 * append wins).
 */
export async function latestEventFor(
  db: Database,
  who: { emailHash: string } | { phoneHash: string },
  purpose: ConsentPurpose,
): Promise<ConsentEventRow | undefined> {
  const person =
    "emailHash" in who ? eq(consentEvents.emailHash, who.emailHash) : eq(consentEvents.phoneHash, who.phoneHash);
  const [row] = await db
    .select()
    .from(consentEvents)
    .where(and(person, eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.occurredAt), desc(consentEvents.id))
    .limit(1);
  return row;
}

export async function isSuppressed(db: Database, emailHash: string | null, phoneHash: string | null) {
  const conditions: SQL[] = [];
  if (emailHash) conditions.push(eq(suppressions.emailHash, emailHash));
  if (phoneHash) conditions.push(eq(suppressions.phoneHash, phoneHash));
  if (conditions.length === 0) return false;
  const [row] = await db
    .select({ id: suppressions.id })
    .from(suppressions)
    .where(or(...conditions))
    .limit(1);
  return Boolean(row);
}

export async function insertSuppression(
  db: Database,
  row: { emailHash: string | null; phoneHash: string | null; reason: string; createdBy?: number | null; at: Date },
): Promise<void> {
  if (!row.emailHash && !row.phoneHash) return;
  if (await isSuppressed(db, row.emailHash, row.phoneHash)) return;
  await db.insert(suppressions).values({
    emailHash: row.emailHash,
    phoneHash: row.phoneHash,
    reason: row.reason,
    createdBy: row.createdBy ?? null,
    createdAt: row.at,
  });
}

/** The ledger for one person (by e-mail hash) and/or a period, oldest first, for the CSV export. */
export async function listConsentEvents(
  db: Database,
  filter: { emailHash?: string; from?: Date; to?: Date },
): Promise<ConsentEventRow[]> {
  const conditions: SQL[] = [];
  if (filter.emailHash) conditions.push(eq(consentEvents.emailHash, filter.emailHash));
  if (filter.from) conditions.push(gte(consentEvents.occurredAt, filter.from));
  if (filter.to) conditions.push(lt(consentEvents.occurredAt, filter.to));
  return db
    .select()
    .from(consentEvents)
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(consentEvents.occurredAt, consentEvents.id)
    .limit(100_000);
}

/** Every purpose and action recorded for one person (by e-mail or phone hash), newest first. */
export async function consentActionsNewestFirst(
  db: Database,
  emailHash: string | null,
  phoneHash: string | null,
): Promise<Pick<ConsentEventRow, "purpose" | "action">[]> {
  const who: SQL[] = [];
  if (emailHash) who.push(eq(consentEvents.emailHash, emailHash));
  if (phoneHash) who.push(eq(consentEvents.phoneHash, phoneHash));
  if (who.length === 0) return [];
  return db
    .select({ purpose: consentEvents.purpose, action: consentEvents.action })
    .from(consentEvents)
    .where(or(...who))
    .orderBy(desc(consentEvents.occurredAt), desc(consentEvents.id));
}
