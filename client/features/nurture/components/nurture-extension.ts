import type { LeadPageExtension } from "../../../lib/lead-page-extension";
import { NurtureCard } from "./nurture-card";

/** The lead page's part from this feature (a Card after the story); client/app/lead-detail-page.tsx adds it. */
export const nurtureLeadExtension: LeadPageExtension = { key: "nurture", Card: NurtureCard };
