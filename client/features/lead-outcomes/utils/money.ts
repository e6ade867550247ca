/**
 * Dollars as typed ("825,000", "825 000,50", "$20,250.00") to cents, exactly (no floating point); null for
 * an empty field, undefined for something that is not an amount.
 */
export function dollarsToCents(typed: string): number | null | undefined {
  const compact = typed.replace(/[\s\u00a0\u202f$]/g, "");
  if (!compact) return null;
  // A comma followed by one or two digits at the end is the French decimal comma; other commas group thousands.
  const normal =
    /,\d{1,2}$/.test(compact) && !compact.includes(".") ? compact.replace(",", ".") : compact.replace(/,/g, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(normal);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Cents as the field shows them to edit: "825000" or "825000.50". */
export function centsToDollars(cents: number | null): string {
  if (cents === null) return "";
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, "0")}`;
}
