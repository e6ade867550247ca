/** Decision 021's fixed vocabularies, shared by the database schema and the API contract. */

/** What happened to a consent: given for the first time, given again (renewed), or withdrawn. */
export const consentActions = ["given", "renewed", "withdrawn"] as const;
export type ConsentAction = (typeof consentActions)[number];

/**
 * What a consent is for (CASL): replies to the seller's own inquiry, the seller's guide they asked for, or
 * marketing (newsletters, market updates), which needs its own box.
 */
export const consentPurposes = ["inquiry", "sellers_guide", "marketing"] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** What the audit trail records: reads by staff and integrations, exports, erasures. */
export const auditActions = [
  "lead.read",
  /** A page of GET /api/v1/leads: an integration read every lead on it. */
  "leads.read",
  /** POST /api/v1/leads (decision 027): an integration created a lead, or was answered a create it had made. */
  "lead.create",
  /** PATCH /api/v1/leads/{id} (decision 027): an integration changed a lead (staff edits are in its history). */
  "lead.update",
  "leads.export",
  "person.read",
  "person.export",
  "person.erase",
  "consent.export",
  "audit.export",
  /** Decision 027: an account's sign-in locked by wrong passwords (no actor: subject `user:{id}`, the attempt's IP)... */
  "account.locked",
  /** ...and unlocked by an admin. */
  "account.unlocked",
] as const;
export type AuditAction = (typeof auditActions)[number];
