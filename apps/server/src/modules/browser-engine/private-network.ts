import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const PRIVATE_NETWORK_MESSAGE = 'Adressen peker til et privat eller lokalt nettverk, og det er sperret på denne serveren.';

/** Loopback, private, link-local, carrier-grade NAT and unspecified ranges (RFC 1918, 4193, 6598, 3927). */
function privateRanges(): BlockList {
  const list = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv4');
  }
  for (const [net, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
  ] as const) {
    list.addSubnet(net, prefix, 'ipv6');
  }
  return list;
}

const ranges = privateRanges();

export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return ranges.check(mapped, 'ipv4');
  const family = isIP(bare);
  if (family === 4) return ranges.check(bare, 'ipv4');
  if (family === 6) return ranges.check(bare, 'ipv6');
  return false;
}

export type Resolver = (hostname: string) => Promise<string[]>;

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true })).map((entry) => entry.address);

const CACHE_MS = 60_000;

/**
 * Decides whether a URL's host is on a private network, resolving names through DNS (cached
 * for a minute). Names that do not resolve are left to the browser, which shows its own error.
 */
export function createPrivateNetworkGuard(resolve: Resolver = systemResolver, now: () => number = Date.now) {
  const cache = new Map<string, { blocked: boolean; at: number }>();
  return async function isBlocked(url: string): Promise<boolean> {
    let hostname: string;
    try {
      hostname = new URL(url).hostname;
    } catch {
      return false;
    }
    if (hostname === '') return false;
    if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
    if (isIP(hostname.replace(/^\[|\]$/g, ''))) return isPrivateAddress(hostname);
    const cached = cache.get(hostname);
    if (cached && now() - cached.at < CACHE_MS) return cached.blocked;
    let blocked = false;
    try {
      blocked = (await resolve(hostname)).some(isPrivateAddress);
    } catch {
      blocked = false;
    }
    cache.set(hostname, { blocked, at: now() });
    return blocked;
  };
}
export type PrivateNetworkGuard = ReturnType<typeof createPrivateNetworkGuard>;
