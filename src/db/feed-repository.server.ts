import type pg from 'pg';
import type { Abstract } from '#src/shared/article/content-model.ts';

/** Reads for journal feeds and the sitemap: only the columns those documents show. */
export interface FeedArticle {
  pii: string;
  doi: string | null;
  title: string;
  /** ISO yyyy[-mm[-dd]] as stored. */
  publicationDate: string | null;
  /** Microsecond ISO timestamp of the last change. */
  updated: string;
  authors: string[];
  abstracts: Abstract[];
}

export interface SitemapEntry {
  pii: string;
  updated: string;
}

const STAMP = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function createFeedRepository(pool: pg.Pool) {
  return {
    /**
     * A journal's newest articles, by publication date. In press: not yet assigned to a
     * volume (spec 001's /journal/{title}/articles-in-press).
     */
    async latestInJournal(slug: string, limit: number, inPress: boolean): Promise<FeedArticle[]> {
      const res = await pool.query<FeedArticle>(
        `SELECT a.pii, a.doi, a.title, a.publication_date AS "publicationDate", ${STAMP('a.updated_at')} AS updated,
           (SELECT coalesce(array_agg(c.display_name ORDER BY c.position), '{}') FROM contributors c
            WHERE c.article_id = a.id AND c.kind <> 'member' AND c.contrib_type = 'author') AS authors,
           coalesce(a.model -> 'abstracts', '[]'::jsonb) AS abstracts
         FROM articles a JOIN publications p ON p.id = a.publication_id
         WHERE p.slug = $1 AND ($3::boolean IS FALSE OR a.volume IS NULL)
         ORDER BY a.publication_date DESC NULLS LAST, a.id DESC LIMIT $2`,
        [slug, limit, inPress],
      );
      return res.rows;
    },

    /** Article count and newest change: whether the sitemap fits one file, and the home page's lastmod. */
    async sitemapStats(): Promise<{ count: number; newest: string | null }> {
      const res = await pool.query<{ count: number; newest: string | null }>(
        `SELECT count(*)::int AS count, ${STAMP('max(updated_at)')} AS newest FROM articles`,
      );
      return res.rows[0]!;
    },

    /**
     * Sitemap files of `size` articles each in id order: each file's first id (its address,
     * so a file is read straight off the primary key) and newest change. One pass over the
     * table; crawlers fetch the index rarely.
     */
    async sitemapGroups(size: number): Promise<Array<{ startId: string; newest: string }>> {
      const res = await pool.query<{ start_id: string; newest: string }>(
        `SELECT min(id)::text AS start_id, ${STAMP('max(updated_at)')} AS newest
         FROM (SELECT id, updated_at, (row_number() OVER (ORDER BY id) - 1) / $1 AS grp FROM articles) t
         GROUP BY grp ORDER BY grp`,
        [size],
      );
      return res.rows.map((r) => ({ startId: r.start_id, newest: r.newest }));
    },

    /** Up to `limit` articles from id `startId` on, in id order. */
    async sitemapEntries(startId: string, limit: number): Promise<SitemapEntry[]> {
      const res = await pool.query<SitemapEntry>(
        `SELECT pii, ${STAMP('updated_at')} AS updated FROM articles WHERE id >= $1::bigint ORDER BY id LIMIT $2`,
        [startId, limit],
      );
      return res.rows;
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
