import { leadStatuses } from "../../../../contract/leads";
import type { Translate } from "../../../i18n/use-t";

type FormStatus = (typeof leadStatuses)[number];
const isFormStatus = (status: string): status is FormStatus => (leadStatuses as readonly string[]).includes(status);

/**
 * A lead's `status` is the seller's progress through our forms (spec section 3), not a contact by staff:
 * 'Contacted' means the seller finished a form. Worded as that progress; a status of no known kind stays as stored.
 */
export function formProgressValue(t: Translate, status: string): string {
  return isFormStatus(status) ? t(`leads.form.${status}`) : status;
}

/** The progress as a badge reads it: "Form: finished". */
export function formProgressLabel(t: Translate, status: string): string {
  return t("leads.form.badge", { progress: formProgressValue(t, status) });
}
