import type { StaffLead } from "../../contract/leads";
import type { Locale } from "../../contract/locale";
import { apiRequest } from "./api-client";

export interface LeadPageRequest {
  q?: string;
  type?: "cash" | "realtor";
  /** 'unfinished' lists the abandoned partials; the default lists every other lead. */
  view?: "active" | "unfinished";
  cursor?: string;
  limit: number;
  /** The list's order (GET /api/leads `sort`); left out for the default, newest first. */
  sort?: string;
}

export interface LeadPage<T extends StaffLead = StaffLead> {
  leads: T[];
  /** From `X-Total-Count`. */
  total: number;
  /** `X-Total-Count-Capped`: there are more than `total` (the list shows "1,000+"). */
  totalCapped: boolean;
  /** The cursor of the next page, from the `Link: <...>; rel="next"` header. */
  nextCursor?: string;
}

/** The `cursor` of the `rel="next"` target of a Link header, if there is one. */
export function nextCursorFrom(link: string | null): string | undefined {
  const match = link && /<([^>]+)>\s*;\s*rel="?next"?/.exec(link);
  if (!match?.[1]) return undefined;
  return new URL(match[1], "http://link.invalid").searchParams.get("cursor") ?? undefined;
}

/** One keyset page of GET /api/leads, newest first, with its total and the next cursor. */
export async function fetchLeadPage<T extends StaffLead = StaffLead>({
  q,
  type,
  view,
  cursor,
  limit,
  sort,
}: LeadPageRequest): Promise<LeadPage<T>> {
  const params = new URLSearchParams({ limit: String(limit) });
  if (q?.trim()) params.set("q", q.trim());
  if (type) params.set("type", type);
  if (view && view !== "active") params.set("view", view);
  if (sort && sort !== "-created") params.set("sort", sort);
  if (cursor) params.set("cursor", cursor);
  const response = await apiRequest("GET", `/api/leads?${params}`);
  const leads = (await response.json()) as T[];
  return {
    leads,
    total: Number(response.headers.get("X-Total-Count") ?? leads.length),
    totalCapped: response.headers.get("X-Total-Count-Capped") === "true",
    nextCursor: nextCursorFrom(response.headers.get("Link")),
  };
}

/** A list total as staff read it: "1,000+" when the server stopped counting. */
export function formatLeadTotal(total: number, capped: boolean, locale: Locale = "en-CA"): string {
  return capped ? `${total.toLocaleString(locale)}+` : String(total);
}
