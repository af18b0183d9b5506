/**
 * The SSRF guard of webhooks: an endpoint may only be a public address. Checked when an endpoint is added (its host
 * resolved) and again at every send, where the request connects to the very address that was checked (the
 * request's `lookup` validates what DNS answers), so a name that changes its answer (DNS rebinding) cannot reach
 * inside. WEBHOOKS_ALLOW_PRIVATE_NETWORK=1 (tests and local development) also admits the private and loopback
 * ranges, never the odd forms (IPv4-compatible or -mapped IPv6, NAT64, 6to4…) that smuggle an IPv4 address inside.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// IPv6's global unicast block; inside it ipaddr.js names the special ranges (documentation, 6to4, Teredo, ORCHID…).
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const PRIVATE_V4 = new Set(['private', 'loopback']);
const PRIVATE_V6 = new Set(['loopback', 'uniqueLocal', 'linkLocal']);

/**
 * Whether an endpoint may be reached at this address: ordinary public unicast (IPv4, or IPv6 inside 2000::/3 and
 * in no special range), plus with `allowPrivate` IPv4 private and loopback, ::1, fc00::/7 and fe80::/10. An IPv6
 * address carrying an IPv4 one (::/96, ::ffff:0:0/96, 64:ff9b::/96, 2002::/16) is refused either way: it would be
 * judged by one rule and connected to by another.
 */
export function isAllowedAddress(address: string, allowPrivate: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  const range = ip.range();
  if (ip.kind() === 'ipv4') return range === 'unicast' || (allowPrivate && PRIVATE_V4.has(range));
  if (allowPrivate && PRIVATE_V6.has(range)) return true;
  return range === 'unicast' && ip.match(GLOBAL_UNICAST);
}

/** Only ordinary public unicast: private, loopback, link-local, unique-local, multicast, CGNAT, reserved, 6to4… are refused. */
export const isPublicAddress = (address: string) => isAllowedAddress(address, false);

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super('the endpoint resolves to a non-public address');
  }
}

/** The host of a URL without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** A lookup for http(s).request that answers only allowed addresses (see isAllowedAddress). */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const allowed = addresses.filter((a) => isAllowedAddress(a.address, allowPrivate));
      // Every answer must be allowed: a name that also points inside is refused whole.
      if (!allowed.length || allowed.length !== addresses.length) return callback(new PrivateAddressError(hostname), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

/**
 * At creation: 'ok', 'private' (an IP literal or a name with any answer not allowed) or 'unresolvable'. With
 * private networks allowed, an IP literal is still judged but a name is not resolved (development hosts need not
 * exist yet); every send resolves and judges it.
 */
export async function checkEndpointAddress(url: string, allowPrivate: boolean): Promise<'ok' | 'private' | 'unresolvable'> {
  const host = hostOf(new URL(url));
  if (ipaddr.isValid(host)) return isAllowedAddress(host, allowPrivate) ? 'ok' : 'private';
  if (allowPrivate) return 'ok';
  const addresses = await new Promise<LookupAddress[] | null>((resolve) => dnsLookup(host, { all: true }, (err, a) => resolve(err ? null : a)));
  if (!addresses?.length) return 'unresolvable';
  return addresses.every((a) => isPublicAddress(a.address)) ? 'ok' : 'private';
}
