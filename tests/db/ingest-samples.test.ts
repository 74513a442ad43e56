import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { detectFormat } from '#src/ingest/detect-format.ts';
import { countElsevierSource } from '#src/ingest/elsevier/count-elsevier-source.ts';
import { collectXmlFiles, ingestPaths, summaryLine } from '#src/ingest/ingest-paths.server.ts';
import { countJatsSource } from '#src/ingest/jats/count-jats-source.ts';
import { decodeXml } from '#src/ingest/xml/decode-xml.ts';
import { parseXml } from '#src/ingest/xml/parse-xml.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { countModel } from '#src/shared/article/model-stats.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

const MAX_BYTES = 20 * 1024 * 1024;

describe('ingesting every sample', () => {
  let pool: pg.Pool;
  let files: string[];
  beforeAll(async () => {
    pool = openTestPool();
    files = (await collectXmlFiles([SAMPLES_DIR])).files;
  });
  afterAll(() => pool.end());

  it('ingests all samples with zero failures, then re-ingests them in place', async () => {
    const first = await ingestPaths(pool, [SAMPLES_DIR], { maxBytes: MAX_BYTES });
    expect(first.failures).toEqual([]);
    expect(first.ingested).toBe(files.length);
    expect(summaryLine(first)).toMatch(/^ingested \d+, updated 0, failed 0 in \d+\.\d s \(\d+\.\d articles\/s\)$/);

    const second = await ingestPaths(pool, [SAMPLES_DIR], { maxBytes: MAX_BYTES });
    expect(second).toMatchObject({ ingested: 0, updated: files.length, failed: 0 });
    const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM articles');
    expect(rows[0]!.n).toBe(files.length);
    // Every sample twice, packages' renditions included: minutes on a busy 2-core machine.
  }, 240_000);

  it('gives every article a valid PII and EID, and keeps Elsevier identifiers', async () => {
    const { rows } = await pool.query<{ pii: string; eid: string; source_format: string }>('SELECT pii, eid, source_format FROM articles');
    for (const row of rows) {
      expect(isValidPii(row.pii), row.pii).toBe(true);
      expect(row.eid).toBe(`1-s2.0-${row.pii}`);
    }
    const elsevier = await createArticleRepository(pool).findByPii('S0960148113002048');
    expect(elsevier?.model.source).toBe('elsevier');
  });

  it('stores, for every sample, the same number of sections, paragraphs, figures, tables, formulas, references, authors and footnotes as the XML has', async () => {
    const repo = createArticleRepository(pool);
    const { rows } = await pool.query<{ pii: string; source_file: string }>('SELECT pii, source_file FROM articles');
    const piiByFile = new Map(rows.map((r) => [r.source_file, r.pii]));
    for (const file of files) {
      const root = parseXml(decodeXml(readFileSync(file)));
      const expected = detectFormat(root) === 'jats' ? countJatsSource(root) : countElsevierSource(root);
      const stored = await repo.findByPii(piiByFile.get(path.basename(file))!);
      expect({ file: path.basename(file), ...countModel(stored!.model as ArticleModel) }).toEqual({
        file: path.basename(file),
        ...expected,
      });
    }
  });

  it('keeps the large articles whole: 810 references and thousands of contributors', async () => {
    const refs = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM article_references r JOIN articles a ON a.id = r.article_id
       WHERE a.doi = '10.1371/journal.pone.0012262'`,
    );
    expect(refs.rows[0]!.n).toBe(810);
    const contributors = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM contributors c JOIN articles a ON a.id = c.article_id
       WHERE a.doi = '10.7554/eLife.06416'`,
    );
    expect(contributors.rows[0]!.n).toBeGreaterThan(2800);
  });

  it('links references to stored articles by DOI: the citation graph', async () => {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM citation_links l JOIN articles a ON a.id = l.cited_article_id
       WHERE a.doi = '10.7554/eLife.00461'`,
    );
    expect(rows[0]!.n).toBeGreaterThanOrEqual(9);
    const total = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM citation_links');
    expect(total.rows[0]!.n).toBeGreaterThanOrEqual(40);
  });
});
