/** The Graph API fields a lead is read with: its answers, the disclaimer's checkboxes and the ad that brought it. */
export const META_LEAD_FIELDS =
  "id,created_time,ad_id,adset_id,campaign_id,campaign_name,form_id,is_organic,field_data,custom_disclaimer_responses";

export class MetaGraphError extends Error {}

/**
 * Reads one lead from the Graph API (`GET {base}/{leadgen_id}?fields=…`, Lead Ads "Retrieving Leads") with
 * the Page access token in the Authorization header (never in the URL, which proxies log). Answers the
 * JSON as it came; the caller validates it. Any failure (network, timeout, non-2xx) is a MetaGraphError
 * whose message names the status only, never the token.
 */
export async function fetchMetaLead(
  graph: { graphBase: string; accessToken: string },
  leadgenId: string,
  timeoutMs = 10_000,
): Promise<unknown> {
  const url = `${graph.graphBase}/${encodeURIComponent(leadgenId)}?fields=${META_LEAD_FIELDS}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { authorization: `Bearer ${graph.accessToken}`, accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new MetaGraphError(`Graph API unreachable: ${(error as Error).name}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new MetaGraphError(`Graph API answered ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new MetaGraphError("Graph API answered no JSON");
  }
}
