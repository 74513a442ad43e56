import type pg from 'pg';
import type { ArticleAccessFacts, BusinessModel } from '#src/shared/access/entitlement.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { publisherLinksOf, type PublisherLinks } from '#src/shared/access/publisher-links.ts';

/**
 * Entitlement facts and their administration (spec 001 §6): publication business models,
 * per-article free-to-read overrides, institutional subscriptions, paid orders and admin
 * grants. The decision itself is src/shared/access/entitlement.ts; this module only gathers facts.
 */
export interface ArticleAccessRow {
  articleId: string;
  pii: string;
  publicationId: string;
  facts: ArticleAccessFacts;
  available: {
    body: boolean;
    references: boolean;
    glossary: boolean;
    authors: boolean;
    questions: boolean;
    substances?: boolean;
    exam?: boolean;
  };
  /** In an issue (journals) or a book: "Download full issue / volume / book" applies. */
  inCollection: boolean;
  /** The journal is hosted for another publisher (0013): universal PDF button, no usage reporting. */
  isThirdParty: boolean;
  /** Publisher-supplied links of the article (0013). */
  publisherLinks: PublisherLinks;
  /** The enhanced-reader setting (0019): the article's, else its publication's. */
  enhancedReader?: boolean;
}

export interface ReaderIds {
  userId: string | null;
  institutionIds: string[];
}

export interface Subscription {
  id: string;
  institutionId: string;
  publicationId: string;
  publicationSlug: string;
  fromYear: number | null;
  toYear: number | null;
}

export interface PaidOrder {
  id: string;
  pii: string;
  title: string;
  amountCents: number;
  currency: string;
  paidAt: string;
}

export interface Grant {
  id: string;
  userId: string | null;
  institutionId: string | null;
  articleId: string | null;
  publicationId: string | null;
  note: string | null;
}

type FactsRow = {
  id: string;
  pii: string;
  publication_id: string;
  business_model: BusinessModel;
  free_to_read: boolean;
  open_access: boolean;
  open_archive: boolean;
  item_weight: string;
  has_body: boolean;
  has_references: boolean;
  has_glossary: boolean;
  has_authors: boolean;
  has_questions: boolean;
  subscribed_institution_id: string | null;
  purchased: boolean;
  grant_institution_id: string | null;
  granted: boolean;
  in_collection: boolean;
  third_party: boolean;
  ssrn_id: string | null;
  open_manuscript_url: string | null;
  clinical_key_url: string | null;
  has_substances: boolean;
  has_exam: boolean;
  enhanced_reader: boolean;
};

const FACTS_SQL = `
  SELECT a.id, a.pii, a.publication_id, p.business_model, a.free_to_read, a.open_access, a.open_archive, a.item_weight,
         a.has_body, a.has_references, a.has_glossary, a.has_authors,
         EXISTS (SELECT 1 FROM article_questions q WHERE q.article_id = a.id) AS has_questions,
         (a.issue_id IS NOT NULL OR p.content_type <> 'JL') AS in_collection,
         p.third_party, a.ssrn_id, a.open_manuscript_url, a.clinical_key_url,
         EXISTS (SELECT 1 FROM article_substances sm WHERE sm.article_id = a.id) AS has_substances,
         EXISTS (SELECT 1 FROM article_exams ex WHERE ex.article_id = a.id) AS has_exam,
         COALESCE(a.enhanced_reader, p.enhanced_reader) AS enhanced_reader,
         (SELECT s.institution_id::text FROM subscriptions s
           WHERE s.publication_id = a.publication_id AND s.institution_id = ANY($2::bigint[])
             AND (s.from_year IS NULL OR a.publication_year >= s.from_year)
             AND (s.to_year IS NULL OR a.publication_year <= s.to_year)
           ORDER BY s.id LIMIT 1) AS subscribed_institution_id,
         EXISTS (SELECT 1 FROM orders o WHERE o.user_id = $3 AND o.article_id = a.id AND o.status = 'paid') AS purchased,
         g.institution_id::text AS grant_institution_id, g.id IS NOT NULL AS granted
  FROM articles a JOIN publications p ON p.id = a.publication_id
  LEFT JOIN LATERAL (
    SELECT id, institution_id FROM access_grants
    WHERE (user_id = $3 OR institution_id = ANY($2::bigint[])) AND (article_id = a.id OR publication_id = a.publication_id)
    ORDER BY user_id NULLS LAST, id LIMIT 1
  ) g ON true
  WHERE a.pii = $1`;

