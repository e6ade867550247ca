/**
 * A person's e-mail or phone as the audit trail shows it (decision 032): enough for the admin who did the
 * search to recognise the row, too little to contact or find anyone. The hash stays the row's `subject`.
 */
const DOT = "\u2022\u2022\u2022";

/** "jane.doe@gmail.com" -> "j•••@g•••.com"; a domain without a dot keeps only its first letter. */
export function maskEmail(email: string): string {
  const folded = email.trim().toLowerCase();
  const at = folded.lastIndexOf("@");
  if (at <= 0 || at === folded.length - 1) return `${[...folded][0] ?? ""}${DOT}`;
  const local = folded.slice(0, at);
  const domain = folded.slice(at + 1);
  const lastDot = domain.lastIndexOf(".");
  const tld = lastDot > 0 ? domain.slice(lastDot) : "";
  return `${[...local][0]}${DOT}@${[...domain][0]}${DOT}${tld}`;
}

/** "+14165550123" -> "+1•••23": the country code and the last two digits (not the length). */
export function maskPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "");
  if (digits.length < 4) return DOT;
  const country = digits.startsWith("1") ? "1" : digits.slice(0, 2);
  return `+${country}${DOT}${digits.slice(-2)}`;
}

/** The masked form of what an admin searched a person by: the e-mail when given, else the phone. */
export function maskedPerson(keys: { email: string | null; phone: string | null }): string | null {
  if (keys.email) return maskEmail(keys.email);
  if (keys.phone) return maskPhone(keys.phone);
  return null;
}
