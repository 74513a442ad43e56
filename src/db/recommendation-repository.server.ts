import type pg from 'pg';
import type { ArticleSummary } from '#src/shared/api/api-contract.ts';
import type { FeedbackItem } from '#src/shared/recommendations/recommendation-feedback.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { FREE_TO_READ_SQL, SUMMARY_COLUMNS, toSummary, type SummaryRow } from './article-summary.server.ts';

export interface Recommendation {
  /** Database id of the recommended article (signed into its token). */
  id: string;
  summary: ArticleSummary;
  /** Free to every reader (open access, open archive or made free by an editor). */
  free: boolean;
  /** Its journal is hosted for another publisher (publications.third_party). */
  thirdParty: boolean;
}

export interface Recommendations {
  articleId: string;
  pii: string;
  items: Recommendation[];
}

/** Feedback as stored: the item, and the article pair when its token verified. */
export interface StoredFeedback {
  item: FeedbackItem;
  pair: { articleId: string; recommendedArticleId: string } | null;
}

export function createRecommendationRepository(pool: pg.Pool) {
  return {
    /** The precomputed list of an article (best first); null when there is no such article. One index lookup. */
    async recommendationsFor(pii: string): Promise<Recommendations | null> {
      const article = await pool.query<{ id: string; pii: string }>('SELECT id, pii FROM articles WHERE pii = $1', [normalizePii(pii)]);
      const self = article.rows[0];
      if (!self) return null;
      const res = await pool.query<SummaryRow & { id: string; free: boolean; third_party: boolean }>(
        `SELECT a.id, ${SUMMARY_COLUMNS}, ${FREE_TO_READ_SQL} AS free, p.third_party
         FROM recommendations r JOIN articles a ON a.id = r.recommended_article_id JOIN publications p ON p.id = a.publication_id
         WHERE r.article_id = $1 ORDER BY r.rank`,
        [self.id],
      );
      return {
        articleId: self.id,
        pii: self.pii,
        items: res.rows.map((r) => ({ id: r.id, summary: toSummary(r), free: r.free, thirdParty: r.third_party })),
      };
    },

    async storeFeedback(feedback: StoredFeedback[]): Promise<void> {
      await pool.query(
        `INSERT INTO recommendation_feedback (action, recommendation_token, position, page_load_id, properties, article_id, recommended_article_id)
         SELECT u.action, u.token, u.position, u.page_load_id, u.properties,
           (SELECT id FROM articles WHERE id = u.article_id), (SELECT id FROM articles WHERE id = u.recommended_article_id)
         FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::jsonb[], $6::bigint[], $7::bigint[])
           AS u(action, token, position, page_load_id, properties, article_id, recommended_article_id)`,
        [
          feedback.map((f) => f.item.action),
          feedback.map((f) => f.item.recommendationToken),
          feedback.map((f) => f.item.properties.position),
          feedback.map((f) => f.item.properties.pageLoadId ?? null),
          feedback.map((f) => JSON.stringify(f.item.properties)),
          feedback.map((f) => f.pair?.articleId ?? null),
          feedback.map((f) => f.pair?.recommendedArticleId ?? null),
        ],
      );
    },
  };
}
export type RecommendationRepository = ReturnType<typeof createRecommendationRepository>;
