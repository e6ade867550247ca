import { createHash } from "node:crypto";

/**
 * The stored form of a lead secret (decision 005). The secret carries at least 128 random bits, so a plain
 * SHA-256 is enough: nothing to guess, nothing to salt. Undefined when the save carried no secret.
 */
export function leadOwnerKeyHash(secret: string | undefined): string | null {
  return secret ? createHash("sha256").update(secret).digest("hex") : null;
}

/** A public caller owns a lead only when the lead has a public owner and the caller proves the same secret. */
export function ownsLead(lead: { ownerKeyHash: string | null }, keyHash: string | null): boolean {
  return lead.ownerKeyHash !== null && keyHash !== null && lead.ownerKeyHash === keyHash;
}
