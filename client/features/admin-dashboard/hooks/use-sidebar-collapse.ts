import { useCallback, useEffect, useState } from "react";
import { useNarrowScreen } from "./use-narrow-screen";

/**
 * Collapsed below 768 px, expanded above; crossing the breakpoint resets the choice, and the toggle
 * overrides it until the next crossing. Opened over the content on a phone, Escape closes it.
 */
export function useSidebarCollapse() {
  const narrow = useNarrowScreen();
  const [choice, setChoice] = useState<{ narrow: boolean; collapsed: boolean } | null>(null);
  const collapsed = choice && choice.narrow === narrow ? choice.collapsed : narrow;
  const toggle = useCallback(() => setChoice({ narrow, collapsed: !collapsed }), [narrow, collapsed]);
  const collapse = useCallback(() => setChoice({ narrow, collapsed: true }), [narrow]);

  useEffect(() => {
    if (!narrow || collapsed) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") collapse();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [narrow, collapsed, collapse]);

  return { narrow, collapsed, toggle, collapse };
}
