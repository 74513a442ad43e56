import type pg from 'pg';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import type { PublisherLinks } from '#src/shared/access/publisher-links.ts';

/**
 * Publisher-supplied access facts (migration 0013): a journal's third-party flag and an
 * article's SSRN preprint id, open-manuscript and clinical-key links. The page reads them in
 * the entitlement facts query (entitlement-repository.server.ts); this module writes and
 * lists them for the admin commands.
 */
export interface ArticleLinksRow extends PublisherLinks {
  pii: string;
  publicationSlug: string;
}

/** A change of an article's links: a key that is present sets that link (null clears it); absent keys stay. */
export type PublisherLinksChange = Partial<PublisherLinks>;

const COLUMN: Record<keyof PublisherLinks, string> = {
  ssrnId: 'ssrn_id',
  openManuscriptUrl: 'open_manuscript_url',
  clinicalKeyUrl: 'clinical_key_url',
};

export function createPublisherLinksRepository(pool: pg.Pool) {
  return {
    /** By slug or either ISSN (case-insensitive); the publication's slug, or null when none matches. */
    async setThirdParty(publication: string, thirdParty: boolean): Promise<string | null> {
      const { rows } = await pool.query<{ slug: string }>(
        `UPDATE publications SET third_party = $2
          WHERE id = (SELECT id FROM publications WHERE slug = $1 OR upper(issn) = upper($1) OR upper(eissn) = upper($1) ORDER BY id LIMIT 1)
          RETURNING slug`,
        [publication, thirdParty],
      );
      return rows[0]?.slug ?? null;
    },

    async thirdPartyPublications(): Promise<Array<{ slug: string; title: string; issn: string | null }>> {
      const { rows } = await pool.query<{ slug: string; title: string; issn: string | null }>(
        'SELECT slug, title, coalesce(issn, eissn) AS issn FROM publications WHERE third_party ORDER BY title',
      );
      return rows;
    },

    /** Applies the change to one article; false when there is no such article. */
    async setArticleLinks(pii: string, change: PublisherLinksChange): Promise<boolean> {
      const keys = (Object.keys(COLUMN) as Array<keyof PublisherLinks>).filter((k) => k in change);
      if (keys.length === 0) return (await pool.query('SELECT 1 FROM articles WHERE pii = $1', [normalizePii(pii)])).rowCount === 1;
      const assignments = keys.map((k, i) => `${COLUMN[k]} = $${i + 2}`).join(', ');
      const res = await pool.query(`UPDATE articles SET ${assignments} WHERE pii = $1`, [
        normalizePii(pii),
        ...keys.map((k) => change[k] ?? null),
      ]);
      return res.rowCount === 1;
    },

    async articleLinks(pii: string): Promise<PublisherLinks | null> {
      const { rows } = await pool.query<{ ssrn_id: string | null; open_manuscript_url: string | null; clinical_key_url: string | null }>(
        'SELECT ssrn_id, open_manuscript_url, clinical_key_url FROM articles WHERE pii = $1',
        [normalizePii(pii)],
      );
      const r = rows[0];
      return r ? { ssrnId: r.ssrn_id, openManuscriptUrl: r.open_manuscript_url, clinicalKeyUrl: r.clinical_key_url } : null;
    },

    /** Articles that have at least one link, by PII. */
    async listArticleLinks(): Promise<ArticleLinksRow[]> {
      const { rows } = await pool.query<{
        pii: string;
        slug: string;
        ssrn_id: string | null;
        open_manuscript_url: string | null;
        clinical_key_url: string | null;
      }>(
        `SELECT a.pii, p.slug, a.ssrn_id, a.open_manuscript_url, a.clinical_key_url
           FROM articles a JOIN publications p ON p.id = a.publication_id
          WHERE a.ssrn_id IS NOT NULL OR a.open_manuscript_url IS NOT NULL OR a.clinical_key_url IS NOT NULL
          ORDER BY a.pii`,
      );
      return rows.map((r) => ({
        pii: r.pii,
        publicationSlug: r.slug,
        ssrnId: r.ssrn_id,
        openManuscriptUrl: r.open_manuscript_url,
        clinicalKeyUrl: r.clinical_key_url,
      }));
    },
  };
}
export type PublisherLinksRepository = ReturnType<typeof createPublisherLinksRepository>;
