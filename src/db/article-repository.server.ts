import type pg from 'pg';
import type { ArticleSummary, PublicationSummary } from '#src/shared/api/api-contract.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './article-summary.server.ts';
import type { ArticleReader, ArticleRecord, ArticleStamp } from '#src/shared/article/article-reader.ts';
import type { ArticleModel, ContentNode, Reference } from '#src/shared/article/content-model.ts';
import { plainText } from '#src/shared/article/article-metadata.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import type { SearchRequest } from '#src/shared/search/search-query.ts';
import { referredToBy, refersTo } from './related-repository.server.ts';
import { searchArticles, searchOptions } from './search-repository.server.ts';
import { ARTICLE_COUNT_SQL, COUNTS_JOIN } from './article-counts.server.ts';

export interface CitingArticle {
  pii: string;
  doi: string | null;
  title: string;
  publicationYear: number | null;
  publicationTitle: string;
  authors: string[];
  /** Plain text of the citing article's (author) abstract; null without one. */
  abstract: string | null;
}

/** Search filter choices are read again after this long: a journal's first article joins the list within it. */
const SEARCH_OPTIONS_MS = 30_000;

/** `read` at most once per `ms`: callers within it share the last answer (or the read under way); a failed read is not kept. */
function recentFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!kept || now - kept.at >= ms) {
      const value = read();
      const entry = { at: now, value };
      kept = entry;
      value.catch(() => {
        if (kept === entry) kept = undefined;
      });
    }
    return kept.value;
  };
}

