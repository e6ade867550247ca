/** Spec section 3: two-step timeline values (months) with their labels, and the moving-reason values. */
export const agentTimelineOptions = [
  { value: 1, label: "As soon as possible" },
  { value: 3, label: "Within 3 months" },
  { value: 6, label: "Within 6 months" },
  { value: 12, label: "Within a year" },
  { value: 24, label: "Just exploring options" },
] as const;

export const cashTimelineOptions = [
  { value: 1, label: "As soon as possible" },
  { value: 3, label: "Within 30 days" },
  { value: 6, label: "Within 60 days" },
  { value: 12, label: "Flexible timeline" },
] as const;

export const DEFAULT_AGENT_TIMELINE = 3;
export const DEFAULT_CASH_TIMELINE = 1;

export const movingReasonOptions = [
  { value: "selling_primary", label: "Selling my primary residence" },
  { value: "selling_investment", label: "Selling an investment property" },
  { value: "downsizing", label: "Downsizing" },
  { value: "upsizing", label: "Upsizing" },
  { value: "relocating", label: "Relocating" },
  { value: "other", label: "Other" },
] as const;
export type MovingReason = (typeof movingReasonOptions)[number]["value"];

/** Spec section 9: the loading screen lasts a random 5000 to 10000 ms. */
export const LOADING_MIN_MS = 5000;
export const LOADING_MAX_MS = 10000;
export function randomLoadingDuration(): number {
  return LOADING_MIN_MS + Math.random() * (LOADING_MAX_MS - LOADING_MIN_MS);
}

export interface TwoStepValues {
  address: string;
  timeline: number;
  reason: MovingReason | "";
  workingWithRealtor: boolean;
  name: string;
  email: string;
  phone: string;
  /** The optional marketing box (decision 021): unticked until the visitor ticks it. */
  marketingConsent: boolean;
}
