/** True when the visitor asked the system for less motion (prefers-reduced-motion: reduce). */
export const prefersReducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/** The scroll behaviour to use: smooth, unless the visitor asked for less motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth");
