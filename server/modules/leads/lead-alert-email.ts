import type { Brokerage } from "../../../contract/settings";
import { escapeHtml, type OutgoingEmail } from "../../integrations/mail/outbox";
import { fullAddress, type LeadRow, leadTypeLabel } from "./leads.mapping";

export type LeadAlertKind = "new_lead" | "lead_started" | "consultation_request";

const headings: Record<LeadAlertKind, string> = {
  new_lead: "New lead",
  lead_started: "New lead (in progress)",
  consultation_request: "New lead: consultation request",
};

/** Staff read alerts in English; the seller's language is named in it. */
export function languageName(locale: string): string {
  return locale === "fr-CA" ? "French" : "English";
}

/** The staff alert: who, what kind, where, how to reach them, and the link to the lead. */
export function leadAlertEmails(
  kind: LeadAlertKind,
  lead: LeadRow,
  recipients: string[],
  brokerage: Brokerage,
  publicUrl: string,
): OutgoingEmail[] {
  const name = lead.fullName || "Name not given yet";
  const link = `${publicUrl}/leads/${encodeURIComponent(lead.id)}`;
  const lines: [string, string][] = [
    ["Name", name],
    ["Type", leadTypeLabel(lead.type)],
    ["Address", fullAddress(lead) || "Not given yet"],
    ["Phone", lead.phone || "Not given"],
    ["Email", lead.email || "Not given"],
    // So that an agent who speaks the seller's language calls (decision 017).
    ["Language", languageName(lead.locale)],
  ];
  if (lead.tag) lines.push(["Tag", lead.tag]);
  if (kind === "lead_started") lines.push(["Status", "The seller is still filling in the form."]);
  const subject = `${headings[kind]}: ${name} (${leadTypeLabel(lead.type)})`;
  const text = [
    `${headings[kind]} for ${brokerage.name}`,
    "",
    ...lines.map(([k, v]) => `${k}: ${v}`),
    "",
    `Open the lead: ${link}`,
  ].join("\n");
  const html = `<h2>${escapeHtml(headings[kind])}</h2><table>${lines
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join("")}</table><p><a href="${escapeHtml(link)}">Open the lead</a></p><p>${escapeHtml(brokerage.name)}</p>`;
  return recipients.map((to) => ({ kind, to, subject, text, html, leadId: lead.id }));
}
