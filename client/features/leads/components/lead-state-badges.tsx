import type { StaffLead } from "../../../../contract/leads";
import { useT } from "../../../i18n/use-t";
import { formProgressLabel } from "../utils/form-progress";

export interface LeadStateBadgesProps {
  lead: Pick<StaffLead, "stage" | "status">;
}

/**
 * The lead's state for staff is its pipeline stage ("Stage: New"); its status only says how far the seller
 * got in our forms ("Form: finished"), never a contact nobody made.
 */
export function LeadStateBadges({ lead }: LeadStateBadgesProps) {
  const t = useT();
  return (
    <>
      <span className="ml-2 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
        {t("leads.info.stage", { stage: t(`staff.stage.${lead.stage}`) })}
      </span>
      <span className="ml-2 inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
        {formProgressLabel(t, lead.status)}
      </span>
    </>
  );
}
