/**
 * The leads module's door to its stored leads, for the modules that read or change one inside their own
 * transaction (claims, texting, nurture, pipeline, the public API). A file of its own, apart from
 * leads.service.ts, because that one composes other modules (finalising a lead offers it through claims):
 * importing it from claims would close a loop.
 */
export { claimLeadId, findLead, findLeadForUpdate, findMerge, updateLead } from "./leads.repository";
