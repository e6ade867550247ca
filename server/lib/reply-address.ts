import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A per-lead reply address (issue 45): `reply+<lead id>.<tag>@<domain>`, where the tag is the first 16 bytes
 * of HMAC-SHA256(key, "reply:" + lead id) in lowercase hex (mail systems may fold case). A reply names its lead by the address it was sent to,
 * so nothing trusts the sender's From; an address whose tag does not verify names no lead.
 */
const tagOf = (leadId: string, key: string | Buffer) =>
  createHmac("sha256", key).update(`reply:${leadId}`).digest().subarray(0, 16).toString("hex");

export function replyAddress(leadId: string, key: string | Buffer, domain: string): string {
  return `reply+${leadId}.${tagOf(leadId, key)}@${domain}`;
}

/** The lead a reply address names, or null when it is not one of ours (bad form, other domain, forged tag). */
export function leadIdOfReplyAddress(address: string, key: string | Buffer, domain: string): string | null {
  const match = /^reply\+([a-z0-9_]{1,64})\.([0-9a-f]{32})@(.+)$/.exec(address.trim().toLowerCase());
  if (!match) return null;
  const [, leadId = "", tag = "", host = ""] = match;
  if (host.toLowerCase() !== domain.toLowerCase()) return null;
  const expected = Buffer.from(tagOf(leadId, key));
  const given = Buffer.from(tag);
  return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : null;
}
