import type { LeadPageExtension } from "../../lib/lead-page-extension";
import { OutcomeCard } from "./components/outcome-card";

/** The lead page's Deal card (decision 053), composed in client/app/lead-detail-page.tsx. */
export const leadOutcomesExtension: LeadPageExtension = { key: "outcome", Card: OutcomeCard };
