import { useSearch } from "wouter";

export const adminTabIds = [
  "leads",
  "response",
  "import",
  "agents",
  "landing-pages",
  "pools",
  "settings",
  "guides",
  "integrations",
  "privacy",
  "consent",
] as const;
export type AdminTabId = (typeof adminTabIds)[number];

export function isAdminTab(value: string | null): value is AdminTabId {
  return (adminTabIds as readonly (string | null)[]).includes(value);
}

/** The tab named by `?tab=`: leads when it is missing or unknown (spec section 2). */
export function useAdminTab(): { tab: AdminTabId; explicit: boolean } {
  const value = new URLSearchParams(useSearch()).get("tab");
  return isAdminTab(value) ? { tab: value, explicit: true } : { tab: "leads", explicit: false };
}
