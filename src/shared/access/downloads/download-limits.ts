import ipaddr from 'ipaddr.js';
import { DOWNLOAD_CAPS } from './download-caps.ts';

/**
 * Download caps enforced on the server (spec 001 §9, issue 7): per reader — the signed-in
 * account, else the client address — per UTC calendar day, 100 single-article PDF downloads
 * and 10 full-issue downloads by default; reached when count + 1 would exceed the limit. Bulk
 * downloading is throttled per minute; configured crawler ranges are exempt. Pure rules; the
 * counts live in PostgreSQL (src/db/download-repository.server.ts). The browser's own copy of
 * the daily caps is src/shared/access/downloads/download-caps.ts.
 */
export type CapKind = 'pdf' | 'issue';

/** The browser's daily caps are the server's defaults. */
export const DEFAULT_DAILY_CAPS: Readonly<Record<CapKind, number>> = Object.freeze({ pdf: DOWNLOAD_CAPS.article, issue: DOWNLOAD_CAPS.issue });
export const DEFAULT_PDFS_PER_MINUTE = 30;

/** The UTC calendar day of an instant, "2026-11-21". */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole seconds until the next UTC midnight (at least 1): the Retry-After of a daily cap. */
export function secondsToNextUtcMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Whole seconds until the next minute window starts (1–60): the Retry-After of the throttle. */
export function secondsToNextMinute(now: Date): number {
  return 60 - now.getUTCSeconds();
}

/** Who a cap counts for: the signed-in account, else the client address. */
export function readerKey(userId: string | null | undefined, clientIp: string): string {
  return userId ? `user:${userId}` : `ip:${clientIp}`;
}

export type CapRefusal = { reason: 'daily-cap'; kind: CapKind; limit: number } | { reason: 'throttle'; limit: number };

/** What a reader is told when a download is refused (429). */
export function capRefusalMessage(refusal: CapRefusal): string {
  if (refusal.reason === 'throttle') {
    return `Too many PDF downloads: more than ${refusal.limit} in one minute from this client. Please wait a minute and try again.`;
  }
  return refusal.kind === 'pdf'
    ? `You have reached the daily limit of ${refusal.limit} PDF downloads. You can download more PDFs after midnight UTC.`
    : `You have reached the daily limit of ${refusal.limit} full-issue downloads. You can download more issues after midnight UTC.`;
}

export function retryAfterSeconds(refusal: CapRefusal, now: Date): number {
  return refusal.reason === 'throttle' ? secondsToNextMinute(now) : secondsToNextUtcMidnight(now);
}

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
