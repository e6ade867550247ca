import { type HandoffReason, QUALIFICATION_STEPS, type QualificationStep } from "../../../contract/assistant";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "./email-brand";
import { emailTranslator } from "./email-i18n";
import { renderStaffEmail, type StaffRecipient, staffLeadLink } from "./staff-email";

/**
 * The assistant hands a conversation to the agent (decision 062): who, why, what the seller said last and
 * what the assistant has learned so far, in the agent's language; the assistant is silent until they answer.
 */
export async function assistantHandoffEmail(options: {
  to: StaffRecipient;
  name: string;
  reason: HandoffReason;
  lastMessage: string;
  /** What the seller answered so far. */
  answers: Partial<Record<QualificationStep, string>>;
  leadId: string;
  brokerage: Brokerage;
  publicUrl: string;
}): Promise<OutgoingEmail> {
  const { to, name } = options;
  const t = emailTranslator(to.locale);
  const rows = QUALIFICATION_STEPS.flatMap((step) => {
    const value = options.answers[step];
    return value ? [{ label: t(`email.assistantHandoff.step.${step}`), value }] : [];
  });
  const { html, text } = await renderStaffEmail({
    locale: to.locale,
    brand: emailBrand(options.brokerage, options.publicUrl),
    preview: options.lastMessage.slice(0, 120),
    blocks: [
      {
        kind: "text",
        text: t("email.assistantHandoff.line", { name, reason: t(`email.assistantHandoff.reason.${options.reason}`) }),
      },
      { kind: "quote", text: options.lastMessage },
      ...(rows.length > 0 ? [{ kind: "facts" as const, rows }] : []),
      { kind: "text", text: t("email.assistantHandoff.silent") },
      { kind: "button", text: t("email.lead.openToAnswer"), href: staffLeadLink(options.publicUrl, options.leadId) },
    ],
  });
  return {
    kind: "assistant_handoff",
    to: to.email,
    subject: t("email.assistantHandoff.subject", { name }),
    text,
    html,
    leadId: options.leadId,
  };
}
