import type { User } from "../../../../contract/auth";
import type { Reminder } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import { type LoopbackReply, startLoopbackApi } from "../../../test/loopback-api";

export interface CrmData {
  user: User;
  leads: StaffLead[];
  reminders: Reminder[];
  /** Answer the counters as the planner's estimates (a large table). */
  estimated?: boolean;
  /** Stop counting a list past this many matches, as the server does at 1,000. */
  countCap?: number;
}

/** The server's rule: still 'Partial' and neither e-mail nor phone. */
const isUnfinished = (l: StaffLead) => l.status === "Partial" && !l.email && !l.phone;

/**
 * A real HTTP server answering the dashboard's calls from `data`, with the list's paging headers
 * (X-Total-Count, Link rel="next"; the cursor is the offset), and `fetch` of "/api/..." sent to it.
 */
export function startCrmApi(data: CrmData) {
  return startLoopbackApi(({ url: path }): LoopbackReply => {
    const url = new URL(path, "http://x");
    if (url.pathname === "/api/user") return { json: data.user };
    if (url.pathname === "/api/reminders") return { json: data.reminders.filter((r) => !r.completed) };
    const unfinishedView = url.searchParams.get("view") === "unfinished";
    const matching = data.leads.filter(
      (l) =>
        isUnfinished(l) === unfinishedView &&
        (!url.searchParams.get("type") || l.type === url.searchParams.get("type")) &&
        (l.fullName ?? "").toLowerCase().includes((url.searchParams.get("q") ?? "").toLowerCase()),
    );
    if (url.pathname === "/api/leads/counts") {
      const active = data.leads.filter((l) => !isUnfinished(l));
      const count = (type: string) => active.filter((l) => l.type === type).length;
      return {
        json: {
          total: active.length,
          cash: count("cash"),
          realtor: count("realtor"),
          unfinished: data.leads.length - active.length,
          estimated: data.estimated ?? false,
        },
      };
    }
    if (url.pathname === "/api/leads") {
      const limit = Number(url.searchParams.get("limit"));
      const offset = Number(url.searchParams.get("cursor")?.slice(1) ?? 0);
      const next = new URLSearchParams(url.searchParams);
      next.set("cursor", `c${offset + limit}`);
      const capped = data.countCap !== undefined && matching.length > data.countCap;
      const headers: Record<string, string> = {
        "X-Total-Count": String(capped ? data.countCap : matching.length),
      };
      if (capped) headers["X-Total-Count-Capped"] = "true";
      if (offset + limit < matching.length) headers.Link = `</api/leads?${next}>; rel="next"`;
      // Oldest first is the one order answered differently here; the others keep the fixture's order.
      const ordered = url.searchParams.get("sort") === "created" ? [...matching].reverse() : matching;
      return { json: ordered.slice(offset, offset + limit), headers };
    }
    return { status: 404, json: { message: "Not found" } };
  });
}
