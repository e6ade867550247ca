import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";

export interface AddressPolicy {
  /** Development and tests: any address, so loopback receivers work. */
  allowPrivate: boolean;
  /** Host names allowed whatever they resolve to (WEBHOOK_ALLOWED_HOSTS), e.g. an internal CRM. */
  allowedHosts: readonly string[];
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** A destination we will not connect to; the message says why without naming anything secret. */
export class RefusedAddressError extends Error {}

/** The well-known NAT64 prefix, whose last 32 bits are the IPv4 address (RFC 6052). */
const nat64WellKnown = ipaddr.parseCIDR("64:ff9b::/96");

/**
 * The IPv4 address an IPv6 address carries, by the standard that puts it there: IPv4-mapped
 * (`::ffff:10.0.0.1`), IPv4-translated (`::ffff:0:10.0.0.1`), IPv4-compatible (`::127.0.0.1`, deprecated
 * but still routed to the IPv4 host by some stacks), well-known NAT64 (`64:ff9b::10.0.0.1`) and 6to4
 * (`2002:0a00:0001::`). The NAT64 local-use prefix (64:ff9b:1::/48, where the address sits by prefix
 * length) and Teredo are left to their own (non-public) ranges.
 */
function embeddedIPv4(address: ipaddr.IPv6, range: string): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  const at = (start: number) => new ipaddr.IPv4(bytes.slice(start, start + 4));
  if (range === "ipv4Mapped" || range === "rfc6145") return at(12);
  if (range === "rfc6052") return address.match(nat64WellKnown) ? at(12) : undefined;
  if (range === "6to4") return at(2);
  // `::` and `::1` are ranges of their own (unspecified, loopback); any other address in ::/96 is IPv4-compatible.
  if (range === "unicast" && bytes.slice(0, 12).every((byte) => byte === 0)) return at(12);
  return undefined;
}

/**
 * What kind of address this is, when it is not a public unicast one: loopback, private, link-local
 * (which holds the cloud metadata address 169.254.169.254), unique-local (fd00:ec2::254), carrier-grade
 * NAT (100.100.100.200), multicast, reserved… ipaddr.js names the range; only `unicast` is public. The
 * parsed address is judged, never its text: an IPv6 address that carries an IPv4 one is judged by the
 * IPv4 address it carries (`::127.0.0.1` is loopback, `64:ff9b::10.0.0.1` private).
 */
export function nonPublicRange(address: string): string | undefined {
  const parsed = ipaddr.parse(address);
  let range = parsed.range();
  if (parsed.kind() === "ipv6") {
    const carried = embeddedIPv4(parsed as ipaddr.IPv6, range);
    if (carried) range = carried.range();
  }
  return range === "unicast" ? undefined : range;
}

/**
 * Resolves the URL's host once and checks every address it gives; the caller connects to the returned
 * address (not to the name again), so a DNS answer that changes between check and connect (rebinding)
 * cannot reach an address that was not checked.
 */
export async function resolveDestination(url: URL, policy: AddressPolicy): Promise<CheckedAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const named = policy.allowedHosts.includes(host);
  let answers: { address: string; family: number }[];
  try {
    answers = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new Error(`Could not resolve ${host}`);
  }
  if (answers.length === 0) throw new Error(`Could not resolve ${host}`);
  if (!policy.allowPrivate && !named) {
    for (const answer of answers) {
      const range = nonPublicRange(answer.address);
      if (range) throw new RefusedAddressError(`Refused: ${host} resolves to a ${range} address (${answer.address})`);
    }
  }
  const first = answers[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
