import { DOWNLOAD_CAP_STORAGE_KEY, DOWNLOAD_CAPS, isCapReached, type DownloadKind } from '#src/shared/access/downloads/download-caps.ts';

/**
 * The browser's day counter of the daily download caps (spec 001 §9; 000 §4 "Download full
 * issue"): kept in local storage per calendar day, old days cleared. A cap is reached when the
 * count plus one would exceed the limit; the click is then cancelled and the download cap modal
 * opens. The limits themselves are src/shared/access/downloads/download-caps.ts.
 */

/** One day's counts, keyed by the local calendar day (YYYY-MM-DD). */
export type DownloadCounts = Record<string, Partial<Record<DownloadKind, number>>>;

export function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Reads the stored value; anything malformed counts as no downloads. Only today is kept. */
export function parseDownloadCounts(raw: string | null, today: string): DownloadCounts {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return {};
    const day = (value as Record<string, unknown>)[today];
    if (!day || typeof day !== 'object') return {};
    const counts: Partial<Record<DownloadKind, number>> = {};
    for (const kind of Object.keys(DOWNLOAD_CAPS) as DownloadKind[]) {
      const n = (day as Record<string, unknown>)[kind];
      if (typeof n === 'number' && Number.isInteger(n) && n >= 0) counts[kind] = n;
    }
    return { [today]: counts };
  } catch {
    return {};
  }
}

export function downloadCount(counts: DownloadCounts, kind: DownloadKind, today: string): number {
  return counts[today]?.[kind] ?? 0;
}

export function isDownloadCapReached(counts: DownloadCounts, kind: DownloadKind, today: string): boolean {
  return isCapReached(downloadCount(counts, kind, today), DOWNLOAD_CAPS[kind]);
}

/** Today's counts with one more download of `kind`; every other day dropped. */
export function countDownload(counts: DownloadCounts, kind: DownloadKind, today: string): DownloadCounts {
  return { [today]: { ...counts[today], [kind]: downloadCount(counts, kind, today) + 1 } };
}

export interface CapStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * A download click: `allowed` false when the cap is reached (cancel the click, open the cap
 * modal); otherwise the count goes up by one and is stored.
 */
export function attemptDownload(storage: CapStorage, kind: DownloadKind, now: Date): { allowed: boolean } {
  const today = calendarDay(now);
  let raw: string | null = null;
  try {
    raw = storage.getItem(DOWNLOAD_CAP_STORAGE_KEY);
  } catch {
    raw = null;
  }
  const counts = parseDownloadCounts(raw, today);
  if (isDownloadCapReached(counts, kind, today)) return { allowed: false };
  try {
    storage.setItem(DOWNLOAD_CAP_STORAGE_KEY, JSON.stringify(countDownload(counts, kind, today)));
  } catch {
    // Storage full or blocked: the download still goes ahead; the cap is a courtesy limit.
  }
  return { allowed: true };
}
