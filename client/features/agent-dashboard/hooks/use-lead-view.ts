import { useCallback, useState } from "react";

export const leadViews = ["cards", "table"] as const;
export type LeadView = (typeof leadViews)[number];

/** The browser's key for one user's choice: two people sharing a browser keep their own. */
export const leadViewKey = (userId: number) => `agentDashboard.leadView.${userId}`;

function readView(userId: number): LeadView {
  try {
    const stored = window.localStorage.getItem(leadViewKey(userId));
    return stored === "table" ? "table" : "cards";
  } catch {
    // Storage refused (private mode, a policy): the cards, as before the choice existed.
    return "cards";
  }
}

/**
 * Cards or table, chosen per user and remembered in this browser (decision 033: no server-side
 * preferences exist, and a display choice does not warrant a table, a route and a privacy export).
 */
export function useLeadView(userId: number): [LeadView, (view: LeadView) => void] {
  const [view, setView] = useState<LeadView>(() => readView(userId));
  const choose = useCallback(
    (next: LeadView) => {
      setView(next);
      try {
        window.localStorage.setItem(leadViewKey(userId), next);
      } catch {
        // Not remembered; the choice still holds on this screen.
      }
    },
    [userId],
  );
  return [view, choose];
}
