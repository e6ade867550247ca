import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { staffClientSchema } from "../../../../contract/client-portal";
import { apiJson } from "../../../lib/api-client";

export type StaffClient = z.infer<typeof staffClientSchema>;

/** Threads are re-read this often while the page is open, so clients' new messages appear. */
export const STAFF_POLL_MS = 5000;

/** Clients with a recent message first, then the rest as the server lists them (newest client first). */
export async function fetchStaffClients(): Promise<StaffClient[]> {
  const clients = await apiJson<StaffClient[]>("GET", "/api/staff/clients");
  const last = (c: StaffClient) => (c.lastMessageAt ? Date.parse(c.lastMessageAt) : Number.NEGATIVE_INFINITY);
  return clients
    .map((c, index) => ({ c, index }))
    .sort((a, b) => last(b.c) - last(a.c) || a.index - b.index)
    .map(({ c }) => c);
}

export const staffClientsQueryOptions = () =>
  queryOptions({
    queryKey: ["client-messages", "clients"],
    queryFn: fetchStaffClients,
    staleTime: 0,
    refetchOnMount: true,
  });

export function useStaffClients() {
  return useQuery({ ...staffClientsQueryOptions(), refetchInterval: STAFF_POLL_MS });
}
