import { useMutation } from "@tanstack/react-query";
import type { EstimateRequestInput, EstimateResponse } from "../../../../contract/home-value";
import { apiJson } from "../../../lib/api-client";

/** POST /api/home-value/estimate: the range and its comparables, or no number (decision 041). */
export function estimateHome(request: EstimateRequestInput): Promise<EstimateResponse> {
  return apiJson<EstimateResponse>("POST", "/api/home-value/estimate", request);
}

export function useEstimateHome() {
  return useMutation({ mutationFn: estimateHome });
}
