/** The ledger CSV's address for one person and/or a period; null until one of them is given. */
export function consentExportUrl(filter: { email: string; from: string; to: string }): string | null {
  const params = new URLSearchParams();
  if (filter.email.trim()) params.set("email", filter.email.trim());
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  return params.size > 0 ? `/api/admin/consent/export.csv?${params}` : null;
}
