/**
 * The ads module's front door (decision 053) for the privacy module: the ad-platform rows of a person's
 * leads, for export and erase; for retention, the pruning of finished Conversions API events (decision 055).
 */
export { adRowsForExport, eraseAdLeads } from "./ads.repository";
export { pruneFinishedConversions } from "./conversions.repository";
