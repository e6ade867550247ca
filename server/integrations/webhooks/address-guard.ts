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

/**
 * What kind of address this is, when it is not a public unicast one: loopback, private, link-local
 * (which holds the cloud metadata address 169.254.169.254), unique-local (fd00:ec2::254), carrier-grade
 * NAT (100.100.100.200), multicast, reserved… ipaddr.js names the range; only `unicast` is public.
 */
export function nonPublicRange(address: string): string | undefined {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
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
