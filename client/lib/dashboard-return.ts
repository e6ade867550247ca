// The agent dashboard keeps its tab, search and page in its URL; the lead page's 'Back to Dashboard'
// returns to that URL, not to a fresh dashboard (docs/accessibility.md). Kept for the browser tab's session only.
const KEY = "dashboard-return";

export function rememberDashboardSearch(search: string): void {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // Storage can be unavailable (private modes); the link then opens the plain dashboard.
  }
}

/** "/dashboard" plus the query the agent dashboard last had. */
export function dashboardReturnHref(): string {
  try {
    const search = sessionStorage.getItem(KEY);
    return search ? `/dashboard?${search}` : "/dashboard";
  } catch {
    return "/dashboard";
  }
}
