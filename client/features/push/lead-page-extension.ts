import type { LeadPageExtension } from "../../lib/lead-page-extension";
import { ClaimAction } from "./components/claim-action";

/** The lead page's Claim button (decision 036), composed in client/app/lead-detail-page.tsx. */
export const claimLeadPageExtension: LeadPageExtension = { key: "claim", Action: ClaimAction };
