import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { STEP_ANIMATION_MS } from "../utils/timers";

const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/** Brings the questionnaire's top into view (spec: step changes scroll to the top). */
function scrollToTop(root: HTMLElement | null) {
  const top = root ? root.getBoundingClientRect().top + window.scrollY - 16 : 0;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/**
 * The current step and a `goTo` that plays the 500 ms step animation (spec section 2). While it runs,
 * `animating` is true and further requests are ignored (a double click cannot skip a step). The new
 * step's `[data-step-body]` fades in and its `[data-step-heading]` takes the focus.
 */
export function useStepTransition<T extends string>(initial: T, rootRef: RefObject<HTMLElement | null>) {
  const [step, setStep] = useState<T>(initial);
  const [animating, setAnimating] = useState(false);
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const moved = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new step, reading the DOM it rendered.
  useLayoutEffect(() => {
    if (!moved.current) return;
    const root = rootRef.current;
    const body = root?.querySelector<HTMLElement>("[data-step-body]");
    if (body && typeof body.animate === "function" && !prefersReducedMotion()) {
      body.animate(
        [
          { opacity: 0, transform: "translateY(12px)" },
          { opacity: 1, transform: "none" },
        ],
        { duration: STEP_ANIMATION_MS, easing: "ease-out" },
      );
    }
    root?.querySelector<HTMLElement>("[data-step-heading]")?.focus({ preventScroll: true });
  }, [step]);

  const goTo = useCallback(
    (next: T) => {
      if (locked.current) return false;
      locked.current = true;
      moved.current = true;
      setAnimating(true);
      setStep(next);
      scrollToTop(rootRef.current);
      timer.current = setTimeout(() => {
        locked.current = false;
        setAnimating(false);
      }, STEP_ANIMATION_MS);
      return true;
    },
    [rootRef],
  );

  const isAnimating = useCallback(() => locked.current, []);
  return { step, animating, goTo, isAnimating };
}
