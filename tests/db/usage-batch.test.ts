import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsageRepository, type UsageRepository } from '#src/db/usage-repository.server.ts';
import { createUsageBatch } from '#src/server/counter/usage-batch.server.ts';
import type { UsageEvent } from '#src/server/counter/usage-event.ts';
import { createUsageRecorder } from '#src/server/counter/usage-recorder.server.ts';
import { SAMPLES } from '../setup/samples.ts';
import { ingestAll } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const log = pino({ level: 'silent' });

/**
 * COUNTER usage stored in batches (src/server/counter/usage-batch.server.ts): a burst of uses
 * sent at once and stored in one transaction gets the same outcomes and leaves the same rows
 * as the same uses stored one by one (double clicks, the page's own reports, formats, hours).
 */
describe('usage batches', () => {
  let pool: pg.Pool;
  let usage: UsageRepository;
  let articleId: number;

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elife00005]);
    articleId = Number((await pool.query<{ id: string }>('SELECT id::text FROM articles LIMIT 1')).rows[0]!.id);
    usage = createUsageRepository(pool);
  }, 120_000);
  afterAll(async () => {
    await pool.end();
  });

  const script = (clientIp: string): UsageEvent[] => {
    const event = (at: string, kind: UsageEvent['kind'], extra: Partial<UsageEvent> = {}): UsageEvent => ({
      articleId,
      kind,
      accessType: 'OA_Gold',
      accessMethod: 'Regular',
      sessionId: null,
      userId: null,
      clientIp,
      userAgent: CHROME,
      institutionId: null,
      at: new Date(at),
      ...extra,
    });
    return [
      event('2026-01-15T10:00:00Z', 'abstract'),
      event('2026-01-15T10:00:10Z', 'full-text-html'),
      event('2026-01-15T10:00:12Z', 'investigation', { pageBeacon: true }), // the page's own report of that view
      event('2026-01-15T10:00:20Z', 'full-text-html'), // double click
      event('2026-01-15T10:00:45Z', 'full-text-html'), // 25 s after the last: the same click run
      event('2026-01-15T10:01:30Z', 'pdf'), // another format: counted
      event('2026-01-15T10:01:40Z', 'pdf'), // double click
      event('2026-01-15T10:59:50Z', 'pdf'),
      event('2026-01-15T11:00:05Z', 'pdf'), // across the hour: a double click, kept in hour 11
      event('2026-01-15T11:05:00Z', 'full-text-html', { denial: 'No_License' }),
      event('2026-01-15T11:05:10Z', 'full-text-html', { denial: 'No_License' }), // double click
      event('2026-01-15T11:07:00Z', 'investigation', { pageBeacon: true }), // no view just before: counted
      event('2026-01-15T11:07:01Z', 'full-text-html', { isThirdParty: true }), // dropped
      event('2026-01-15T11:08:00Z', 'full-text-html', { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }), // a robot
    ];
  };

  /** The stored uses of each reader (one per address here), in first-stored order. */
  async function usesByReader() {
    const { rows } = await pool.query<{ user_key: string; occurred_at: Date; kind: string; denial: string | null; clicks: number }>(
      'SELECT user_key, occurred_at, kind, denial, clicks FROM usage_events ORDER BY occurred_at, kind',
    );
    const readers = new Map<string, { at: string; kind: string; denial: string | null; clicks: number }[]>();
    for (const r of rows) {
      if (!readers.has(r.user_key)) readers.set(r.user_key, []);
      readers.get(r.user_key)!.push({ at: r.occurred_at.toISOString(), kind: r.kind, denial: r.denial, clicks: r.clicks });
    }
    return [...readers.values()];
  }

  it('a burst stored in one batch gets the outcomes and rows of the same uses stored one by one', async () => {
    const oneByOne = createUsageRecorder(usage, log);
    const expected: string[] = [];
    for (const event of script('203.0.113.7')) expected.push(await oneByOne.recordOutcome(event));

    const batch = createUsageBatch(usage, { maxDelayMs: 50, maxRows: 200 }, log);
    const batched = createUsageRecorder(batch.usage, log);
    // Sent at once, as concurrent page views are: none is stored before the batch is.
    const outcomes = Promise.all(script('203.0.113.8').map((event) => batched.recordOutcome(event)));
    expect(batch.pending()).toBe(12);
    expect(await outcomes).toEqual(expected);
    expect(expected).toEqual([
      'counted',
      'counted',
      'double-click',
      'double-click',
      'double-click',
      'counted',
      'double-click',
      'counted',
      'double-click',
      'counted',
      'double-click',
      'counted',
      'third-party',
      'robot',
    ]);
    expect(batch.pending()).toBe(0);
    const [first, second, ...others] = await usesByReader();
    expect(others).toEqual([]);
    expect(first).toHaveLength(6);
    expect(second).toEqual(first);
  });

  it('flush stores what waits at once, and a use that cannot be stored fails alone', async () => {
    const batch = createUsageBatch(usage, { maxDelayMs: 60_000, maxRows: 200 }, log);
    const recorder = createUsageRecorder(batch.usage, log);
    const [good] = script('198.51.100.4');
    const missing = { ...good!, articleId: 999_999_999, at: new Date('2026-01-16T10:00:00Z') };
    const outcomes = Promise.all([recorder.recordOutcome(good!), recorder.recordOutcome(missing)]);
    expect(batch.pending()).toBe(2);
    await batch.flush();
    expect(await outcomes).toEqual(['counted', 'failed']);
    expect(batch.pending()).toBe(0);
  });
});
