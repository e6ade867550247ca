import type { User } from "../../../../contract/auth";
import type { Reminder } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import { type LoopbackReply, startLoopbackApi } from "../../../test/loopback-api";

export interface CrmData {
  user: User;
  leads: StaffLead[];
  reminders: Reminder[];
}

/**
 * A real HTTP server answering the dashboard's calls from `data`, with the list's paging headers
 * (X-Total-Count, Link rel="next"; the cursor is the offset), and `fetch` of "/api/..." sent to it.
 */
export function startCrmApi(data: CrmData) {
  return startLoopbackApi(({ url: path }): LoopbackReply => {
    const url = new URL(path, "http://x");
    if (url.pathname === "/api/user") return { json: data.user };
    if (url.pathname === "/api/reminders") return { json: data.reminders.filter((r) => !r.completed) };
    const matching = data.leads.filter(
      (l) =>
        (!url.searchParams.get("type") || l.type === url.searchParams.get("type")) &&
        (l.fullName ?? "").toLowerCase().includes((url.searchParams.get("q") ?? "").toLowerCase()),
    );
    if (url.pathname === "/api/leads/counts") {
      const count = (type: string) => data.leads.filter((l) => l.type === type).length;
      return { json: { total: data.leads.length, cash: count("cash"), realtor: count("realtor") } };
    }
    if (url.pathname === "/api/leads") {
      const limit = Number(url.searchParams.get("limit"));
      const offset = Number(url.searchParams.get("cursor")?.slice(1) ?? 0);
      const next = new URLSearchParams(url.searchParams);
      next.set("cursor", `c${offset + limit}`);
      const headers: Record<string, string> = { "X-Total-Count": String(matching.length) };
      if (offset + limit < matching.length) headers.Link = `</api/leads?${next}>; rel="next"`;
      return { json: matching.slice(offset, offset + limit), headers };
    }
    return { status: 404, json: { message: "Not found" } };
  });
}
