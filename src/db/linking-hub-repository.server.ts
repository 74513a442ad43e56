import type pg from 'pg';
import type { OpenUrlArticle } from '#src/shared/identifiers/openurl.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { FREE_TO_READ_SQL } from './article-summary.server.ts';

export interface HubArticle extends OpenUrlArticle {
  pii: string;
  free: boolean;
}

export interface LinkResolver {
  slug: string;
  name: string;
  baseUrl: string;
}

export function createLinkingHubRepository(pool: pg.Pool) {
  return {
    /** What a link resolver needs to know of an article; null when there is no such article. */
    async article(pii: string): Promise<HubArticle | null> {
      const res = await pool.query<{
        pii: string;
        doi: string | null;
        title: string;
        source_title: string;
        content_type: string;
        issn: string | null;
        eissn: string | null;
        isbn: string | null;
        volume: string | null;
        issue: string | null;
        first_page: string | null;
        last_page: string | null;
        publication_date: string | null;
        surname: string | null;
        given_names: string | null;
        free: boolean;
      }>(
        `SELECT a.pii, a.doi, a.title, p.title AS source_title, p.content_type, p.issn, p.eissn, p.isbn, a.volume, a.issue,
           a.first_page, a.last_page, a.publication_date, c.surname, c.given_names,
           ${FREE_TO_READ_SQL} AS free
         FROM articles a JOIN publications p ON p.id = a.publication_id
         LEFT JOIN LATERAL (SELECT surname, given_names FROM contributors
           WHERE article_id = a.id AND kind = 'person' AND contrib_type = 'author' ORDER BY position LIMIT 1) c ON true
         WHERE a.pii = $1`,
        [normalizePii(pii)],
      );
      const r = res.rows[0];
      if (!r) return null;
      return {
        pii: r.pii,
        doi: r.doi,
        title: r.title,
        sourceTitle: r.source_title,
        contentType: r.content_type,
        issn: r.issn ?? r.eissn,
        isbn: r.isbn,
        volume: r.volume,
        issue: r.issue,
        firstPage: r.first_page,
        lastPage: r.last_page,
        date: r.publication_date,
        authorLast: r.surname,
        authorFirst: r.given_names,
        free: r.free,
      };
    },

    /** The configured OpenURL resolvers of these institutions, by name. */
    async resolvers(institutionIds: string[]): Promise<LinkResolver[]> {
      if (institutionIds.length === 0) return [];
      const res = await pool.query<{ slug: string; name: string; link_resolver_url: string }>(
        `SELECT slug, name, link_resolver_url FROM institutions
         WHERE id = ANY($1::bigint[]) AND link_resolver_url IS NOT NULL AND link_resolver_url <> '' ORDER BY name, id`,
        [institutionIds],
      );
      return res.rows.map((r) => ({ slug: r.slug, name: r.name, baseUrl: r.link_resolver_url }));
    },
  };
}
export type LinkingHubRepository = ReturnType<typeof createLinkingHubRepository>;
