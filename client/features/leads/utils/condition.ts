export type ConditionTone = "green" | "yellow" | "red";

/** Spec section 9: green at 7 or more, yellow at 4 to 6, red below 4. */
export function conditionTone(score: number): ConditionTone {
  if (score >= 7) return "green";
  if (score >= 4) return "yellow";
  return "red";
}