export function createArticleRepository(pool: pg.Pool) {
  const repository = {
    /** The cheap part of an article lookup: enough to key a render cache. */
    async stampByPii(pii: string): Promise<ArticleStamp | null> {
      const res = await pool.query<{ id: string; pii: string; updated_at: Date }>(
        'SELECT id, pii, updated_at FROM articles WHERE pii = $1',
        [normalizePii(pii)],
      );
      const row = res.rows[0];
      return row ? { id: row.id, pii: row.pii, updatedAt: row.updated_at.toISOString() } : null;
    },

    async findByPii(pii: string): Promise<ArticleRecord | null> {
      const res = await pool.query<{ id: string; pii: string; doi: string | null; updated_at: Date; model: ArticleModel }>(
        'SELECT id, pii, doi, updated_at, model FROM articles WHERE pii = $1',
        [normalizePii(pii)],
      );
      const row = res.rows[0];
      return row ? { id: row.id, pii: row.pii, doi: row.doi, updatedAt: row.updated_at.toISOString(), model: row.model } : null;
    },

    /** One top-level member of the stored model, without loading the rest. */
    async modelPart<K extends keyof ArticleModel>(pii: string, key: K): Promise<ArticleModel[K] | undefined> {
      const res = await pool.query<{ part: ArticleModel[K] }>('SELECT model -> $2::text AS part FROM articles WHERE pii = $1', [
        normalizePii(pii),
        key,
      ]);
      return res.rows[0]?.part;
    },

    /** The article's original XML text (article XML view), or null when not stored. */
    async sourceXml(pii: string): Promise<string | null> {
      const res = await pool.query<{ xml: string }>(
        'SELECT s.xml FROM article_sources s JOIN articles a ON a.id = s.article_id WHERE a.pii = $1',
        [normalizePii(pii)],
      );
      return res.rows[0]?.xml ?? null;
    },

    async findPiiByDoi(doi: string): Promise<string | null> {
      const res = await pool.query<{ pii: string }>('SELECT pii FROM articles WHERE lower(doi) = lower($1)', [doi]);
      return res.rows[0]?.pii ?? null;
    },

    async latest(limit: number): Promise<ArticleSummary[]> {
      const res = await pool.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM articles a JOIN publications p ON p.id = a.publication_id
         ORDER BY a.publication_date DESC NULLS LAST, a.id DESC LIMIT $1`,
        [limit],
      );
      return res.rows.map(toSummary);
    },

    async publications(): Promise<PublicationSummary[]> {
      const res = await pool.query<{
        slug: string;
        title: string;
        issn: string | null;
        eissn: string | null;
        publisher: string | null;
        content_type: string;
        article_count: number;
      }>(
        `SELECT p.slug, p.title, p.issn, p.eissn, p.publisher, p.content_type, ${ARTICLE_COUNT_SQL} AS article_count
         FROM publications p ${COUNTS_JOIN('p')} ORDER BY p.title`,
      );
      return res.rows.map((r) => ({
        slug: r.slug,
        title: r.title,
        issn: r.issn,
        eissn: r.eissn,
        publisher: r.publisher,
        contentType: r.content_type,
        articleCount: r.article_count,
      }));
    },

    async countArticles(): Promise<number> {
      // Summed over the kept per-publication counts (migration 0031), not counted over the articles.
      const res = await pool.query<{ n: number }>('SELECT coalesce(sum(articles), 0)::int AS n FROM publication_article_counts');
      return res.rows[0]!.n;
    },

    /** Stored articles whose references resolve to this one. */
    async citingArticles(articleId: string, offset: number, limit: number): Promise<{ hitCount: number; articles: CitingArticle[] }> {
      const total = await pool.query<{ n: number }>(
        'SELECT count(DISTINCT citing_article_id)::int AS n FROM citation_links WHERE cited_article_id = $1',
        [articleId],
      );
      const res = await pool.query<SummaryRow & { abstract: { children?: ContentNode[] } | null }>(
        `SELECT ${SUMMARY_COLUMNS},
           coalesce((SELECT ab FROM jsonb_array_elements(a.model -> 'abstracts') ab WHERE ab ->> 'kind' = 'author' LIMIT 1), a.model -> 'abstracts' -> 0) AS abstract
         FROM articles a JOIN publications p ON p.id = a.publication_id
         WHERE a.id IN (SELECT citing_article_id FROM citation_links WHERE cited_article_id = $1)
         ORDER BY a.publication_date DESC NULLS LAST, a.id DESC OFFSET $2 LIMIT $3`,
        [articleId, offset, limit],
      );
      return {
        hitCount: total.rows[0]!.n,
        articles: res.rows.map((r) => ({
          pii: r.pii,
          doi: r.doi,
          title: r.title,
          publicationYear: r.publication_year,
          publicationTitle: r.publication_title,
          authors: r.authors,
          abstract: plainText(r.abstract?.children) || null,
        })),
      };
    },

    /** Full-text search with filters, sort, pages and snippets (search-repository.server.ts). */
    search: (request: SearchRequest) => searchArticles(pool, request),
    // The same for every request and changed only by ingest: read at most once per SEARCH_OPTIONS_MS.
    searchOptions: recentFor(SEARCH_OPTIONS_MS, () => searchOptions(pool)),

    /** spec 001 §7 refersTo / referredToBy (related-repository.server.ts). */
    refersTo: (pii: string) => refersTo(pool, pii),
    referredToBy: (eid: string) => referredToBy(pool, eid),

    async citedByCount(articleId: string): Promise<number> {
      const res = await pool.query<{ n: number }>(
        'SELECT count(DISTINCT citing_article_id)::int AS n FROM citation_links WHERE cited_article_id = $1',
        [articleId],
      );
      return res.rows[0]!.n;
    },

    /** References with the PII of the stored article each one cites, when there is one. */
    async referencesWithLinks(
      articleId: string,
      references: Reference[],
    ): Promise<Array<Reference & { internal: { pii: string } | null }>> {
      const res = await pool.query<{ reference_position: number; pii: string }>(
        `SELECT l.reference_position, a.pii FROM citation_links l JOIN articles a ON a.id = l.cited_article_id
         WHERE l.citing_article_id = $1`,
        [articleId],
      );
      const byPosition = new Map(res.rows.map((r) => [r.reference_position, r.pii]));
      return references.map((r, i) => ({ ...r, internal: byPosition.has(i) ? { pii: byPosition.get(i)! } : null }));
    },
  };
  return repository satisfies ArticleReader;
}

export type ArticleRepository = ReturnType<typeof createArticleRepository>;
