import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRecommendations, updateRecommendations } from '#src/db/recommendation-builder.server.ts';
import { collectXmlFiles, ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { SAMPLES_DIR } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';

/** Each article's list as "rank:recommended DOI", by article DOI. */
async function lists(pool: pg.Pool, dois: readonly string[]): Promise<Record<string, string[]>> {
  const { rows } = await pool.query<{ doi: string; list: string[] }>(
    `SELECT a.doi, array_agg(r.rank || ':' || b.doi ORDER BY r.rank) AS list
     FROM articles a JOIN recommendations r ON r.article_id = a.id JOIN articles b ON b.id = r.recommended_article_id
     WHERE a.doi = ANY($1::text[]) GROUP BY a.doi`,
    [dois],
  );
  return Object.fromEntries(rows.map((r) => [r.doi, r.list]));
}

let pool: pg.Pool;
beforeAll(() => {
  pool = openTestPool();
});
afterAll(async () => {
  await pool.end();
});

describe('recommendations updated after an ingest run from stored signals', () => {
  it("the run's articles get the lists a full rebuild gives them; every article's signals are stored once", async () => {
    const files = (await collectXmlFiles([SAMPLES_DIR])).files.sort();
    for (const run of [files.slice(0, 30), files.slice(30)]) {
      const summary = await ingestPaths(pool, run, { maxBytes: 20 * 1024 * 1024, refreshTopics: false });
      expect(summary.failures).toEqual([]);
    }
    const signals = await pool.query<{ articles: number; stored: number }>(
      'SELECT (SELECT count(*)::int FROM articles) AS articles, (SELECT count(*)::int FROM recommendation_signals) AS stored',
    );
    expect(signals.rows[0]!.stored).toBe(signals.rows[0]!.articles);
    const last = (
      await pool.query<{ doi: string }>('SELECT doi FROM articles ORDER BY updated_at DESC, id DESC LIMIT $1', [files.length - 30])
    ).rows.map((r) => r.doi);
    const updated = await lists(pool, last);
    expect(Object.keys(updated).length).toBeGreaterThan(5);
    await refreshRecommendations(pool);
    expect(await lists(pool, last)).toEqual(updated);
  });
});

type Lists = Map<number, Array<{ id: number; score: number }>>;

/** Every stored list, by article id: [recommended id, score] best first. */
async function allLists(pool: pg.Pool): Promise<Lists> {
  const { rows } = await pool.query<{ a: string; b: string; score: number }>(
    'SELECT article_id AS a, recommended_article_id AS b, score FROM recommendations ORDER BY article_id, rank',
  );
  const out: Lists = new Map();
  for (const r of rows) {
    const list = out.get(Number(r.a)) ?? [];
    list.push({ id: Number(r.b), score: r.score });
    out.set(Number(r.a), list);
  }
  return out;
}

/** The term counts as kept by the triggers, and as counted again from every stored article. */
async function termCounts(pool: pg.Pool): Promise<{ kept: string[]; recounted: string[] }> {
  const kept = await pool.query<{ t: string }>("SELECT term || ':' || df AS t FROM recommendation_term_df ORDER BY term");
  const recounted = await pool.query<{ t: string }>(
    `SELECT u.term || ':' || count(*) AS t FROM recommendation_signals s
     CROSS JOIN LATERAL (SELECT DISTINCT x AS term FROM unnest(s.strong || s.terms) AS x) u GROUP BY u.term ORDER BY u.term`,
  );
  return { kept: kept.rows.map((r) => r.t), recounted: recounted.rows.map((r) => r.t) };
}

describe('recommendations updated after a run equal a full refresh for the lists it makes again (migration 0032)', () => {
  it('new articles sharing terms, a reference DOI or a citation, and an article re-ingested with other text', async () => {
    const files = (await collectXmlFiles([SAMPLES_DIR])).files.sort();
    const first = await ingestPaths(pool, files.slice(0, 50), {
      maxBytes: 20 * 1024 * 1024,
      refreshTopics: false,
      refreshRecommendations: false,
    });
    expect(first.failures).toEqual([]);
    await refreshRecommendations(pool);
    const stored = await allLists(pool);
    const columns = (
      await pool.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'articles' AND is_generated = 'NEVER'
         AND column_default IS NULL AND column_name NOT IN ('pii', 'eid', 'doi', 'title', 'model') ORDER BY ordinal_position`,
      )
    ).rows.map((r) => r.column_name);
    /** A new article made from a stored one: its title and model, or a title of its own and no abstract or keywords. */
    const copy = async (source: number, tag: string, title?: string): Promise<number> => {
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO articles (pii, eid, doi, title, model, ${columns.join(', ')})
         SELECT 'SREC' || $2, 'rec-' || $2, NULL, coalesce($3, a.title),
           CASE WHEN $3::text IS NULL THEN a.model ELSE a.model || '{"abstracts": [], "keywords": []}'::jsonb END,
           ${columns.map((c) => `a.${c}`).join(', ')}
         FROM articles a WHERE a.id = $1 RETURNING id`,
        [source, tag, title ?? null],
      );
      return Number(rows[0]!.id);
    };
    // The articles whose lists a score of 0.2 (one shared citation, or the same references) enters.
    const open = [...stored].filter(([, list]) => list.length < 6 || list.at(-1)!.score < 0.2).map(([id]) => id);
    const withReferences = await pool.query<{ id: string }>(
      `SELECT article_id AS id FROM article_references WHERE doi IS NOT NULL AND article_id = ANY($1::bigint[])
       GROUP BY article_id HAVING count(*) >= 3 ORDER BY article_id`,
      [open],
    );
    const [coupled, cited] = withReferences.rows.map((r) => Number(r.id));
    const [shared] = [...stored.keys()];
    // The article most lists hold: re-ingested with text of its own and no references.
    const held = new Map<number, number>();
    for (const list of stored.values()) for (const r of list) held.set(r.id, (held.get(r.id) ?? 0) + 1);
    const [leaving] = [...held].filter(([id]) => id !== coupled && id !== cited && id !== shared).sort((x, y) => y[1] - x[1])[0]!;
    expect(coupled && cited && shared && leaving).toBeTruthy();

    // The run: more ingested articles, and the cases made in SQL.
    const second = await ingestPaths(pool, files.slice(50), {
      maxBytes: 20 * 1024 * 1024,
      refreshTopics: false,
      refreshRecommendations: false,
    });
    expect(second.failures).toEqual([]);
    const ingested = (await pool.query<{ id: string }>('SELECT id FROM articles ORDER BY id DESC LIMIT $1', [files.length - 50])).rows;
    const sharing = await copy(shared!, 'shared');
    const coupling = await copy(coupled!, 'coupling', 'Zorblat frimble quaxing');
    await pool.query(
      `INSERT INTO article_references (article_id, position, ref_id, doi, text)
       SELECT $2, position, ref_id, doi, text FROM article_references WHERE article_id = $1`,
      [coupled, coupling],
    );
    const citing = await copy(cited!, 'citing', 'Vexillary snorkum plimbing');
    await pool.query('INSERT INTO citation_links (citing_article_id, reference_position, cited_article_id) VALUES ($1, 1, $2)', [
      citing,
      cited,
    ]);
    await pool.query(
      `UPDATE articles SET title = 'Quondam yttrious gablets', model = model || '{"abstracts": [], "keywords": []}'::jsonb, updated_at = now()
       WHERE id = $1`,
      [leaving],
    );
    await pool.query('DELETE FROM citation_links WHERE citing_article_id = $1', [leaving]);
    await pool.query('DELETE FROM article_references WHERE article_id = $1', [leaving]);
    const changed = [...ingested.map((r) => Number(r.id)), sharing, coupling, citing, leaving];
    const holding = new Set([...stored].filter(([, list]) => list.some((r) => changed.includes(r.id))).map(([id]) => id));
    expect(holding.size).toBeGreaterThan(0);

    await updateRecommendations(
      pool,
      changed.map((id) => String(id)),
    );
    const updated = await allLists(pool);
    expect(await termCounts(pool).then((c) => c.kept)).toEqual((await termCounts(pool)).recounted);
    await refreshRecommendations(pool);
    const full = await allLists(pool);
    const ids = (list: Lists, id: number) => (list.get(id) ?? []).map((r) => r.id);

    // The cases: what a full refresh makes of them, and the update with it.
    const cases: Array<[string, number, number, boolean]> = [
      ['a new article with the same terms enters the list of the one it shares them with', shared!, sharing, true],
      ['a new article with the same references enters the list of the one it shares them with', coupled!, coupling, true],
      ['a new article citing a stored one enters its list', cited!, citing, true],
      ['the shared-terms article lists the one it shares them with', sharing, shared!, true],
    ];
    for (const [label, list, member, present] of cases) {
      expect(ids(full, list).includes(member), `full refresh: ${label}`).toBe(present);
      expect(ids(updated, list).includes(member), `update: ${label}`).toBe(present);
    }
    const leftBy = [...stored].filter(([, list]) => list.some((r) => r.id === leaving)).map(([id]) => id);
    expect(leftBy.length).toBeGreaterThan(0);
    expect(leftBy.filter((id) => ids(full, id).includes(leaving)).length).toBeLessThan(leftBy.length);

    // The rule: lists of changed articles and lists that held one are the full refresh's.
    const remade = new Set([...changed, ...holding]);
    for (const id of remade) expect(updated.get(id) ?? [], `list of ${id}`).toEqual(full.get(id) ?? []);
    // Any other list: its stored entries in their order and scores, the changed articles put in
    // at the full refresh's scores where they outrank them.
    for (const [id, list] of updated) {
      if (remade.has(id)) continue;
      const kept = list.filter((r) => !changed.includes(r.id));
      expect(kept, `list of ${id}`).toEqual((stored.get(id) ?? []).slice(0, kept.length));
      for (const r of list.filter((e) => changed.includes(e.id))) {
        const inFull = full.get(id)?.find((e) => e.id === r.id);
        if (inFull) expect(r.score, `${r.id} in the list of ${id}`).toBe(inFull.score);
      }
      for (const e of (full.get(id) ?? []).filter((x) => changed.includes(x.id))) {
        const taken = list.some((r) => r.id === e.id);
        expect(taken || (list.length === 6 && list.at(-1)!.score >= e.score), `${e.id} in the list of ${id}`).toBe(true);
      }
    }

    // Removing an article takes its terms out of the counts.
    await pool.query('DELETE FROM articles WHERE id = $1', [sharing]);
    const counts = await termCounts(pool);
    expect(counts.kept).toEqual(counts.recounted);
  }, 300_000);
});
