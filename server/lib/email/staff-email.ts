import type { Locale } from "../../../contract/locale";
import { emailTranslator } from "./email-i18n";
import { type EmailLayoutProps, renderEmail } from "./render-email";

/** A staff member (agent, manager, admin) an e-mail goes to, in their own language (users.locale). */
export interface StaffRecipient {
  email: string;
  locale: Locale;
}

/**
 * An e-mail to staff on the one template (decision 050): the brand's logo and colour, the brokerage's name
 * alone at the foot, and why they get it (their staff account).
 */
export function renderStaffEmail(
  props: Omit<EmailLayoutProps, "why" | "audience" | "unsubscribe">,
): Promise<{ html: string; text: string }> {
  const why = emailTranslator(props.locale)("email.footer.why.staff", { brokerage: props.brand.name });
  return renderEmail({ ...props, why, audience: "staff" });
}

/** The lead's page in the staff app. */
export const staffLeadLink = (publicUrl: string, leadId: string) => `${publicUrl}/leads/${encodeURIComponent(leadId)}`;
