/** Spec section 9. */
export const AUTO_ADVANCE_MS = 300;
export const STEP_ANIMATION_MS = 500;
export const GUIDE_READY_MS = 2000;
/** A save that hangs must not hold the visitor on a step; after this it is logged and the flow goes on. */
export const SAVE_TIMEOUT_MS = 5000;

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
