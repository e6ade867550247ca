/**
 * The ads module's front door (decision 053) for the privacy module: the ad-platform rows of a person's
 * leads, for export and erase.
 */
export { adRowsForExport, eraseAdLeads } from "./ads.repository";
