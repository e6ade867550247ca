import { useEffect, useRef } from "react";

/**
 * Moves focus to the heading of the screen shown when `screenKey` changes, so keyboard and screen-reader
 * users start at the top of each new step. The first screen keeps the browser's default focus.
 */
export function useFocusHeading(screenKey: string) {
  const containerRef = useRef<HTMLDivElement>(null);
  const previousKey = useRef(screenKey);
  useEffect(() => {
    if (previousKey.current === screenKey) return;
    previousKey.current = screenKey;
    containerRef.current?.querySelector<HTMLElement>("[data-screen-heading]")?.focus();
  }, [screenKey]);
  return containerRef;
}
