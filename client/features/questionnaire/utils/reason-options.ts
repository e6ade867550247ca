import { NOT_MOVING } from "./questionnaire-steps";

export interface ReasonOption {
  id: string;
  label: string;
}

/** The moving reasons of spec section 2, by id; 'Prefer not to say' is shown apart, at the bottom. */
export const reasonOptions: readonly ReasonOption[] = [
  { id: "upsizing", label: "Upsizing" },
  { id: "downsizing", label: "Downsizing" },
  { id: "job-relocation", label: "Job relocation" },
  { id: "retirement", label: "Retirement" },
  { id: "family-changes", label: "Family changes" },
  { id: "better-schools", label: "Better schools" },
  { id: "lifestyle-upgrade", label: "Lifestyle upgrade" },
  { id: "financial-reasons", label: "Financial reasons" },
  { id: "health-mobility", label: "Health or mobility" },
  { id: "closer-to-family", label: "Closer to family" },
];

export const notMovingOption: ReasonOption = { id: NOT_MOVING, label: "Prefer not to say" };
