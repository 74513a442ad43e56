import type pg from 'pg';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { enrichedEntrySchema, type EnrichedEntry } from '#src/shared/enriched/enriched-content.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';

/**
 * Stored enriched content (migration 0021, ADR 006): the apps' payloads computed at ingest
 * (written in the article's own transaction) and the imported ones (ICI).
 */

/** Replaces the article's ingest-computed apps; imported ones (ICI) stay. Runs inside saveArticle's transaction. */
export async function saveEnrichedContent(client: pg.PoolClient, articleId: string, entries: readonly EnrichedEntry[]): Promise<void> {
  await client.query(`DELETE FROM enriched_content WHERE article_id = $1 AND origin = 'ingest'`, [articleId]);
  if (entries.length === 0) return;
  await client.query(
    `INSERT INTO enriched_content (article_id, shortcode, success, payload)
     SELECT $1, e.shortcode, e.success, e.payload
       FROM jsonb_to_recordset($2::jsonb) AS e(shortcode text, success boolean, payload jsonb)
     ON CONFLICT (article_id, shortcode) DO NOTHING`,
    [
      articleId,
      JSON.stringify(entries.map((e) => ({ shortcode: e.appDetails.shortcode, success: e.success, payload: e.payload ?? null }))),
    ],
  );
}

export interface EnrichedArticle {
  pii: string;
  /** What the address's A, B and C are checked against. */
  publication: ArticleModel['publication'];
  dates: ArticleModel['dates'];
  doi: string | undefined;
  entries: EnrichedEntry[];
}

export function createEnrichedContentRepository(pool: pg.Pool) {
  return {
    async forArticle(pii: string): Promise<EnrichedArticle | null> {
      const res = await pool.query<{
        pii: string;
        doi: string | null;
        publication: ArticleModel['publication'];
        dates: ArticleModel['dates'];
        entries: unknown[];
      }>(
        `SELECT a.pii, a.doi, a.model -> 'publication' AS publication, a.model -> 'dates' AS dates,
                COALESCE((SELECT jsonb_agg(jsonb_build_object('appDetails', jsonb_build_object('shortcode', e.shortcode), 'success', e.success, 'payload', e.payload)
                                           ORDER BY array_position(ARRAY['DP','OD','MD','GD','ICI','DL','VM'], e.shortcode))
                            FROM enriched_content e WHERE e.article_id = a.id), '[]'::jsonb) AS entries
           FROM articles a WHERE a.pii = $1`,
        [normalizePii(pii)],
      );
      const row = res.rows[0];
      if (!row) return null;
      return {
        pii: row.pii,
        doi: row.doi ?? undefined,
        publication: row.publication,
        dates: row.dates,
        entries: row.entries.map((e) => enrichedEntrySchema.parse(e)),
      };
    },

    /** Stores (or replaces) an article's imported ICI payload; false when there is no such article. */
    async importCaseInsights(pii: string, payload: unknown): Promise<boolean> {
      const res = await pool.query(
        `INSERT INTO enriched_content (article_id, shortcode, success, payload, origin)
         SELECT id, 'ICI', true, $2::jsonb, 'import' FROM articles WHERE pii = $1
         ON CONFLICT (article_id, shortcode) DO UPDATE SET payload = EXCLUDED.payload, success = true, origin = 'import', updated_at = now()`,
        [normalizePii(pii), JSON.stringify(payload)],
      );
      return (res.rowCount ?? 0) > 0;
    },
  };
}
export type EnrichedContentRepository = ReturnType<typeof createEnrichedContentRepository>;
