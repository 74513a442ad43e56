import { describe, expect, it } from 'vitest';
import {
  capRefusalMessage,
  DEFAULT_DAILY_CAPS,
  DOWNLOAD_CAPS,
  isCapReached,
  readerKey,
  retryAfterSeconds,
  secondsToNextMinute,
  secondsToNextUtcMidnight,
  utcDay,
} from './download-caps.ts';

describe('download caps (001 §9)', () => {
  it("one table: the server's default daily caps are the browser's, 100 articles and 10 issues", () => {
    expect(DOWNLOAD_CAPS).toEqual({ article: 100, issue: 10 });
    expect(DEFAULT_DAILY_CAPS).toEqual({ pdf: 100, issue: 10 });
  });

  it.each([
    [0, 100, false],
    [99, 100, false],
    [100, 100, true],
    [9, 10, false],
    [10, 10, true],
    [0, 0, true],
  ])('count %i against limit %i: reached %s', (count, limit, reached) => {
    expect(isCapReached(count, limit)).toBe(reached);
  });

  it.each([
    ['2026-11-21T00:00:00.000Z', 86_400, '2026-11-21'],
    ['2026-11-21T23:59:59.000Z', 1, '2026-11-21'],
    ['2026-11-21T23:59:59.600Z', 1, '2026-11-21'],
    ['2026-12-31T12:00:00.000Z', 43_200, '2026-12-31'],
  ])('at %s the daily cap resets in %i s (day %s)', (iso, seconds, day) => {
    expect(secondsToNextUtcMidnight(new Date(iso))).toBe(seconds);
    expect(utcDay(new Date(iso))).toBe(day);
  });

  it.each([
    ['2026-11-21T10:00:00.000Z', 60],
    ['2026-11-21T10:00:45.500Z', 15],
    ['2026-11-21T10:00:59.000Z', 1],
  ])('at %s the minute window ends in %i s', (iso, seconds) => {
    expect(secondsToNextMinute(new Date(iso))).toBe(seconds);
  });

  it('counts per account when signed in, else per address', () => {
    expect(readerKey('42', '10.0.0.1')).toBe('user:42');
    expect(readerKey(null, '10.0.0.1')).toBe('ip:10.0.0.1');
  });

  it('says which limit was reached and when to retry', () => {
    const now = new Date('2026-11-21T22:00:30Z');
    expect(capRefusalMessage({ reason: 'daily-cap', kind: 'pdf', limit: 100 })).toBe(
      'You have reached the daily limit of 100 PDF downloads. You can download more PDFs after midnight UTC.',
    );
    expect(capRefusalMessage({ reason: 'daily-cap', kind: 'issue', limit: 10 })).toContain('daily limit of 10 full-issue downloads');
    expect(capRefusalMessage({ reason: 'throttle', limit: 30 })).toContain('more than 30 in one minute');
    expect(retryAfterSeconds({ reason: 'daily-cap', kind: 'pdf', limit: 1 }, now)).toBe(7170);
    expect(retryAfterSeconds({ reason: 'throttle', limit: 1 }, now)).toBe(30);
  });
});
