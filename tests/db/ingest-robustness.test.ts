import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES, SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool, testDatabaseUrl } from '../setup/test-database.ts';

const MAX_BYTES = 20 * 1024 * 1024;

async function articleCount(pool: pg.Pool): Promise<number> {
  return (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0]!.n;
}

describe('ingest robustness: bad input gets a clear error and loses nothing', () => {
  let pool: pg.Pool;
  let dir: string;
  beforeAll(async () => {
    pool = openTestPool();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lectern-bad-'));
  });
  afterAll(async () => {
    await pool.end();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const write = async (name: string, content: string) => {
    const file = path.join(dir, name);
    await fs.writeFile(file, content);
    return file;
  };

  it.each([
    ['malformed.xml', '<article>\n  <front>\n  </article>', /malformed\.xml:3:\d+ .*close tag/i],
    [
      'billion-laughs.xml',
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n]>\n<article>&lol2;</article>',
      /billion-laughs\.xml:\d+:\d+ entity "lol2" refers to other entities; nested entity expansion is not allowed/,
    ],
    [
      'xxe.xml',
      '<?xml version="1.0"?>\n<!DOCTYPE article [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<article>&xxe;</article>',
      /xxe\.xml:\d+:\d+ external entity "xxe" declared in the DTD; external entities are never loaded/,
    ],
    ['not-an-article.xml', '<html><body/></html>', /not-an-article\.xml: unrecognised root element <html>/],
  ])('%s is refused with a precise message', async (name, content, message) => {
    const file = await write(name, content);
    const summary = await ingestPaths(pool, [file], { maxBytes: MAX_BYTES });
    expect(summary.failed).toBe(1);
    expect(summary.failures[0]).toMatch(message);
  });

  it('refuses a file over the size limit, naming the limit', async () => {
    const summary = await ingestPaths(pool, [SAMPLES.elifeLargest], { maxBytes: 1024 * 1024 });
    expect(summary.failures[0]).toMatch(/elife06416\.xml: file is 1\.\d MB, over the 1\.0 MB limit \(LECTERN_MAX_XML_BYTES\)/);
  });

  it('reports a missing path and still ingests the rest', async () => {
    const bad = await write('broken.xml', '<article><front></article>');
    const summary = await ingestPaths(pool, [bad, path.join(dir, 'missing.xml'), SAMPLES.elife00005], { maxBytes: MAX_BYTES });
    expect(summary).toMatchObject({ ingested: 1, failed: 2 });
    expect(summary.failures.join('\n')).toMatch(/missing\.xml: no such file or directory/);
  });

  it('a failed re-ingest leaves the stored article as it was', async () => {
    await ingestPaths(pool, [SAMPLES.elife00005], { maxBytes: MAX_BYTES });
    const before = await pool.query('SELECT model, updated_at FROM articles WHERE doi = $1', ['10.7554/eLife.00005']);
    const truncated = (await fs.readFile(SAMPLES.elife00005, 'utf8')).slice(0, 5000);
    const file = await write('elife00005.xml', truncated);
    const summary = await ingestPaths(pool, [file], { maxBytes: MAX_BYTES });
    expect(summary.failed).toBe(1);
    const after = await pool.query('SELECT model, updated_at FROM articles WHERE doi = $1', ['10.7554/eLife.00005']);
    expect(after.rows).toEqual(before.rows);
  });

  it('killing the ingest process mid-run leaves every stored article whole', async () => {
    await pool.query('TRUNCATE articles, publications, issues CASCADE');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/ingest/cli.ts', SAMPLES_DIR], {
      env: { ...process.env, DATABASE_URL: testDatabaseUrl() },
      stdio: 'ignore',
    });
    // Kill as soon as some articles are stored, while others are being written.
    const deadline = Date.now() + 90_000;
    while ((await articleCount(pool)) < 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    const stored = await articleCount(pool);
    expect(stored).toBeGreaterThanOrEqual(5);
    const broken = await pool.query(
      `SELECT a.pii FROM articles a
       WHERE a.reference_count <> (SELECT count(*) FROM article_references r WHERE r.article_id = a.id)
          OR a.author_count <> (SELECT count(*) FROM contributors c WHERE c.article_id = a.id AND c.kind <> 'member')`,
    );
    expect(broken.rows).toEqual([]);
    // And a full run afterwards completes the set without duplicates.
    const summary = await ingestPaths(pool, [SAMPLES_DIR], { maxBytes: MAX_BYTES });
    expect(summary.failed).toBe(0);
    expect(summary.updated).toBe(stored);
  }, 240_000);
});
