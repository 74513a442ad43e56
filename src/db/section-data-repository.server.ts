import type pg from 'pg';
import type { AuthorArticleSummary } from '#src/shared/api/api-contract.ts';
import { parseOrcid } from '#src/shared/article/author-orcid.ts';
import type { Author } from '#src/shared/article/content-model.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';

/** Lower case, no dots, single spaces: "Axel T." and "axel  t" are the same given names. */
export function normalisedNamePart(value: string | undefined | null): string {
  return (value ?? '')
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();
}

const ORCID_IN_TEXT = '[0-9]{4}-[0-9]{4}-[0-9]{4}-[0-9]{3}[0-9Xx]';
const NORMALISED = (column: string) => `btrim(regexp_replace(lower(coalesce(${column}, '')), '[.[:space:]]+', ' ', 'g'))`;

interface Row {
  pii: string;
  title: string;
  source_title: string;
  volume: string | null;
  issue: string | null;
  publication_date: string | null;
  authors: string[];
}

/** What the page's client sections need to address their calls (001 §7): issue id, ISBN, content type, ISSN, document subtype. */
export interface ArticleContext {
  pii: string;
  eid: string;
  doi: string | null;
  issueId: string | null;
  isbn: string | null;
  contentType: string;
  issn: string | null;
  documentSubtype: string;
  /** The first virtual special issue holding the article (its `/journal/vsi/{id}`), or null. */
  virtualSpecialIssueId: string | null;
}

/**
 * Other articles stored here by one author of an article (001 §7 author articles, fetched when
 * the Author side panel opens): the same ORCID, or else the same surname and given names
 * after normalisation. Newest first.
 */
export function createSectionDataRepository(pool: pg.Pool) {
  return {
    async articleContext(pii: string): Promise<ArticleContext | null> {
      const res = await pool.query<{
        pii: string;
        eid: string;
        doi: string | null;
        issue_id: string | null;
        isbn: string | null;
        content_type: string;
        issn: string | null;
        document_subtype: string;
        vsi_id: string | null;
      }>(
        `SELECT a.pii, a.eid, a.doi, a.issue_id::text AS issue_id, p.isbn, p.content_type,
                coalesce(p.eissn, p.issn) AS issn, a.document_subtype,
                (SELECT x.vsi_id::text FROM virtual_special_issue_articles x WHERE x.article_id = a.id ORDER BY x.vsi_id LIMIT 1) AS vsi_id
         FROM articles a JOIN publications p ON p.id = a.publication_id WHERE a.pii = $1`,
        [normalizePii(pii)],
      );
      const r = res.rows[0];
      return r
        ? {
            pii: r.pii,
            eid: r.eid,
            doi: r.doi,
            issueId: r.issue_id,
            isbn: r.isbn,
            contentType: r.content_type,
            issn: r.issn,
            documentSubtype: r.document_subtype,
            virtualSpecialIssueId: r.vsi_id,
          }
        : null;
    },

    async otherArticlesBy(pii: string, author: Author, limit = 20): Promise<AuthorArticleSummary[]> {
      const orcid = parseOrcid(author.orcid) ?? null;
      const surname = normalisedNamePart(author.name.surname);
      const given = normalisedNamePart(author.name.given);
      if (!orcid && !surname) return [];
      const res = await pool.query<Row>(
        `SELECT a.pii, a.title, p.title AS source_title, a.volume, a.issue, a.publication_date,
           (SELECT coalesce(array_agg(c2.display_name ORDER BY c2.position), '{}') FROM (
              SELECT display_name, position FROM contributors WHERE article_id = a.id AND kind = 'person' AND contrib_type = 'author'
              ORDER BY position LIMIT 3) c2) AS authors
         FROM articles a JOIN publications p ON p.id = a.publication_id
         WHERE a.pii <> $1 AND EXISTS (
           SELECT 1 FROM contributors c WHERE c.article_id = a.id AND c.kind = 'person' AND (
             ($2::text IS NOT NULL AND upper(substring(c.orcid from '${ORCID_IN_TEXT}')) = $2)
             OR ($3 <> '' AND lower(c.surname) = $3 AND ${NORMALISED('c.given_names')} = $4)))
         ORDER BY a.publication_date DESC NULLS LAST, a.id DESC
         LIMIT $5`,
        [normalizePii(pii), orcid, surname, given, limit],
      );
      return res.rows.map((r) => ({
        pii: r.pii,
        sourceTitle: r.source_title,
        volume: r.volume,
        issue: r.issue,
        publicationDate: r.publication_date,
        itemTitle: r.title,
        authors: r.authors,
        url: `/science/article/pii/${encodeURIComponent(r.pii)}`,
      }));
    },
  };
}
export type SectionDataRepository = ReturnType<typeof createSectionDataRepository>;
