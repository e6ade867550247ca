import { useCallback, useEffect, useRef, useState } from "react";

/** Spec section 9: a section found by search stays highlighted for 2 seconds. */
export const HIGHLIGHT_MS = 2000;

export interface Highlight {
  id: number;
  /** Changes on every jump, so jumping to the same section again scrolls again. */
  key: number;
}

/** One highlighted item at a time, cleared `durationMs` after the latest jump. */
export function useHighlight(durationMs = HIGHLIGHT_MS) {
  const [current, setCurrent] = useState<Highlight | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextKey = useRef(1);

  const highlight = useCallback(
    (id: number) => {
      clearTimeout(timer.current);
      setCurrent({ id, key: nextKey.current++ });
      timer.current = setTimeout(() => setCurrent(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { highlighted: current, highlight };
}
