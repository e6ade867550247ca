import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { fullAddress, type LeadRow, leadTypeLabel } from "../leads/leads.mapping";

/** Tells an agent a lead is now theirs, or (taken) that it moved to someone else. */
export function assignmentEmail(
  kind: "lead_assigned" | "lead_reassigned_away",
  to: string,
  lead: LeadRow,
  brokerage: Brokerage,
  publicUrl: string,
  reason?: string,
): OutgoingEmail {
  const name = lead.fullName || "Name not given";
  const link = `${publicUrl}/leads/${encodeURIComponent(lead.id)}`;
  const subject =
    kind === "lead_assigned"
      ? `Lead assigned to you: ${name} (${leadTypeLabel(lead.type)})`
      : `Lead reassigned: ${name}`;
  const lines =
    kind === "lead_assigned"
      ? [
          `${name} is now your lead.`,
          reason ?? "",
          `Type: ${leadTypeLabel(lead.type)}`,
          `Address: ${fullAddress(lead) || "Not given"}`,
          `Phone: ${lead.phone || "Not given"}`,
          `Email: ${lead.email || "Not given"}`,
          "",
          `Open the lead: ${link}`,
        ]
      : [`${name} has been reassigned to another agent.`, reason ?? "", "", `Lead: ${link}`];
  return {
    kind,
    to,
    subject,
    text: [...lines.filter((l, i) => l !== "" || i > 1), "", brokerage.name].join("\n"),
    leadId: lead.id,
  };
}
