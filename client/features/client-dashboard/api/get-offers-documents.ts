import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Offer, SharedDocument } from "../../../../contract/client-offers";
import { apiJson } from "../../../lib/api-client";

/** The offers the agent recorded on the client's home; re-read each time the tile opens. */
export const clientOffersQueryOptions = () =>
  queryOptions({
    queryKey: ["client", "offers"],
    queryFn: () => apiJson<Offer[]>("GET", "/api/client/offers"),
    staleTime: 0,
  });

/** The files the agent shared with the client. */
export const clientDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ["client", "documents"],
    queryFn: () => apiJson<SharedDocument[]>("GET", "/api/client/documents"),
    staleTime: 0,
  });

export const useClientOffers = () => useQuery(clientOffersQueryOptions());
export const useClientDocuments = () => useQuery(clientDocumentsQueryOptions());
