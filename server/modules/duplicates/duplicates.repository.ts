import { sql } from "drizzle-orm";
import type { DuplicateList } from "../../../contract/crm";
import type { DuplicateReason } from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema/index";
import type { LeadRow } from "../leads/leads.mapping";
import { toStaffLead } from "../leads/leads.mapping";

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
