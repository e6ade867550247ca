import type { Brokerage } from "../../../contract/settings";
import { escapeHtml, type OutgoingEmail } from "../../integrations/mail/outbox";

/** The guide link for the visitor, with the brokerage's identity and a working unsubscribe link (CASL). */
export function sellersGuideEmail(options: {
  to: string;
  leadId: string;
  topic: string;
  guideUrl: string;
  unsubscribeUrl: string;
  brokerage: Brokerage;
}): OutgoingEmail {
  const { brokerage } = options;
  const identity = [brokerage.name, brokerage.address, brokerage.phone, brokerage.email].filter(Boolean);
  const text = [
    "Hello,",
    "",
    `Your personalized seller's guide on ${options.topic} is ready:`,
    options.guideUrl,
    "",
    "Questions about your sale? Just reply to this e-mail or call us.",
    "",
    ...identity,
    "",
    `You received this because you asked for this guide on our website. To stop receiving e-mails from us: ${options.unsubscribeUrl}`,
  ].join("\n");
  const html = `<p>Hello,</p><p>Your personalized seller's guide on <strong>${escapeHtml(options.topic)}</strong> is ready.</p>
<p><a href="${escapeHtml(options.guideUrl)}">Read your guide</a></p>
<p>Questions about your sale? Just reply to this e-mail or call us.</p>
<p>${identity.map(escapeHtml).join("<br>")}</p>
<p style="font-size:12px;color:#64748b">You received this because you asked for this guide on our website.
<a href="${escapeHtml(options.unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    kind: "sellers_guide",
    unsubscribeUrl: options.unsubscribeUrl,
    to: options.to,
    subject: `Your personalized seller's guide: ${options.topic}`,
    text,
    html,
    leadId: options.leadId,
  };
}
