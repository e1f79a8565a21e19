// The network an address belongs to, for the new-device check and "end sessions used from another
// network": IPv4 by its /24, IPv6 by its /64 (a household's or an office's prefix, so a router's
// new address inside it is the same network). An IPv4-mapped IPv6 address counts as its IPv4.
import { isIPv4, isIPv6 } from 'node:net';

/** `203.0.113.0/24`, `2001:db8:1:2::/64`, or the address itself when it is neither (never thrown). */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return networkOf(mapped[1]!);
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight groups of an IPv6 address, without leading zeros (`::` expanded). */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0]!;
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => (g.includes('.') ? g : String(parseInt(g, 16).toString(16))));
}

/** An address as the member sees it in the list of sessions: the last part hidden (`203.0.113.*`, `2001:db8:1:2:*`). */
export function maskIp(ip: string): string {
  const network = networkOf(ip);
  if (network.endsWith('.0/24')) return network.replace('.0/24', '.*');
  if (network.endsWith('::/64')) return network.replace('::/64', ':*');
  return '*';
}
