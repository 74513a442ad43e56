import ipaddr from 'ipaddr.js';

/** Address ranges exempt from the download caps (spec 001 §9): configured crawler ranges. */
export type AddressRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** Parses a comma- or space-separated CIDR list (LECTERN_CRAWLER_RANGES); throws naming a bad entry. */
export function parseRanges(list: string | undefined): AddressRange[] {
  return (list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((cidr) => {
      try {
        return ipaddr.parseCIDR(cidr);
      } catch {
        throw new Error(`"${cidr}" is not a CIDR range such as 66.249.64.0/19`);
      }
    });
}

/** True when the address lies in one of the ranges (IPv4-mapped IPv6 addresses count as IPv4). */
export function inRanges(address: string, ranges: readonly AddressRange[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(([net, bits]) => net.kind() === parsed.kind() && (parsed as ipaddr.IPv4).match(net as ipaddr.IPv4, bits));
}
