import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PipelineBoard, PipelineQuery } from "../../../../contract/pipeline";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";

export interface PipelineFilter {
  /** An agent's id, 'unassigned', or '' for everyone. */
  agent: string;
  type: "" | "cash" | "realtor";
}

function toQuery(filter: PipelineFilter): PipelineQuery {
  const query: PipelineQuery = {};
  if (filter.agent === "unassigned") query.unassigned = "true";
  else if (filter.agent) query.agentId = Number(filter.agent);
  if (filter.type) query.type = filter.type;
  return query;
}

export const pipelineQueryOptions = (filter: PipelineFilter) =>
  queryOptions({
    queryKey: ["pipeline", filter],
    queryFn: () => {
      const params = new URLSearchParams(
        Object.entries(toQuery(filter)).map(([k, v]) => [k, String(v)] as [string, string]),
      );
      const suffix = params.size > 0 ? `?${params}` : "";
      return apiJson<PipelineBoard>("GET", `/api/pipeline${suffix}`);
    },
    // Any lead's change may move a card: the board refetches on every lead event (decision 003).
    meta: liveMeta({ on: ["lead"] }),
  });

export function usePipeline(filter: PipelineFilter, live: boolean) {
  return useQuery({ ...pipelineQueryOptions(filter), refetchInterval: pollWhenOffline(live) });
}
