import dns, { type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { clipped } from '../errors.js';

/** Where a webhook may not post: the service's own host and networks, and nothing a public receiver has. */
const REFUSED: Array<[kind: string, ranges: Array<[address: string, prefix: number]>]> = [
  ['unspecified', [['0.0.0.0', 8], ['::', 128]]],
  ['loopback', [['127.0.0.0', 8], ['::1', 128]]],
  ['private', [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['100.64.0.0', 10]]],
  ['link-local', [['169.254.0.0', 16], ['fe80::', 10]]],
  ['unique-local', [['fc00::', 7]]],
  ['multicast', [['224.0.0.0', 4], ['ff00::', 8]]],
  ['reserved', [['240.0.0.0', 4], ['192.0.0.0', 24], ['198.18.0.0', 15], ['::', 96]]],
];

// Node's BlockList also matches the IPv4-mapped IPv6 form (::ffff:127.0.0.1) of each IPv4 range.
const BLOCKS = REFUSED.map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [address, prefix] of ranges) list.addSubnet(address, prefix, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  return { kind, list };
});

/** The kind of range an address is in, when a webhook may not reach it; null for a public address. */
function refusedKind(address: string): string | null {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return BLOCKS.find(({ list }) => list.check(address, family))?.kind ?? null;
}

/** A webhook target that resolves to an address it may not reach. */
export class RefusedTargetError extends Error {
  constructor(readonly host: string, readonly address: string, readonly kind: string) {
    super(host === address ? `${address} is a ${kind} address` : `${clipped(host)} resolves to ${address}, a ${kind} address`);
    this.name = 'RefusedTargetError';
  }
}

/** Resolves names; dns.lookup in production, a scripted one in tests. */
export type Resolve = (host: string) => Promise<LookupAddress[]>;
export const resolveWithDns: Resolve = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** Every address `hostname` (a URL's) stands for, each checked; throws RefusedTargetError on the first refused one. */
export async function checkedAddresses(hostname: string, resolve: Resolve): Promise<LookupAddress[]> {
  const host = bare(hostname);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (!addresses.length) throw new Error(`${host} does not resolve`);
  for (const { address } of addresses) {
    const kind = refusedKind(address);
    if (kind) throw new RefusedTargetError(host, address, kind);
  }
  return addresses;
}

/**
 * How a delivery's HTTP connection finds its address: the addresses are checked and the socket
 * connects to exactly those, so a name that resolves elsewhere between a check and the connect
 * (DNS rebinding) reaches nothing it may not. Node never looks up an IP literal, so one is checked
 * here, at once.
 */
export function connectionLookup(url: URL, resolve: Resolve = resolveWithDns): LookupFunction {
  const host = bare(url.hostname);
  const kind = isIP(host) ? refusedKind(host) : null;
  if (kind) throw new RefusedTargetError(host, host, kind);
  return (hostname, options, callback) => {
    checkedAddresses(hostname, resolve).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}
