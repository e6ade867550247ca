import type { Brokerage } from "../../../contract/settings";

/**
 * Who a seller's e-mail is from (decision 050): `<Agent> — <Brokerage>` (the brokerage alone without an
 * agent), at MAIL_FROM's address; a reply goes to the lead's reply address when REPLY_DOMAIN is set (the
 * mail worker makes it), else to the agent's own address, else the brokerage's. Never a dead address.
 */
export function sellerSender(options: { agentName: string | null; agentEmail: string | null; brokerage: Brokerage }): {
  name: string;
  replyTo: string | null;
  replyToLead: boolean;
} {
  const { agentName, agentEmail, brokerage } = options;
  return {
    name: agentName ? `${agentName} — ${brokerage.name}` : brokerage.name,
    replyTo: agentEmail || brokerage.email || null,
    replyToLead: true,
  };
}
