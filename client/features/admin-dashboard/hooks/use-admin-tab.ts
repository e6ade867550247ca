import { useSearch } from "wouter";

export const adminTabIds = [
  "leads",
  "response",
  "ads-report",
  "import",
  "agents",
  "landing-pages",
  "pools",
  "routing-rules",
  "settings",
  "guides",
  "integrations",
  "privacy",
  "consent",
  "action-plans",
  "texts",
  "home-values",
] as const;
export type AdminTabId = (typeof adminTabIds)[number];

export function isAdminTab(value: string | null): value is AdminTabId {
  return (adminTabIds as readonly (string | null)[]).includes(value);
}

/**
 * The tab named by `?tab=`: leads when it is missing, unknown, or one of `closed` (the tabs the user's
 * role may not open) (spec section 2).
 */
export function useAdminTab(closed: ReadonlySet<AdminTabId> = new Set()): { tab: AdminTabId; explicit: boolean } {
  const value = new URLSearchParams(useSearch()).get("tab");
  return isAdminTab(value) && !closed.has(value) ? { tab: value, explicit: true } : { tab: "leads", explicit: false };
}
