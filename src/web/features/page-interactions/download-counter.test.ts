import { describe, expect, it } from 'vitest';
import { DOWNLOAD_CAP_STORAGE_KEY, type DownloadKind } from '#src/shared/access/downloads/download-caps.ts';
import { attemptDownload, calendarDay, countDownload, isDownloadCapReached, parseDownloadCounts } from './download-counter.ts';

const memory = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};
const day = '2026-11-21';

describe("the browser's daily download counter (001 §9)", () => {
  it.each<[DownloadKind, number, boolean]>([
    ['article', 0, false],
    ['article', 99, false],
    ['article', 100, true],
    ['issue', 9, false],
    ['issue', 10, true],
  ])('%s with %d downloads today: reached %s', (kind, count, reached) => {
    expect(isDownloadCapReached({ [day]: { [kind]: count } }, kind, day)).toBe(reached);
  });

  it('counts only today; older days are cleared', () => {
    const raw = JSON.stringify({ '2026-11-20': { article: 100, issue: 10 }, [day]: { issue: 2 } });
    const counts = parseDownloadCounts(raw, day);
    expect(counts).toEqual({ [day]: { issue: 2 } });
    expect(countDownload(counts, 'article', day)).toEqual({ [day]: { issue: 2, article: 1 } });
  });

  it.each(['not json', '[]', 'null', JSON.stringify({ [day]: { article: -3, issue: 'x' } })])('malformed %j counts as nothing', (raw) => {
    expect(isDownloadCapReached(parseDownloadCounts(raw, day), 'issue', day)).toBe(false);
  });

  it('attemptDownload: the 10th full-issue download goes ahead, the 11th is refused', () => {
    const storage = memory({ [DOWNLOAD_CAP_STORAGE_KEY]: JSON.stringify({ '2026-01-01': { issue: 10 }, [day]: { issue: 9 } }) });
    const now = new Date(2026, 10, 21, 12);
    expect(attemptDownload(storage, 'issue', now)).toEqual({ allowed: true });
    expect(JSON.parse(storage.data.get(DOWNLOAD_CAP_STORAGE_KEY)!)).toEqual({ [day]: { issue: 10 } });
    expect(attemptDownload(storage, 'issue', now)).toEqual({ allowed: false });
    expect(attemptDownload(storage, 'article', now)).toEqual({ allowed: true });
  });

  it('a new calendar day starts from zero', () => {
    const storage = memory({ [DOWNLOAD_CAP_STORAGE_KEY]: JSON.stringify({ [day]: { article: 100 } }) });
    expect(attemptDownload(storage, 'article', new Date(2026, 10, 21, 23, 59))).toEqual({ allowed: false });
    expect(attemptDownload(storage, 'article', new Date(2026, 10, 22, 0, 1))).toEqual({ allowed: true });
    expect(calendarDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
