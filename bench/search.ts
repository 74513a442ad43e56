/**
 * `npm run bench -- --only search [--articles N]`: search latency (p50 and p95) over common
 * terms, the finding bench's query set and known-item titles, on the samples — or, with
 * `--articles N`, on the samples grown to N rows by copying stored rows in SQL (new PIIs,
 * shuffled titles, the same search vectors; a quick stand-in for `npm run bench:scale`, whose
 * synthetic articles are real ingests). Measures, never asserts.
 */
import path from 'node:path';
import fs from 'node:fs/promises';
import type pg from 'pg';
import { openDatabase } from '#src/db/client.server.ts';
import { searchArticles } from '#src/db/search-repository.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { parseSearchParams, type SearchRequest } from '#src/shared/search/search-query.ts';
import { SEARCH_QUERIES } from './finding.ts';

const COMMON = ['qs=cell', 'qs=protein', 'qs=the', 'qs=cell&page=3', 'qs=cell&sort=date', 'qs=cells+protein&openAccess=true'];
const KNOWN_ITEMS = 8;
const ROUNDS = 5;

type Print = (name: string, value: number | string) => void;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

function requestOf(query: string): SearchRequest {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (!parsed.ok) throw new Error(`bench query ${query}: ${parsed.message}`);
  return parsed.request;
}

/** Copies stored rows until there are `target` articles (new identifiers, shuffled title words, a small model). */
async function grow(pool: pg.Pool, target: number): Promise<void> {
  const columns = (
    await pool.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'articles' AND is_generated = 'NEVER'
       AND column_default IS NULL AND column_name NOT IN ('pii', 'eid', 'doi', 'title', 'model') ORDER BY ordinal_position`,
    )
  ).rows.map((r) => r.column_name);
  const base = (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0]!.n;
  for (let have = base; have < target; have += 5000) {
    const rows = Math.min(5000, target - have);
    await pool.query(
      `INSERT INTO articles (pii, eid, doi, title, model, ${columns.join(', ')})
       SELECT 'SBENCH' || lpad((${have} + g)::text, 11, '0'), 'bench-' || (${have} + g), '10.9999/bench.' || (${have} + g),
         (SELECT string_agg(w, ' ' ORDER BY random()) FROM unnest(string_to_array(a.title, ' ')) w),
         jsonb_build_object('abstracts', a.model -> 'abstracts', 'keywords', a.model -> 'keywords'),
         ${columns.map((c) => `a.${c}`).join(', ')}
       FROM generate_series(1, ${rows}) g
       JOIN LATERAL (SELECT * FROM articles WHERE id = (SELECT min(id) FROM articles) + g % ${base} LIMIT 1) a ON true`,
    );
  }
  await pool.query('ANALYZE articles');
}

/** `search` is the implementation measured (the repository's, unless comparing another). */
export async function searchBench(pool: pg.Pool, print: Print, search: typeof searchArticles = searchArticles): Promise<void> {
  const titles = (
    await pool.query<{ title: string }>(`SELECT title FROM articles WHERE pii NOT LIKE 'SBENCH%' ORDER BY md5(pii) LIMIT ${KNOWN_ITEMS}`)
  ).rows.map((r) => r.title.slice(0, 250));
  const groups: Record<string, SearchRequest[]> = {
    common: COMMON.map(requestOf),
    finding: SEARCH_QUERIES.map(requestOf),
    known_item: titles.map((t) => requestOf(`qs=${encodeURIComponent(t)}`)),
  };
  const all: number[] = [];
  for (const [name, requests] of Object.entries(groups)) {
    for (const r of requests) await search(pool, r); // warm the caches once
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const r of requests) {
        const t0 = performance.now();
        await search(pool, r);
        times.push(performance.now() - t0);
      }
    }
    all.push(...times);
    print(`search_${name}_p50_ms`, percentile(times, 50).toFixed(2));
    print(`search_${name}_p95_ms`, percentile(times, 95).toFixed(2));
  }
  for (const q of ['qs=cell', 'qs=protein']) {
    const r = requestOf(q);
    const t0 = performance.now();
    const page = await search(pool, r);
    print(`search_${r.qs}_ms`, `${(performance.now() - t0).toFixed(2)} (${page.estimated ? 'about ' : ''}${page.hitCount} hits)`);
  }
  let firsts = 0;
  for (const t of titles) if ((await search(pool, requestOf(`qs=${encodeURIComponent(t)}`))).results[0]?.title === t) firsts++;
  print('search_known_item_first', `${firsts}/${titles.length}`);
  print('search_p50_ms', percentile(all, 50).toFixed(2));
  print('search_p95_ms', percentile(all, 95).toFixed(2));
}

/** The search bench alone, in a database of its own under `dataDir`. */
export async function searchBenchOnly(dataDir: string, print: Print, articles: number | null): Promise<void> {
  await fs.rm(dataDir, { recursive: true, force: true });
  const db = await openDatabase({ dataDir, poolSize: 4 });
  try {
    await ingestPaths(db.pool, [path.resolve('samples')], { maxBytes: 50 * 1024 * 1024 });
    if (articles) await grow(db.pool, articles);
    print('search_articles', (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM articles')).rows[0]!.n);
    await searchBench(db.pool, print);
  } finally {
    await db.close();
  }
}
