import { createHmac } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A lead as the Graph API answers `GET /{leadgen_id}` (Lead Ads "Retrieving Leads"). */
export interface GraphLead {
  id: string;
  created_time?: string;
  ad_id?: string;
  adset_id?: string;
  campaign_id?: string;
  campaign_name?: string;
  form_id?: string;
  is_organic?: boolean;
  field_data: { name: string; values: string[] }[];
  custom_disclaimer_responses?: { checkbox_key: string; is_checked: string }[];
}

export interface MetaGraphPeer {
  /** The base URL with its version, as META_GRAPH_BASE is set. */
  base: string;
  leads: Map<string, GraphLead>;
  /** Every request: the path with its query, and the Authorization header. */
  requests: { url: string; authorization: string | undefined }[];
  /** Answer every lead read with this status instead (e.g. 500 for an outage); null to serve leads. */
  failWith: number | null;
  /**
   * Every Conversions API request (`POST /v21.0/{dataset id}/events`, decision 055), as it arrived: the
   * dataset id, the Authorization header and the raw body.
   */
  eventRequests: { datasetId: string; authorization: string | undefined; body: string }[];
  /** The events Meta keeps: one per `event_id` and `event_name` (its deduplication), first arrival first. */
  keptEvents(): Record<string, unknown>[];
  /** Take the events request and never answer (a worker killed mid-send), or answer this status; null: 200. */
  eventsAnswer: "hang" | number | null;
  close(): Promise<void>;
}

/**
 * A loopback Graph API that speaks the lead endpoint: `GET /v21.0/{id}?fields=…` with the Page token as a
 * bearer; an unknown id answers Graph's error object with 400 (code 100), a wrong token 401 (code 190).
 */
export async function startMetaGraphPeer(
  accessToken: string,
  options: { conversionsToken?: string } = {},
): Promise<MetaGraphPeer> {
  const leads = new Map<string, GraphLead>();
  const requests: MetaGraphPeer["requests"] = [];
  const eventRequests: MetaGraphPeer["eventRequests"] = [];
  const kept = new Map<string, Record<string, unknown>>();
  const peer = {
    leads,
    requests,
    eventRequests,
    failWith: null as number | null,
    eventsAnswer: null as MetaGraphPeer["eventsAnswer"],
    keptEvents: () => [...kept.values()],
  };
  const hanging: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const events = /^\/v21\.0\/(\d+)\/events$/.exec(req.url ?? "");
    if (req.method === "POST" && events) {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        eventRequests.push({ datasetId: events[1] as string, authorization: req.headers.authorization, body });
        if (peer.eventsAnswer === "hang") {
          hanging.push(res);
          return;
        }
        if (req.headers.authorization !== `Bearer ${options.conversionsToken}`) {
          return json(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
        }
        if (typeof peer.eventsAnswer === "number") {
          return json(peer.eventsAnswer, { error: { message: "Service temporarily unavailable", code: 2 } });
        }
        let data: Record<string, unknown>[];
        try {
          data = (JSON.parse(body) as { data: Record<string, unknown>[] }).data;
        } catch {
          return json(400, { error: { message: "Invalid parameter", type: "OAuthException", code: 100 } });
        }
        for (const event of data) {
          const key = `${String(event.event_id)}\u0000${String(event.event_name)}`;
          if (!kept.has(key)) kept.set(key, event);
        }
        json(200, { events_received: data.length, messages: [], fbtrace_id: "AbCdEfGhIjK" });
      });
      return;
    }
    requests.push({ url: req.url ?? "", authorization: req.headers.authorization });
    if (peer.failWith) return json(peer.failWith, { error: { message: "Service temporarily unavailable", code: 2 } });
    if (req.headers.authorization !== `Bearer ${accessToken}`) {
      return json(401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    }
    const match = /^\/v21\.0\/(\d+)\?fields=([a-z_,]+)$/.exec(req.url ?? "");
    const lead = match ? leads.get(match[1] as string) : undefined;
    if (!lead)
      return json(400, { error: { message: "Unsupported get request.", type: "GraphMethodException", code: 100 } });
    json(200, lead);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(peer, {
    base: `http://127.0.0.1:${port}/v21.0`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A Page webhook for `leadgen` changes, as Meta posts it, and its X-Hub-Signature-256 with the app secret. */
export function metaLeadgenWebhook(
  appSecret: string,
  changes: { leadgenId: string; formId?: string; adId?: string }[],
) {
  const body = JSON.stringify({
    object: "page",
    entry: [
      {
        id: "100200300400500",
        time: Math.floor(Date.now() / 1000),
        changes: changes.map((c) => ({
          field: "leadgen",
          value: {
            leadgen_id: c.leadgenId,
            page_id: "100200300400500",
            form_id: c.formId ?? "555000111",
            ad_id: c.adId ?? "238000111",
            adgroup_id: c.adId ?? "238000111",
            created_time: Math.floor(Date.now() / 1000),
          },
        })),
      },
    ],
  });
  const signature = `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
  return { body, signature };
}
