/**
 * The SSRF guard of webhooks: an endpoint may only be a public address. Checked when an endpoint is added (its host
 * resolved) and again at every send, where the request connects to the very address that was checked (the
 * request's `lookup` validates what DNS answers), so a name that changes its answer (DNS rebinding) cannot reach
 * inside. WEBHOOKS_ALLOW_PRIVATE_NETWORK=1 switches the guard off (tests and local development).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Only ordinary public unicast: private, loopback, link-local, unique-local, multicast, CGNAT, reserved, 6to4… are refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  const ip = ipaddr.process(address);
  return ip.range() === 'unicast';
}

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super('the endpoint resolves to a non-public address');
  }
}

/** The host of a URL without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** A lookup for http(s).request that answers only public addresses (or any, when private networks are allowed). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const allowed = allowPrivate ? addresses : addresses.filter((a) => isPublicAddress(a.address));
      // Every answer must be public: a name that also points inside is refused whole.
      if (!allowed.length || allowed.length !== addresses.length) return callback(new PrivateAddressError(hostname), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/**
 * At creation: 'ok', 'private' (an IP literal or a name with any non-public answer) or 'unresolvable'. With
 * private networks allowed, every address is 'ok' and nothing is resolved.
 */
export async function checkEndpointAddress(url: string, allowPrivate: boolean): Promise<'ok' | 'private' | 'unresolvable'> {
  if (allowPrivate) return 'ok';
  const host = hostOf(new URL(url));
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? 'ok' : 'private';
  const addresses = await new Promise<LookupAddress[] | null>((resolve) => dnsLookup(host, { all: true }, (err, a) => resolve(err ? null : a)));
  if (!addresses?.length) return 'unresolvable';
  return addresses.every((a) => isPublicAddress(a.address)) ? 'ok' : 'private';
}
