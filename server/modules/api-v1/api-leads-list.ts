import type { z } from "zod";
import type { leadListQuerySchema } from "../../../contract/crm";
import type { StaffLead } from "../../../contract/leads";
import type { Database } from "../../db/client";
import { decodeCursor, encodeCursor } from "../../lib/sort-cursor";
import { toStaffLead } from "../leads/index";
import { listLeadPageWithTotal } from "../leads/leads-staff.service";

type LeadListQuery = z.output<typeof leadListQuerySchema>;

/**
 * One page of the API's lead list: the staff list's own query, filters and keyset cursor, wrapped so
 * that the API follows whatever the staff list becomes. `nextQuery` is the query string of the next page.
 */
export async function listLeadsPage(
  db: Database,
  query: LeadListQuery,
): Promise<{ leads: StaffLead[]; total: number; totalCapped: boolean; nextQuery: string | undefined }> {
  const filter = { q: query.q || undefined, type: query.type, view: query.view };
  const { page, total } = await listLeadPageWithTotal(db, {
    ...filter,
    limit: query.limit,
    cursor: query.cursor ? decodeCursor(query.cursor, false) : undefined,
  });
  let nextQuery: string | undefined;
  if (page.next) {
    const params = new URLSearchParams();
    if (filter.q) params.set("q", filter.q);
    if (filter.type) params.set("type", filter.type);
    if (filter.view !== "active") params.set("view", filter.view);
    params.set("limit", String(query.limit));
    params.set("cursor", encodeCursor(page.next));
    nextQuery = params.toString();
  }
  return { leads: page.rows.map(toStaffLead), total: total.count, totalCapped: total.capped, nextQuery };
}
