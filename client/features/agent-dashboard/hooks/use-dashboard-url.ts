import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { DEFAULT_LEAD_LIST_SORT, type LeadListSort, leadListSorts } from "../../../../contract/crm";
import { rememberDashboardSearch } from "../../../lib/dashboard-return";

export const leadTabs = ["all", "cash", "realtor", "unfinished"] as const;
export type LeadTab = (typeof leadTabs)[number];

export interface DashboardUrlState {
  tab: LeadTab;
  q: string;
  /** The keyset cursors followed from the first page; the last is the page on screen. */
  cursors: string[];
  /** The list's order (decision 033); newest first by default. */
  sort: LeadListSort;
}

// Keyset cursors are base64url, so "~" can join them.
const CURSOR_SEPARATOR = "~";
const isLeadTab = (value: string | null): value is LeadTab => (leadTabs as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is LeadListSort =>
  (leadListSorts as readonly (string | null)[]).includes(value);

function toSearch({ tab, q, cursors, sort }: DashboardUrlState): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("tab", tab);
  if (q) params.set("q", q);
  if (sort !== DEFAULT_LEAD_LIST_SORT) params.set("sort", sort);
  if (cursors.length) params.set("page", cursors.join(CURSOR_SEPARATOR));
  return params.toString();
}

/**
 * The dashboard's tab, search, order and page live in its URL (`?tab=&q=&sort=&page=`), so coming back from a lead,
 * reloading or sharing the link shows the same list. Changes replace the history entry: typing a search
 * must not leave one entry per keystroke behind.
 */
export function useDashboardUrl(): DashboardUrlState & { update(next: Partial<DashboardUrlState>): void } {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const [path, navigate] = useLocation();
  const tabParam = params.get("tab");
  const sortParam = params.get("sort");
  const state: DashboardUrlState = {
    tab: isLeadTab(tabParam) ? tabParam : "all",
    q: params.get("q") ?? "",
    sort: isSort(sortParam) ? sortParam : DEFAULT_LEAD_LIST_SORT,
    cursors: (params.get("page") ?? "").split(CURSOR_SEPARATOR).filter((c) => /^[A-Za-z0-9_-]{1,200}$/.test(c)),
  };
  useEffect(() => rememberDashboardSearch(search), [search]);
  return {
    ...state,
    update(next) {
      const nextSearch = toSearch({ ...state, ...next });
      navigate(nextSearch ? `${path}?${nextSearch}` : path, { replace: true });
    },
  };
}
