/**
 * The contract's one phone rule (contract/phone-number.ts), loaded when a form first checks a number: its
 * country metadata (about 25 KB brotli) stays off the public pages' first paint (docs/decisions/022).
 */
export async function isPhoneNumber(value: string): Promise<boolean> {
  const { parsePhone } = await import("../../contract/phone-number");
  return parsePhone(value) !== null;
}
