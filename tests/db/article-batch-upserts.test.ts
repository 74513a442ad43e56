import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveArticleBatch, type BatchArticle } from '#src/db/article-batch-writer.server.ts';
import { readArticleFile } from '#src/ingest/read-article.server.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

/**
 * A batch sends a publication's or issue's upsert again only when it differs from the last one
 * of that row in the transaction: the stored rows are those of sending every upsert.
 */
describe('publication and issue upserts within one batch', () => {
  let pool: pg.Pool;
  let models: ArticleModel[];
  const batch = (...ms: ArticleModel[]): BatchArticle[] =>
    ms.map((model) => ({ model, questions: null, source: { file: `${model.pii}.xml`, sha256: model.pii } }));

  beforeAll(async () => {
    pool = openTestPool();
    const files = ['elife00005.xml', 'elife00109.xml', 'elife00218.xml'].map((f) => path.join(SAMPLES_DIR, 'elife', f));
    models = await Promise.all(files.map(async (f) => (await readArticleFile(f, 50e6, false)).model));
  });
  afterAll(() => pool.end());

  it('the last article of a journal sets its fields, as when each upsert is sent', async () => {
    await pool.query('TRUNCATE articles, publications, issues CASCADE');
    const [a, b, c] = models as [ArticleModel, ArticleModel, ArticleModel];
    const eissn = a.publication.eissn;
    expect(eissn).toBeTruthy();
    const other = { ...b, publication: { ...b.publication, eissn: '1234-5679', publisher: 'Another Press' } };
    const results = await saveArticleBatch(pool, batch(a, other, c));
    expect(results.map((r) => ('error' in r ? r.error.message : r.outcome))).toEqual(['inserted', 'inserted', 'inserted']);
    const { rows } = await pool.query<{ eissn: string | null; publisher: string | null; n: number }>(
      `SELECT p.eissn, p.publisher, (SELECT count(*)::int FROM articles x WHERE x.publication_id = p.id) AS n FROM publications p`,
    );
    // c's upsert was sent again after b's: the ISSN is a's and c's again.
    expect(rows).toEqual([{ eissn, publisher: a.publication.publisher ?? 'Another Press', n: 3 }]);
  });

  it('an article rolled back to its savepoint takes its new journal with it; the next article makes it again', async () => {
    await pool.query('TRUNCATE articles, publications, issues CASCADE');
    const [a, b, c] = models as [ArticleModel, ArticleModel, ArticleModel];
    await saveArticleBatch(pool, batch(a));
    const journal = { ...b.publication, title: 'A Journal Made In This Batch', issn: undefined, eissn: undefined };
    // Same PII as the stored article, another DOI: refused after its journal was upserted.
    const clash = { ...b, pii: a.pii, publication: journal };
    const results = await saveArticleBatch(pool, batch(clash, { ...c, publication: journal }));
    expect('error' in results[0]! && results[0].error.message).toMatch(/already used by the article/);
    expect('error' in results[1]! ? results[1].error.message : results[1]!.outcome).toBe('inserted');
    const { rows } = await pool.query<{ pii: string; title: string }>(
      'SELECT a.pii, p.title FROM articles a JOIN publications p ON p.id = a.publication_id ORDER BY a.pii',
    );
    expect(rows).toEqual(
      [
        { pii: a.pii, title: a.publication.title },
        { pii: c.pii, title: 'A Journal Made In This Batch' },
      ].sort((x, y) => x.pii.localeCompare(y.pii)),
    );
  });
});