export function createEntitlementRepository(pool: pg.Pool) {
  return {
    /** Everything the decision needs for one article and one reader, in one round trip; null: no such article. */
    async articleAccessFacts(pii: string, reader: ReaderIds): Promise<ArticleAccessRow | null> {
      const { rows } = await pool.query<FactsRow>(FACTS_SQL, [normalizePii(pii), reader.institutionIds, reader.userId]);
      const r = rows[0];
      if (!r) return null;
      return {
        articleId: r.id,
        pii: r.pii,
        publicationId: r.publication_id,
        facts: {
          businessModel: r.business_model,
          openAccess: r.open_access,
          openArchive: r.open_archive,
          freeToRead: r.free_to_read,
          itemWeight: r.item_weight,
          subscribedInstitutionId: r.subscribed_institution_id,
          purchased: r.purchased,
          grant: r.granted ? { institutionId: r.grant_institution_id } : null,
        },
        available: {
          body: r.has_body,
          references: r.has_references,
          glossary: r.has_glossary,
          authors: r.has_authors,
          questions: r.has_questions,
          substances: r.has_substances,
          exam: r.has_exam,
        },
        inCollection: r.in_collection,
        isThirdParty: r.third_party,
        publisherLinks: publisherLinksOf({
          ssrnId: r.ssrn_id,
          openManuscriptUrl: r.open_manuscript_url,
          clinicalKeyUrl: r.clinical_key_url,
        }),
        enhancedReader: r.enhanced_reader,
      };
    },

    /**
     * The article a stored file belongs to (the one /media/{eid} serves) and whether the file
     * is part of the abstract scope (a graphical abstract's figure), which every reader may see.
     */
    async assetOwner(eid: string): Promise<{ pii: string; inAbstract: boolean } | null> {
      const { rows } = await pool.query<{ pii: string; in_abstract: boolean }>(
        `SELECT a.pii, (s.ref IS NOT NULL AND EXISTS (
                  SELECT 1 FROM jsonb_path_query(a.model -> 'abstracts', 'strict $.**') v WHERE v = to_jsonb(s.ref))) AS in_abstract
         FROM assets s JOIN articles a ON a.id = s.article_id
         WHERE s.eid = $1 AND s.storage_key IS NOT NULL ORDER BY s.article_id DESC LIMIT 1`,
        [eid],
      );
      const r = rows[0];
      return r ? { pii: r.pii, inAbstract: r.in_abstract } : null;
    },

    async setBusinessModel(publicationSlug: string, model: BusinessModel): Promise<boolean> {
      const res = await pool.query('UPDATE publications SET business_model = $2 WHERE slug = $1', [publicationSlug, model]);
      return res.rowCount === 1;
    },

    async setFreeToRead(pii: string, free: boolean): Promise<boolean> {
      const res = await pool.query('UPDATE articles SET free_to_read = $2 WHERE pii = $1', [normalizePii(pii), free]);
      return res.rowCount === 1;
    },

    async publicationIdBySlug(slug: string): Promise<string | null> {
      const { rows } = await pool.query<{ id: string }>('SELECT id FROM publications WHERE slug = $1', [slug]);
      return rows[0]?.id ?? null;
    },

    /** What the purchase page names: the article's title and its publication's. */
    async purchaseSubject(pii: string): Promise<{ title: string; publicationTitle: string } | null> {
      const { rows } = await pool.query<{ title: string; publication_title: string }>(
        'SELECT a.title, p.title AS publication_title FROM articles a JOIN publications p ON p.id = a.publication_id WHERE a.pii = $1',
        [normalizePii(pii)],
      );
      return rows[0] ? { title: rows[0].title, publicationTitle: rows[0].publication_title } : null;
    },

    async articleIdByPii(pii: string): Promise<string | null> {
      const { rows } = await pool.query<{ id: string }>('SELECT id FROM articles WHERE pii = $1', [normalizePii(pii)]);
      return rows[0]?.id ?? null;
    },

    /** Years inclusive; null = open-ended. */
    async addSubscription(s: {
      institutionId: string;
      publicationId: string;
      fromYear?: number | null;
      toYear?: number | null;
    }): Promise<string> {
      const { rows } = await pool.query<{ id: string }>(
        'INSERT INTO subscriptions (institution_id, publication_id, from_year, to_year) VALUES ($1, $2, $3, $4) RETURNING id',
        [s.institutionId, s.publicationId, s.fromYear ?? null, s.toYear ?? null],
      );
      return rows[0]!.id;
    },

    async removeSubscription(id: string): Promise<boolean> {
      return (await pool.query('DELETE FROM subscriptions WHERE id = $1', [id])).rowCount === 1;
    },

    async listSubscriptions(institutionId?: string): Promise<Subscription[]> {
      const { rows } = await pool.query<{
        id: string;
        institution_id: string;
        publication_id: string;
        slug: string;
        from_year: number | null;
        to_year: number | null;
      }>(
        `SELECT s.id, s.institution_id, s.publication_id, p.slug, s.from_year, s.to_year
         FROM subscriptions s JOIN publications p ON p.id = s.publication_id
         WHERE $1::bigint IS NULL OR s.institution_id = $1 ORDER BY s.id`,
        [institutionId ?? null],
      );
      return rows.map((r) => ({
        id: r.id,
        institutionId: r.institution_id,
        publicationId: r.publication_id,
        publicationSlug: r.slug,
        fromYear: r.from_year,
        toYear: r.to_year,
      }));
    },

    /** One of userId/institutionId and one of articleId/publicationId. */
    async addGrant(g: Omit<Grant, 'id'>): Promise<string> {
      const { rows } = await pool.query<{ id: string }>(
        'INSERT INTO access_grants (user_id, institution_id, article_id, publication_id, note) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [g.userId, g.institutionId, g.articleId, g.publicationId, g.note],
      );
      return rows[0]!.id;
    },

    async removeGrant(id: string): Promise<boolean> {
      return (await pool.query('DELETE FROM access_grants WHERE id = $1', [id])).rowCount === 1;
    },

    async listGrants(): Promise<Grant[]> {
      const { rows } = await pool.query<{
        id: string;
        user_id: string | null;
        institution_id: string | null;
        article_id: string | null;
        publication_id: string | null;
        note: string | null;
      }>('SELECT id, user_id, institution_id, article_id, publication_id, note FROM access_grants ORDER BY id');
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        institutionId: r.institution_id,
        articleId: r.article_id,
        publicationId: r.publication_id,
        note: r.note,
      }));
    },

    /** Records a paid order; a second payment for an article the user already owns keeps the first. */
    async recordPaidOrder(o: {
      userId: string;
      articleId: string;
      provider: string;
      providerRef: string;
      amountCents: number;
      currency: string;
    }): Promise<void> {
      await pool.query(
        `INSERT INTO orders (user_id, article_id, provider, provider_ref, amount_cents, currency, status, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'paid', now()) ON CONFLICT (user_id, article_id) WHERE status = 'paid' DO NOTHING`,
        [o.userId, o.articleId, o.provider, o.providerRef, o.amountCents, o.currency],
      );
    },

    async recordFailedOrder(o: {
      userId: string;
      articleId: string;
      provider: string;
      amountCents: number;
      currency: string;
    }): Promise<void> {
      await pool.query(
        `INSERT INTO orders (user_id, article_id, provider, amount_cents, currency, status) VALUES ($1, $2, $3, $4, $5, 'failed')`,
        [o.userId, o.articleId, o.provider, o.amountCents, o.currency],
      );
    },

    /** The user's purchased articles, newest first. */
    async paidOrders(userId: string): Promise<PaidOrder[]> {
      const { rows } = await pool.query<{ id: string; pii: string; title: string; amount_cents: number; currency: string; paid_at: Date }>(
        `SELECT o.id, a.pii, a.title, o.amount_cents, o.currency, o.paid_at
         FROM orders o JOIN articles a ON a.id = o.article_id
         WHERE o.user_id = $1 AND o.status = 'paid' ORDER BY o.paid_at DESC, o.id DESC`,
        [userId],
      );
      return rows.map((r) => ({
        id: r.id,
        pii: r.pii,
        title: r.title,
        amountCents: r.amount_cents,
        currency: r.currency,
        paidAt: r.paid_at.toISOString(),
      }));
    },
  };
}
export type EntitlementRepository = ReturnType<typeof createEntitlementRepository>;
