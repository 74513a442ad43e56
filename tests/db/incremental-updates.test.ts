import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import { REFRESH_LOCK as TOPICS_LOCK, refreshTopics } from '#src/db/topic-builder.server.ts';
import { collectXmlFiles, ingestPaths, updateAfterIngest } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MAX_BYTES = 20 * 1024 * 1024;

type Lists = Record<string, string[]>;

/** Every stored list as DOI → recommended DOIs, best first. */
async function lists(pool: pg.Pool): Promise<Lists> {
  const { rows } = await pool.query<{ doi: string; recommended: string[] }>(
    `SELECT a.doi, array_agg(b.doi ORDER BY r.rank) AS recommended FROM recommendations r
     JOIN articles a ON a.id = r.article_id JOIN articles b ON b.id = r.recommended_article_id GROUP BY a.doi ORDER BY a.doi`,
  );
  return Object.fromEntries(rows.map((r) => [r.doi, r.recommended]));
}

describe('after an ingest run, recommendations are updated around the new articles', () => {
  let pool: pg.Pool;
  let first: string[];
  let added: string[];
  beforeAll(async () => {
    pool = openTestPool();
    const elife = (await collectXmlFiles([path.join(SAMPLES_DIR, 'elife')])).files;
    first = elife.slice(0, 14);
    added = elife.slice(14, 20);
  });
  afterAll(() => pool.end());

  it('the new articles get lists, an older article takes a new one, and the new lists equal a full rebuild', async () => {
    expect((await ingestPaths(pool, first, { maxBytes: MAX_BYTES, refreshTopics: false })).failed).toBe(0);
    const before = await lists(pool);
    const summary = await ingestPaths(pool, added, { maxBytes: MAX_BYTES, refreshTopics: false });
    expect(summary).toMatchObject({ ingested: added.length, failed: 0 });
    const after = await lists(pool);
    const newDois = (
      await pool.query<{ doi: string }>('SELECT doi FROM articles WHERE source_file = ANY($1)', [added.map((f) => path.basename(f))])
    ).rows.map((r) => r.doi);
    expect(newDois).toHaveLength(added.length);
    // The new articles have lists of their own …
    expect(newDois.filter((doi) => (after[doi] ?? []).length > 0).length).toBeGreaterThan(added.length / 2);
    // … and an older article that had none of them now recommends one.
    const olderTakingNew = Object.keys(before).filter((doi) => !newDois.includes(doi) && after[doi]?.some((d) => newDois.includes(d)));
    expect(olderTakingNew.length).toBeGreaterThan(0);
    // The new articles' lists are those a full rebuild makes; an older list keeps what it held, in
    // its order, and takes new articles (the tolerance of updateRecommendations: its other entries
    // are re-weighed by a full rebuild only).
    await refreshRecommendations(pool);
    const full = await lists(pool);
    for (const doi of newDois) expect(after[doi] ?? [], doi).toEqual(full[doi] ?? []);
    for (const [doi, list] of Object.entries(after)) {
      if (newDois.includes(doi)) continue;
      const kept = list.filter((d) => !newDois.includes(d));
      expect(kept, doi).toEqual((before[doi] ?? []).slice(0, kept.length));
    }
  });

  it('re-ingesting an article changes nothing when its text did not change', async () => {
    const stored = await lists(pool);
    expect((await ingestPaths(pool, [added[0]!], { maxBytes: MAX_BYTES, refreshTopics: false })).updated).toBe(1);
    expect(await lists(pool)).toEqual(stored);
  });
});

/** The whole topics store by stable keys: topics, which articles they belong to, and where each is used. */
async function topicStore(pool: pg.Pool) {
  const topics = await pool.query('SELECT discipline, slug, name, phrases, source, article_count FROM topics ORDER BY discipline, slug');
  const members = await pool.query(
    `SELECT t.discipline || '/' || t.slug AS topic, a.doi, ta.as_keyword FROM topic_articles ta
     JOIN topics t ON t.id = ta.topic_id JOIN articles a ON a.id = ta.article_id ORDER BY 1, 2`,
  );
  const occurrences = await pool.query(
    `SELECT t.discipline || '/' || t.slug AS topic, a.doi, o.unit_id, o.unit_kind, o.unit_position, o.sentence, o.match_start, o.match_end, o.defines
     FROM topic_occurrences o JOIN topics t ON t.id = o.topic_id JOIN articles a ON a.id = o.article_id ORDER BY 1, 2, 3`,
  );
  return { topics: topics.rows, members: members.rows, occurrences: occurrences.rows };
}

