/** Canada Post's shape, A1A 1A1: no D, F, I, O, Q or U anywhere, no W or Z first; a space or hyphen optional. */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;

/** The provinces each first letter (Canada Post's postal district) serves. */
const provincesByFirstLetter: Record<string, readonly string[]> = {
  A: ["NL"],
  B: ["NS"],
  C: ["PE"],
  E: ["NB"],
  G: ["QC"],
  H: ["QC"],
  J: ["QC"],
  K: ["ON"],
  L: ["ON"],
  M: ["ON"],
  N: ["ON"],
  P: ["ON"],
  R: ["MB"],
  S: ["SK"],
  T: ["AB"],
  V: ["BC"],
  X: ["NT", "NU"],
  Y: ["YT"],
};

/** A Canadian postal code as stored and shown (`M5V 3L9`), or null when the text is not one. */
export function normalisePostalCode(value: string): string | null {
  const match = POSTAL_CODE.exec(value.trim());
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

/** True unless both are known and the code's first letter belongs to another province. */
export function postalCodeFitsProvince(postalCode: string | null | undefined, province: string | null | undefined) {
  const code = postalCode ? normalisePostalCode(postalCode) : null;
  if (!code || !province) return true;
  return provincesByFirstLetter[code.charAt(0)]?.includes(province) ?? false;
}
