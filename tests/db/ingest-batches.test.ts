import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveArticleBatch } from '#src/db/article-batch-writer.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { makeArticle } from '../factories/article-model.ts';
import { SAMPLES } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MAX_BYTES = 20 * 1024 * 1024;

const titles = async (pool: pg.Pool) =>
  (await pool.query<{ pii: string; title: string }>('SELECT pii, title FROM articles ORDER BY pii')).rows;

describe('ingest in batches: one transaction per batch, a savepoint per article', () => {
  let pool: pg.Pool;
  let dir: string;
  beforeAll(async () => {
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-batch-'));
  });
  afterAll(async () => {
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('stores the other articles of a batch when one fails in the database, and reports that one', async () => {
    await pool.query('TRUNCATE articles, publications, issues CASCADE');
    const article = (n: number, doi = `10.9999/batch.${n}`) =>
      makeArticle({ pii: `S999999990000${n}X`, eid: `1-s2.0-S999999990000${n}X`, doi, title: [{ text: `Batch article ${n}` }] });
    const source = { file: 'factory', sha256: 'x' };
    // The second article takes the first one's PII under another DOI: refused, never overwriting it.
    const clash = { ...article(2), pii: article(1).pii, eid: article(1).eid };
    const results = await saveArticleBatch(pool, [
      { model: article(1), source, questions: null },
      { model: clash, source, questions: null },
      { model: article(3), source, questions: null },
    ]);
    expect(results.map((r) => ('error' in r ? r.error.message : r.outcome))).toEqual([
      'inserted',
      `PII ${article(1).pii} is already used by the article with DOI 10.9999/batch.1`,
      'inserted',
    ]);
    expect(await titles(pool)).toEqual([
      { pii: article(1).pii, title: 'Batch article 1' },
      { pii: article(3).pii, title: 'Batch article 3' },
    ]);
  });

  it('a bad file among good ones in one run, on worker threads: the bad one is reported, the rest stored whole', async () => {
    await pool.query('TRUNCATE articles, publications, issues CASCADE');
    const bad = path.join(dir, 'broken.xml');
    await fs.writeFile(bad, '<article>\n<front></article>');
    const files = [SAMPLES.elife00005, bad, SAMPLES.elsevier, SAMPLES.plos810];
    const summary = await ingestPaths(pool, files, {
      maxBytes: MAX_BYTES,
      workers: 2,
      batchSize: 4,
      refreshTopics: false,
      refreshRecommendations: false,
    });
    expect(summary).toMatchObject({ ingested: 3, updated: 0, failed: 1 });
    expect(summary.failures).toEqual([expect.stringMatching(/broken\.xml:2:\d+ .*close tag/i)]);
    const { rows } = await pool.query<{ doi: string; refs: number; reference_count: number; questions: number }>(
      `SELECT a.doi, a.reference_count, (SELECT count(*)::int FROM article_references r WHERE r.article_id = a.id) AS refs,
              (SELECT count(*)::int FROM article_questions q WHERE q.article_id = a.id) AS questions
       FROM articles a ORDER BY a.doi`,
    );
    expect(rows.map((r) => r.doi)).toEqual(['10.1016/j.renene.2013.03.038', '10.1371/journal.pone.0012262', '10.7554/eLife.00005']);
    for (const r of rows) expect(r.refs).toBe(r.reference_count);
    // Questions are built on the worker threads and stored with their article.
    expect(rows.find((r) => r.doi === '10.7554/eLife.00005')!.questions).toBeGreaterThan(0);
  });

  it('re-ingesting in batches updates in place, the same as one article at a time', async () => {
    const files = [SAMPLES.elife00005, SAMPLES.elsevier, SAMPLES.plos810];
    const before = await pool.query('SELECT pii, doi, title, reference_count, author_count FROM articles ORDER BY pii');
    const summary = await ingestPaths(pool, files, {
      maxBytes: MAX_BYTES,
      batchSize: 2,
      refreshTopics: false,
      refreshRecommendations: false,
    });
    expect(summary).toMatchObject({ ingested: 0, updated: 3, failed: 0 });
    expect((await pool.query('SELECT pii, doi, title, reference_count, author_count FROM articles ORDER BY pii')).rows).toEqual(
      before.rows,
    );
  });
});
