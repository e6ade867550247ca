import { useEffect, useState } from "react";

const PREFIX = "reader-step:";

/**
 * A reader's step, kept in this tab while the visitor reads (issue 43): the language switch reloads the page
 * (decision 017), and the reader opens again where they were, not at step 1. Restored after mount, so the
 * server's render and the first one agree.
 */
export function useKeptStep(key: string, last: number): [number, (step: number) => void] {
  const [step, setStep] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores once, on mount.
  useEffect(() => {
    try {
      const kept = Number(window.sessionStorage.getItem(PREFIX + key));
      if (Number.isInteger(kept) && kept > 0) setStep(Math.min(kept, last));
    } catch {
      // storage blocked: the reader starts at the beginning
    }
  }, []);
  function go(next: number) {
    const bounded = Math.min(Math.max(next, 0), last);
    setStep(bounded);
    try {
      window.sessionStorage.setItem(PREFIX + key, String(bounded));
    } catch {
      // storage blocked: a reload starts again at the beginning
    }
  }
  return [step, go];
}
