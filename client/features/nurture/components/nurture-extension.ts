import type { StaffLead } from "../../../../contract/leads";
import { NurtureCard } from "./nurture-card";

/**
 * The lead page's part from this feature (a Card after the story), in the shape of the leads feature's
 * `LeadPageExtension`; client/app/lead-detail-page.tsx adds it to the page's extensions.
 */
export const nurtureLeadExtension = {
  key: "nurture",
  Card: NurtureCard as (props: { lead: StaffLead; live: boolean }) => ReturnType<typeof NurtureCard>,
};