describe('after an ingest run, topics are updated for the new articles and the topics they bring', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = openTestPool();
  });
  afterAll(() => pool.end());

  it('the store after adding articles equals a store rebuilt from scratch', async () => {
    const files = (await collectXmlFiles([path.join(SAMPLES_DIR, 'elife'), path.join(SAMPLES_DIR, 'plos')])).files;
    const [first, added] = [files.filter((_f, i) => i % 3 !== 0), files.filter((_f, i) => i % 3 === 0)];
    expect((await ingestPaths(pool, first, { maxBytes: MAX_BYTES, refreshRecommendations: false })).failed).toBe(0);
    const before = await topicStore(pool);
    expect((await ingestPaths(pool, added, { maxBytes: MAX_BYTES, refreshRecommendations: false })).failed).toBe(0);
    const updated = await topicStore(pool);
    // The run brought new topics and new uses: the check below compares real changes.
    expect(updated.topics.length).toBeGreaterThan(before.topics.length);
    expect(updated.occurrences.length).toBeGreaterThan(before.occurrences.length);
    const newDois = new Set(
      (
        await pool.query<{ doi: string }>('SELECT doi FROM articles WHERE source_file = ANY($1)', [added.map((f) => path.basename(f))])
      ).rows.map((r) => r.doi),
    );
    expect(updated.occurrences.some((o: { doi: string }) => newDois.has(o.doi))).toBe(true);
    await refreshTopics(pool);
    const rebuilt = await topicStore(pool);
    expect(updated.topics).toEqual(rebuilt.topics);
    expect(updated.members).toEqual(rebuilt.members);
    expect(updated.occurrences).toEqual(rebuilt.occurrences);
  });
});

describe('an ingest run ends with topics and recommendations updated side by side', () => {
  let pool: pg.Pool;
  let addedIds: string[];
  beforeAll(async () => {
    pool = openTestPool();
    // Stored (or stored again) without the updates, then the stores built in full and four articles' parts taken away.
    const plos = (await collectXmlFiles([path.join(SAMPLES_DIR, 'plos')])).files.slice(0, 12);
    expect((await ingestPaths(pool, plos, { maxBytes: MAX_BYTES, refreshTopics: false, refreshRecommendations: false })).failed).toBe(0);
    await refreshTopics(pool);
    await refreshRecommendations(pool);
    addedIds = (
      await pool.query<{ id: string }>('SELECT id FROM articles WHERE source_file = ANY($1) ORDER BY id', [
        plos.slice(8).map((f) => path.basename(f)),
      ])
    ).rows.map((r) => r.id);
    expect(addedIds).toHaveLength(4);
  });
  const takeAway = async () => {
    await pool.query('DELETE FROM recommendations WHERE article_id = ANY($1::bigint[])', [addedIds]);
    await pool.query('DELETE FROM topic_occurrences WHERE article_id = ANY($1::bigint[])', [addedIds]);
  };
  afterAll(() => pool.end());

  const listsOf = async (ids: string[]) =>
    (
      await pool.query<{ n: number }>(
        'SELECT count(DISTINCT article_id)::int AS n FROM recommendations WHERE article_id = ANY($1::bigint[])',
        [ids],
      )
    ).rows[0]!.n;
  const occurrencesOf = async (ids: string[]) =>
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM topic_occurrences WHERE article_id = ANY($1::bigint[])', [ids]))
      .rows[0]!.n;

  it('the recommendations are stored while the topics update still waits, and then both are done', async () => {
    await takeAway();
    expect(await listsOf(addedIds)).toBe(0);
    // The topics update waits for its lock, held here: were the two run one after the other, no list could be written meanwhile.
    const blocker = await pool.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT pg_advisory_xact_lock($1)', [TOPICS_LOCK]);
    const failures: string[] = [];
    const run = updateAfterIngest(pool, addedIds, { fail: (m) => failures.push(m) });
    try {
      await vi.waitFor(async () => expect(await listsOf(addedIds)).toBeGreaterThan(0), { timeout: 30_000, interval: 100 });
      expect(await occurrencesOf(addedIds)).toBe(0);
    } finally {
      await blocker.query('COMMIT');
      blocker.release();
    }
    const seconds = await run;
    expect(failures).toEqual([]);
    expect(seconds.topics).toBeGreaterThan(0);
    expect(seconds.recommendations).toBeGreaterThan(0);
    expect(await occurrencesOf(addedIds)).toBeGreaterThan(0);
  });

  it('one update that fails is reported and the other is still stored', async () => {
    await takeAway();
    await pool.query('ALTER TABLE topic_store RENAME TO topic_store_away');
    const failures: string[] = [];
    try {
      const seconds = await updateAfterIngest(pool, addedIds, { fail: (m) => failures.push(m) });
      expect(seconds.topics).toBeNull();
      expect(seconds.recommendations).toBeGreaterThan(0);
    } finally {
      await pool.query('ALTER TABLE topic_store_away RENAME TO topic_store');
    }
    expect(failures).toEqual([expect.stringMatching(/^topics: could not update the topics store: relation "topic_store" does not exist/)]);
    expect(await listsOf(addedIds)).toBeGreaterThan(0);
  });
});
