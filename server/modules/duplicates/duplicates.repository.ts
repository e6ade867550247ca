import { eq, inArray, sql } from "drizzle-orm";
import type { DuplicateList } from "../../../contract/crm";
import type { DuplicateReason } from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import {
  apiIdempotencyKeys,
  emailOutbox,
  leadContacts,
  leadHistory,
  leadMerges,
  leads,
  notes,
  reminders,
  sellersGuides,
  users,
} from "../../db/schema/index";
import type { LeadRow } from "../leads/index";
import { toStaffLead } from "../leads/index";

/** Names at least this similar (pg_trgm, accents and case folded) count as the same person's. */
export const NAME_SIMILARITY = 0.3;

/**
 * Other leads that may be the same person (decision 019): the same e-mail once trimmed and lower-cased,
 * or the same phone in E.164 with a similar name (or a name missing on either side: a partial lead
 * often has none). Both conditions have their own index, so this reads only the candidates. Matching on
 * read means every capture and every edit is reflected the moment the lead is opened. At most 10.
 */
export async function findDuplicates(db: Database, lead: LeadRow): Promise<DuplicateList> {
  const email = lead.email?.trim().toLowerCase() || null;
  const phone = lead.phoneE164;
  if (!email && !phone) return [];
  const byEmail = email ? sql`lower(btrim(${leads.email})) = ${email}` : sql`false`;
  const byPhone = phone
    ? sql`(${leads.phoneE164} = ${phone} AND (${lead.fullName ?? null}::text IS NULL OR ${leads.fullName} IS NULL
        OR similarity(lead_search_fold(${leads.fullName}), lead_search_fold(${lead.fullName ?? ""}::text)) >= ${NAME_SIMILARITY}))`
    : sql`false`;
  const rows = await db
    .select({ lead: leads, byEmail: sql<boolean>`${byEmail}`, byPhone: sql<boolean>`${byPhone}` })
    .from(leads)
    .where(sql`${leads.id} <> ${lead.id} AND (${byEmail} OR ${byPhone})`)
    .orderBy(sql`${leads.createdAt} DESC`)
    .limit(10);
  return rows.map((r) => {
    const reasons: DuplicateReason[] = [];
    if (r.byEmail) reasons.push("email");
    if (r.byPhone) reasons.push("phone");
    return { lead: toStaffLead(r.lead), reasons };
  });
}

/** Locks the leads with these ids for update, in id order (so two merges of the same pair cannot deadlock). */
export async function lockLeadsInIdOrder(tx: Database, ids: string[]): Promise<LeadRow[]> {
  return tx.select().from(leads).where(inArray(leads.id, ids)).orderBy(leads.id).for("update");
}

/**
 * Moves every row that belongs to lead `fromId` (notes, reminders, history, logged contacts, guides, client
 * accounts, outbox e-mails, idempotency keys) over to lead `toId`, and points the ids merged into `fromId`
 * earlier at `toId` too.
 */
export async function moveLeadRows(tx: Database, fromId: string, toId: string): Promise<void> {
  await tx.update(notes).set({ leadId: toId }).where(eq(notes.leadId, fromId));
  await tx.update(reminders).set({ leadId: toId }).where(eq(reminders.leadId, fromId));
  await tx.update(leadHistory).set({ leadId: toId }).where(eq(leadHistory.leadId, fromId));
  await tx.update(leadContacts).set({ leadId: toId }).where(eq(leadContacts.leadId, fromId));
  await tx.update(sellersGuides).set({ leadId: toId }).where(eq(sellersGuides.leadId, fromId));
  await tx.update(users).set({ leadId: toId }).where(eq(users.leadId, fromId));
  await tx.update(emailOutbox).set({ leadId: toId }).where(eq(emailOutbox.leadId, fromId));
  await tx.update(apiIdempotencyKeys).set({ leadId: toId }).where(eq(apiIdempotencyKeys.leadId, fromId));
  await tx.update(leadMerges).set({ intoId: toId }).where(eq(leadMerges.intoId, fromId));
}

/**
 * Deletes the merged-away lead and records where its id leads now. Its unsubscribe token is unique: the
 * lead lets go of it first, so the kept lead may take it.
 */
export async function replaceLeadByMerge(tx: Database, merge: typeof leadMerges.$inferInsert): Promise<void> {
  await tx.update(leads).set({ unsubscribeToken: null }).where(eq(leads.id, merge.mergedId));
  await tx.delete(leads).where(eq(leads.id, merge.mergedId));
  await tx.insert(leadMerges).values(merge);
}

/** Where a merged-away id points now, if it was merged. */
export async function findMergedInto(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ intoId: leadMerges.intoId }).from(leadMerges).where(eq(leadMerges.mergedId, id));
  return row?.intoId;
}
