/** A phone's digits without the North American country code, so "(416) 555-0123" and "+1 416 555 0123" match. */
function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/**
 * Whether the typed confirmation names the person as the server will check it (decision 021): one of
 * their e-mails, without regard to case; for someone held without an e-mail, one of their phones.
 */
export function confirmsPerson(typed: string, person: { emails: string[]; phones: string[] }): boolean {
  const value = typed.trim();
  if (!value) return false;
  if (person.emails.length > 0)
    return person.emails.some((email) => email.trim().toLowerCase() === value.toLowerCase());
  const digits = phoneDigits(value);
  return digits.length >= 7 && person.phones.some((phone) => phoneDigits(phone) === digits);
}
