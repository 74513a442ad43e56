/**
 * The download caps (spec 001 §9; 000 §4 "Download full issue"), one table for the browser and
 * the server: 100 single-article downloads and 10 full-issue downloads a day, reached when the
 * count plus one would exceed the limit. The server counts per reader — the signed-in account,
 * else the client address — per UTC calendar day in PostgreSQL
 * (src/db/download-repository.server.ts) and throttles bulk downloading per minute; the
 * browser keeps its own count per local day (src/web/features/page-interactions/download-counter.ts).
 */
export const DOWNLOAD_CAP_STORAGE_KEY = 'lectern:download-caps';
export const DOWNLOAD_CAPS = { article: 100, issue: 10 } as const;
export type DownloadKind = keyof typeof DOWNLOAD_CAPS;

/** Spec 001 §9: reached when count plus one would exceed the limit (the browser's and the server's caps alike). */
export function isCapReached(count: number, limit: number): boolean {
  return count + 1 > limit;
}

export type CapKind = 'pdf' | 'issue';

/** The server's default daily caps are the browser's. */
export const DEFAULT_DAILY_CAPS: Readonly<Record<CapKind, number>> = Object.freeze({
  pdf: DOWNLOAD_CAPS.article,
  issue: DOWNLOAD_CAPS.issue,
});
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
