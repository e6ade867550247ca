import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

const FIELD = /^(INPUT|TEXTAREA|SELECT)$/;

/**
 * WCAG 2.4.3 / docs/accessibility.md: after an in-app navigation, the new page starts at its top, as a page the browser
 * loads does, and focus moves to its h1 (made focusable with tabindex -1), so keyboard and screen-reader
 * users start at the new content instead of a link that is gone. The first page load keeps the browser's own
 * start (a visitor may have scrolled a server-rendered page before the app ran); a field the new page focused
 * itself is kept.
 * Lazy pages render after a moment, so the h1 is looked for for up to 3 seconds.
 */
export function useRouteFocus() {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger; the effect reads the DOM.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    let tries = 0;
    const timer = window.setInterval(() => {
      tries++;
      const active = document.activeElement;
      // While a lazy page loads, React keeps the old page in the DOM, hidden: only a visible h1 counts.
      const heading = [...document.querySelectorAll<HTMLElement>("h1")].find((h) => h.getClientRects().length > 0);
      if (active && active !== document.body && FIELD.test(active.tagName) && active.isConnected) {
        window.clearInterval(timer);
        return;
      }
      if (heading) {
        if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
        heading.focus({ preventScroll: true });
        if (document.activeElement === heading) window.clearInterval(timer);
      }
      if (tries > 30) window.clearInterval(timer);
    }, 100);
    return () => window.clearInterval(timer);
  }, [location]);
}
