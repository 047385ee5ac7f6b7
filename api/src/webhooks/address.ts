/**
 * Where a webhook may be delivered (SSRF): an address that is loopback, private, shared (CGNAT), unique-local or
 * unspecified is refused unless WEBHOOK_ALLOW_PRIVATE=true (tests, a private deployment); link-local — the cloud
 * metadata service at 169.254.169.254 among them — is refused always. The check runs on every address a name resolves
 * to when the endpoint is saved, and again in the connection's own DNS lookup at each delivery, so a name that
 * later resolves elsewhere (DNS rebinding) is refused at the moment it would be reached.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { promisify } from 'node:util';
import ipaddr from 'ipaddr.js';

const PRIVATE_RANGES = new Set(['loopback', 'private', 'carrierGradeNat', 'uniqueLocal', 'unspecified']);
const ALWAYS_REFUSED = new Set(['linkLocal', 'broadcast', 'multicast', 'reserved']);

export type AddressVerdict = 'allowed' | 'private' | 'linkLocal';

/** What an IP address is to a webhook, IPv4-mapped IPv6 read as the IPv4 address it carries. */
export function addressVerdict(ip: string, allowPrivate: boolean): AddressVerdict {
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress())
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  const range = addr.range();
  if (range === 'linkLocal') return 'linkLocal';
  if (ALWAYS_REFUSED.has(range)) return 'private';
  if (PRIVATE_RANGES.has(range) && !allowPrivate) return 'private';
  return 'allowed';
}

const lookupAll = promisify(dnsLookup) as unknown as (
  host: string,
  options: LookupAllOptions,
) => Promise<LookupAddress[]>;

/** How long saving an endpoint waits for its name to resolve. */
const LOOKUP_WAIT_MS = 1500;
const later = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(resolve, ms, value).unref());

/** Host name of a URL without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Resolves the URL's host and judges every address: null when all are allowed (or the resolver is too slow to tell),
 * else the verdict of the first refused ('unresolved' when the name does not resolve).
 */
export async function refusedAddress(
  url: string,
  allowPrivate: boolean,
): Promise<Exclude<AddressVerdict, 'allowed'> | 'unresolved' | null> {
  const host = hostOf(new URL(url));
  let addresses: LookupAddress[] | 'slow';
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: 0 }]
      : await Promise.race([lookupAll(host, { all: true }), later(LOOKUP_WAIT_MS, 'slow' as const)]);
  } catch {
    return 'unresolved';
  }
  // A resolver that does not answer in time: the name is judged when a delivery connects to it.
  if (addresses === 'slow') return null;
  for (const a of addresses) {
    const verdict = addressVerdict(a.address, allowPrivate);
    if (verdict !== 'allowed') return verdict;
  }
  return addresses.length ? null : 'unresolved';
}

/** An error of a connection refused by the address check (its message is what the delivery log shows). */
export class RefusedAddressError extends Error {
  constructor(address: string, verdict: Exclude<AddressVerdict, 'allowed'>) {
    super(`address ${address} refused (${verdict === 'linkLocal' ? 'link-local' : 'private'})`);
    this.name = 'RefusedAddressError';
  }
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http(s).request that resolves as usual and refuses, at connection time, what the rules refuse. */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      for (const a of addresses) {
        const verdict = addressVerdict(a.address, allowPrivate);
        if (verdict !== 'allowed') return callback(new RefusedAddressError(a.address, verdict), []);
      }
      const all = (options as { all?: boolean }).all;
      if (all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
