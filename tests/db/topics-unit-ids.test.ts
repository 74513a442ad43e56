import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { sample } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

/**
 * SciELO's bjmbr-2004-leptospira package has a body `<sec id="abstract">`: the topics store
 * keys occurrences by (topic, article, unit id), and the abstract unit is "abstract" too.
 * Before the fix every ingest run after such an article reported "topics: could not refresh
 * the topics store: duplicate key value violates unique constraint topic_occurrences_pkey".
 */
describe('topics refresh over an article whose body section is id="abstract"', () => {
  let pool: pg.Pool;
  let dir: string;

  beforeAll(async () => {
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-topic-ids-'));
  });
  afterAll(async () => {
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('ingests and refreshes the store without a duplicate-key failure', async () => {
    // "complexin" is an author keyword of both articles, in elife00109's abstract and first section.
    const xml = await fs.readFile(sample('elife/elife00109.xml'), 'utf8');
    const renamed = xml.replace('<sec id="s1"', '<sec id="abstract"');
    expect(renamed).not.toBe(xml);
    await fs.writeFile(path.join(dir, 'elife00109.xml'), renamed);
    await fs.copyFile(sample('elife/elife03756.xml'), path.join(dir, 'elife03756.xml'));
    const first = await ingestPaths(pool, [dir], { maxBytes: 20 * 1024 * 1024 });
    expect(first.failures).toEqual([]);
    const again = await ingestPaths(pool, [dir], { maxBytes: 20 * 1024 * 1024 });
    expect(again.failures).toEqual([]);
    const { rows } = await pool.query<{ unit_id: string }>(
      `SELECT DISTINCT o.unit_id FROM topic_occurrences o JOIN articles a ON a.id = o.article_id
       JOIN topics t ON t.id = o.topic_id WHERE a.doi = '10.7554/eLife.00109' AND t.slug = 'complexin'`,
    );
    expect(rows.map((r) => r.unit_id)).toContain('abstract');
  });
});
