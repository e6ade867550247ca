/** The timeline slider's label for a number of months (spec section 2). */
export function timelineLabel(months: number): string {
  if (months <= 0) return "ASAP";
  if (months === 1) return "1 month";
  if (months >= 12) return "12+ months";
  return `${months} months`;
}
