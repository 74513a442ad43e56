import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_ACCESS_SQL } from '#src/db/article-summary.server.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createBrowseRepository } from '#src/db/browse-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createJournalRepository } from '#src/db/journal-repository.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

/**
 * The counts of the home, journal and browse pages are kept by triggers (migration 0031), not
 * counted per request: after every kind of write they equal a count over the articles table.
 */
describe('kept article counts on the samples', () => {
  let pool: pg.Pool;
  const ingest = (paths: string[]) =>
    ingestPaths(pool, paths, { maxBytes: 50 * 1024 * 1024, refreshTopics: false, refreshRecommendations: false, questions: false });

  /** What the pages show, read through the repositories. */
  async function shown() {
    const browse = createBrowseRepository(pool);
    const journals = createJournalRepository(pool);
    const publications = await browse.publications({ contentType: null, openAccess: false });
    const out: Record<string, unknown> = {
      total: await createArticleRepository(pool).countArticles(),
      openAccessFilter: (await browse.publications({ contentType: null, openAccess: true })).map((p) => p.slug),
      featured: (await journals.featured(50)).map((f) => [f.slug, f.articleCount]),
    };
    for (const p of publications) {
      const home = (await browse.journal(p.slug, 1))!;
      const page = await journals.journalPage(p.slug, 1);
      const inPress = await browse.contents(p.slug, { kind: 'in-press' }, 1, 5);
      out[p.slug] = {
        articles: p.articleCount,
        openAccess: p.openAccessCount,
        inPress: home.inPressCount,
        journalPageInPress: page?.inPressCount,
        inPressTotal: inPress?.total,
        issues: home.issues.map((i) => [i.volume, i.issue, i.articleCount]),
        latestIssue: page?.latestIssue
          ? [page.latestIssue.issue.volume, page.latestIssue.issue.issue, page.latestIssue.issue.articleCount]
          : null,
        volumeTotals: await Promise.all(
          [...new Set(home.issues.map((i) => i.volume))].map(async (v) => [
            v,
            (await browse.contents(p.slug, { kind: 'volume', volume: v }, 1, 5))?.total,
          ]),
        ),
      };
    }
    return out;
  }

  /** The same figures counted over the articles table. */
  async function counted() {
    const q = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await pool.query<T>(sql, params)).rows;
    const publications = await q<{ id: string; slug: string }>('SELECT id, slug FROM publications ORDER BY lower(title), title');
    const count = async (sql: string, params: unknown[]) => (await q<{ n: number }>(sql, params))[0]!.n;
    const out: Record<string, unknown> = {
      total: await count('SELECT count(*)::int AS n FROM articles', []),
      openAccessFilter: (
        await q<{ slug: string }>(
          `SELECT p.slug FROM publications p WHERE EXISTS (SELECT 1 FROM articles a WHERE a.publication_id = p.id AND ${OPEN_ACCESS_SQL})
           ORDER BY lower(p.title), p.title`,
        )
      ).map((r) => r.slug),
      featured: (
        await q<{ slug: string; n: number }>(
          `SELECT p.slug, count(*)::int AS n FROM publications p JOIN articles a ON a.publication_id = p.id WHERE p.content_type = 'JL'
           GROUP BY p.id ORDER BY count(*) DESC, lower(p.title), p.id LIMIT 50`,
        )
      ).map((r) => [r.slug, r.n]),
    };
    for (const p of publications) {
      const inPress = await count('SELECT count(*)::int AS n FROM articles WHERE publication_id = $1 AND volume IS NULL', [p.id]);
      const issues = (
        await q<{ volume: string; issue: string | null; n: number }>(
          `SELECT i.volume, i.issue, count(*)::int AS n FROM issues i JOIN articles a ON a.issue_id = i.id
           WHERE i.publication_id = $1 AND i.volume IS NOT NULL GROUP BY i.id`,
          [p.id],
        )
      ).map((r) => [r.volume, r.issue, r.n]);
      out[p.slug] = {
        articles: await count('SELECT count(*)::int AS n FROM articles WHERE publication_id = $1', [p.id]),
        openAccess: await count(
          `SELECT count(*)::int AS n FROM articles a JOIN publications p ON p.id = a.publication_id WHERE p.id = $1 AND ${OPEN_ACCESS_SQL}`,
          [p.id],
        ),
        inPress,
        journalPageInPress: inPress,
        inPressTotal: inPress,
        issues,
        volumeTotals: [...new Set(issues.map((i) => i[0] as string))].map((v) => [
          v,
          issues.filter((i) => i[0] === v).reduce((n, i) => n + (i[2] as number), 0),
        ]),
      };
    }
    return out;
  }

  async function expectKept() {
    const [seen, truth] = await Promise.all([shown(), counted()]);
    for (const [key, value] of Object.entries(truth)) {
      if (typeof value !== 'object' || Array.isArray(value)) expect(seen[key], key).toEqual(value);
      else {
        const { issues, volumeTotals, ...rest } = value as { issues: unknown[]; volumeTotals: unknown[] };
        const {
          issues: seenIssues,
          volumeTotals: seenTotals,
          latestIssue,
          ...seenRest
        } = seen[key] as { issues: unknown[]; volumeTotals: unknown[]; latestIssue: unknown[] | null };
        expect(seenRest, key).toEqual(rest);
        expect(new Set(seenIssues), key).toEqual(new Set(issues));
        expect(new Set(seenTotals), key).toEqual(new Set(volumeTotals));
        // The journal page's latest issue carries its kept count.
        if (latestIssue) expect(issues, key).toContainEqual(latestIssue);
      }
    }
    return seen;
  }

  beforeAll(async () => {
    pool = openTestPool();
  });
  afterAll(() => pool.end());

  it('match a count of the table after ingest, re-ingest, removal, access changes and a move to in press', async () => {
    const first = await ingest([path.join(SAMPLES_DIR, 'elife'), path.join(SAMPLES_DIR, 'plos')]);
    expect(first.failures).toEqual([]);
    const afterIngest = await expectKept();
    expect(afterIngest.total).toBe(first.ingested);
    expect((afterIngest.elife as { articles: number }).articles).toBeGreaterThan(10);

    // The same files again (the update path) and the Elsevier samples (new journals).
    const again = await ingest([path.join(SAMPLES_DIR, 'elife'), path.join(SAMPLES_DIR, 'elsevier')]);
    expect(again.failures).toEqual([]);
    expect(again.updated).toBeGreaterThan(0);
    const afterUpdate = await expectKept();
    expect((afterUpdate.elife as { articles: number }).articles).toBe((afterIngest.elife as { articles: number }).articles);

    // Removal of an eLife article, and of a journal's only article (its journal leaves the featured list).
    const [victim] = (
      await pool.query<{ pii: string }>(
        "SELECT a.pii FROM articles a JOIN publications p ON p.id = a.publication_id WHERE p.slug = 'elife' LIMIT 1",
      )
    ).rows;
    await pool.query('DELETE FROM articles WHERE pii = $1', [victim!.pii]);
    const afterRemoval = await expectKept();
    expect((afterRemoval.elife as { articles: number }).articles).toBe((afterIngest.elife as { articles: number }).articles - 1);
    const [only] = (
      await pool.query<{ id: string }>('SELECT publication_id AS id FROM articles GROUP BY publication_id HAVING count(*) = 1 LIMIT 1')
    ).rows;
    await pool.query('DELETE FROM articles WHERE publication_id = $1', [only!.id]);
    await expectKept();

    // The admin's free-to-read switch and business models, as the access settings change them.
    const access = createEntitlementRepository(pool);
    // Every sample is open access: one is closed first (a hybrid journal's article behind the paywall).
    const closed = (
      await pool.query<{ pii: string; slug: string }>(
        `SELECT a.pii, p.slug FROM articles a JOIN publications p ON p.id = a.publication_id WHERE p.slug <> 'elife' LIMIT 1`,
      )
    ).rows[0]!;
    await pool.query('UPDATE articles SET open_access = false WHERE pii = $1', [closed.pii]);
    const afterClosing = await expectKept();
    expect((afterClosing[closed.slug] as { openAccess: number }).openAccess).toBe(
      (afterClosing[closed.slug] as { articles: number }).articles - 1,
    );
    await access.setFreeToRead(closed.pii, true);
    await expectKept();
    await access.setBusinessModel(closed.slug, 'subscription');
    await access.setBusinessModel('elife', 'open-access');
    await expectKept();

    // An article moved out of its volume: in press now.
    await pool.query(
      `UPDATE articles SET volume = NULL, issue_id = NULL WHERE id = (SELECT a.id FROM articles a JOIN publications p ON p.id = a.publication_id WHERE p.slug = 'elife' LIMIT 1)`,
    );
    const moved = await expectKept();
    expect((moved.elife as { inPress: number }).inPress).toBe((afterRemoval.elife as { inPress: number }).inPress + 1);
  }, 180_000);
});
