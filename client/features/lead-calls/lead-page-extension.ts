import type { LeadPageExtension } from "../../lib/lead-page-extension";
import { CallsCard } from "./components/calls-card";

/** The lead page's Calls card (decision 052), composed in client/app/lead-detail-page.tsx. */
export const leadCallsExtension: LeadPageExtension = { key: "calls", Card: CallsCard };
