import { useCallback, useEffect, useRef } from "react";
import { reportSectionsRead } from "../api/report-sections-read";

/** A section counts as read once at least a quarter of its text stayed on screen this long. */
export const MIN_DWELL_MS = 8_000;

/** The browser asks sites not to track it (Global Privacy Control): nothing is observed or sent. */
const optedOut = () => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;

/**
 * "Sections read" on the personalised guide (decision 039), first-party: `track(index, element)` watches a
 * section's text with an IntersectionObserver and counts the section once it was visible for
 * MIN_DWELL_MS; `flush()` sends the sections read, once per visit, when the page is hidden or left, the
 * guide is finished or the page unmounts. Nothing else about the visitor is sent.
 */
export function useSectionsRead(token: string) {
  const read = useRef(new Set<number>());
  const sent = useRef(false);

  const flush = useCallback(() => {
    if (sent.current || read.current.size === 0) return;
    sent.current = true;
    reportSectionsRead(
      token,
      [...read.current].sort((a, b) => a - b),
    );
  }, [token]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", flush);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const track = useCallback((index: number, element: HTMLElement) => {
    if (optedOut() || typeof IntersectionObserver === "undefined") return () => undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (!visible) stop();
        else if (timer === undefined && !read.current.has(index)) {
          timer = setTimeout(() => read.current.add(index), MIN_DWELL_MS);
        }
      },
      { threshold: 0.25 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      stop();
    };
  }, []);

  return { track, flush };
}
