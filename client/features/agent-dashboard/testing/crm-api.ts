import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import type { User } from "../../../../contract/auth";
import type { Reminder } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";

export interface CrmData {
  user: User;
  leads: StaffLead[];
  reminders: Reminder[];
}

/**
 * A real HTTP server answering the dashboard's calls from `data`, with the list's paging headers
 * (X-Total-Count, Link rel="next"; the cursor is the offset), and `fetch` of "/api/..." sent to it.
 */
export async function startCrmApi(data: CrmData) {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const json = (body: unknown, headers: Record<string, string> = {}) =>
      res.writeHead(200, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
    if (url.pathname === "/api/user") return json(data.user);
    if (url.pathname === "/api/reminders") return json(data.reminders.filter((r) => !r.completed));
    const matching = data.leads.filter(
      (l) =>
        (!url.searchParams.get("type") || l.type === url.searchParams.get("type")) &&
        (l.fullName ?? "").toLowerCase().includes((url.searchParams.get("q") ?? "").toLowerCase()),
    );
    if (url.pathname === "/api/leads/counts") {
      const count = (type: string) => data.leads.filter((l) => l.type === type).length;
      return json({ total: data.leads.length, cash: count("cash"), realtor: count("realtor") });
    }
    if (url.pathname === "/api/leads") {
      const limit = Number(url.searchParams.get("limit"));
      const offset = Number(url.searchParams.get("cursor")?.slice(1) ?? 0);
      const page = matching.slice(offset, offset + limit);
      const next = new URLSearchParams(url.searchParams);
      next.set("cursor", `c${offset + limit}`);
      const headers: Record<string, string> = { "X-Total-Count": String(matching.length) };
      if (offset + limit < matching.length) headers.Link = `</api/leads?${next}>; rel="next"`;
      return json(page, headers);
    }
    res.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === "string" && input.startsWith("/") ? `${base}${input}` : input, init),
  );
  return {
    requests,
    async close() {
      vi.unstubAllGlobals();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
