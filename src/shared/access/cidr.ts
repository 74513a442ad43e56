import ipaddr from 'ipaddr.js';

export type CidrResult = { ok: true; cidr: string; family: 'ipv4' | 'ipv6' } | { ok: false; message: string };

/**
 * An institution's address range as PostgreSQL `cidr` stores it: IPv4 or IPv6 with a prefix
 * length (a bare address is one host: /32 or /128). Host bits right of the mask are refused
 * with the range that was probably meant, as PostgreSQL would refuse them less helpfully.
 */
export function parseCidr(input: string): CidrResult {
  const text = input.trim();
  if (text === '') return { ok: false, message: 'An IP range is required, e.g. 192.0.2.0/24 or 2001:db8::/32.' };
  const [address, prefix, ...rest] = text.split('/');
  if (rest.length > 0 || !ipaddr.isValid(address!) || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
    return { ok: false, message: `"${text}" is not an IPv4 or IPv6 range (expected e.g. 192.0.2.0/24 or 2001:db8::/32).` };
  }
  const parsed = ipaddr.parse(address!);
  // IPv4-mapped IPv6 addresses name IPv4 hosts; store them as IPv4 so lookups match.
  const ip = parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  const bits = ip.kind() === 'ipv4' ? 32 : 128;
  const length = prefix === undefined ? bits : Number(prefix);
  if (length > bits)
    return { ok: false, message: `"${text}": the prefix length must be at most ${bits} for ${ip.kind() === 'ipv4' ? 'IPv4' : 'IPv6'}.` };
  const network = ipaddr.fromByteArray(maskBytes(ip.toByteArray(), length));
  if (network.toString() !== ip.toString()) {
    return { ok: false, message: `"${text}" has bits set right of the /${length} mask; did you mean ${network.toString()}/${length}?` };
  }
  return { ok: true, cidr: `${network.toString()}/${length}`, family: ip.kind() };
}

function maskBytes(bytes: number[], length: number): number[] {
  return bytes.map((byte, i) => {
    const keep = Math.max(0, Math.min(8, length - i * 8));
    return byte & ((0xff << (8 - keep)) & 0xff);
  });
}

/** A client address in canonical form (IPv4-mapped IPv6 becomes IPv4); null when not an address. */
export function normaliseAddress(address: string | undefined | null): string | null {
  if (!address || !ipaddr.isValid(address)) return null;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().toString();
  return parsed.toString();
}
