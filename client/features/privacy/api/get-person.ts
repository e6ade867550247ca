import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PersonRecord } from "../../../../contract/privacy";
import { apiJson } from "../../../lib/api-client";

/** Who the admin searched for: an e-mail when the text holds an @, else a phone number. */
export interface PersonQuery {
  email?: string;
  phone?: string;
}

export function personQueryFrom(text: string): PersonQuery {
  const value = text.trim();
  return value.includes("@") ? { email: value } : { phone: value };
}

export function personParams(query: PersonQuery): string {
  const params = new URLSearchParams();
  if (query.email) params.set("email", query.email);
  if (query.phone) params.set("phone", query.phone);
  return params.toString();
}

/** The JSON download of everything held about the person (audited on the server). */
export const personExportUrl = (query: PersonQuery) => `/api/admin/privacy/person/export?${personParams(query)}`;

export const personQueryOptions = (query: PersonQuery) =>
  queryOptions({
    queryKey: ["admin", "privacy", "person", { email: query.email ?? null, phone: query.phone ?? null }],
    queryFn: () => apiJson<PersonRecord>("GET", `/api/admin/privacy/person?${personParams(query)}`),
    // Every read is audited: read once per search, not on focus.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePerson(query: PersonQuery | null) {
  return useQuery({ ...personQueryOptions(query ?? {}), enabled: query !== null });
}
