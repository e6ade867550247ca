import { queryOptions } from "@tanstack/react-query";
import type { Brokerage } from "../../contract/settings";
import { apiJson } from "./api-client";

export const brokerageQueryOptions = () =>
  queryOptions({
    queryKey: ["brokerage"],
    queryFn: () => apiJson<Brokerage>("GET", "/api/brokerage"),
  });
