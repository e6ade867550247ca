import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
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
  close(): Promise<void>;
}

/**
 * A loopback Graph API that speaks the lead endpoint: `GET /v21.0/{id}?fields=…` with the Page token as a
 * bearer; an unknown id answers Graph's error object with 400 (code 100), a wrong token 401 (code 190).
 */
export async function startMetaGraphPeer(accessToken: string): Promise<MetaGraphPeer> {
  const leads = new Map<string, GraphLead>();
  const requests: MetaGraphPeer["requests"] = [];
  const peer = { leads, requests, failWith: null as number | null };
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? "", authorization: req.headers.authorization });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
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
