/**
 * Recommendation relevance for `npm run bench` (a sanity figure, never asserted): the share of
 * recommendations that share a subject or keyword with their article, over the samples and —
 * when ../shared/corpus exists — over the corpus ingested into a database of its own.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { openDatabase } from '#src/db/client.server.ts';
import { refreshRecommendations } from '#src/db/recommendation-builder.server.ts';
import { ingestPaths } from '#src/ingest/ingest-paths.server.ts';
import { topicalShare, type TopicalShare, type TopicFacts } from './lib/topical-share.ts';

export const CORPUS_DIR = path.resolve('../shared/corpus');

/** The stored recommendations' topical share (subjects and keyword terms from each article's model). */
export async function storedTopicalShare(pool: pg.Pool): Promise<TopicalShare> {
  const facts = new Map<string, TopicFacts>();
  const { rows } = await pool.query<{ id: string; subjects: string[] | null; keywords: string[] | null }>(
    `SELECT id, model->'subjects' AS subjects, jsonb_path_query_array(model, 'strict $.keywords[*].terms[*]') AS keywords FROM articles`,
  );
  for (const r of rows) facts.set(r.id, { subjects: r.subjects ?? [], keywords: r.keywords ?? [] });
  const recs = await pool.query<{ article_id: string; recommended_article_id: string }>(
    'SELECT article_id, recommended_article_id FROM recommendations',
  );
  const none: TopicFacts = { subjects: [], keywords: [] };
  return topicalShare(recs.rows.map((r) => [facts.get(r.article_id) ?? none, facts.get(r.recommended_article_id) ?? none] as const));
}

export function printShare(prefix: string, share: TopicalShare, print: (name: string, value: number | string) => void): void {
  print(`${prefix}_count`, share.recommendations);
  print(`${prefix}_topical_share`, share.share.toFixed(3));
}

/** The corpus in a fresh embedded database (its own data folder), recommendations built, the share printed. */
export async function corpusRelevanceBench(dataDir: string, print: (name: string, value: number | string) => void): Promise<void> {
  if (!existsSync(CORPUS_DIR)) {
    print('recommendations_corpus', 'skipped (no ../shared/corpus)');
    return;
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  const db = await openDatabase({ dataDir, poolSize: 4 });
  try {
    const summary = await ingestPaths(db.pool, [CORPUS_DIR], { maxBytes: 50 * 1024 * 1024 });
    print('recommendations_corpus_articles', summary.ingested + summary.updated);
    await refreshRecommendations(db.pool);
    printShare('recommendations_corpus', await storedTopicalShare(db.pool), print);
  } finally {
    await db.close();
  }
}
