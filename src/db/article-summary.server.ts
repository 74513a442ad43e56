import type { ArticleSummary } from '#src/shared/api/api-contract.ts';

/**
 * Open access as readers meet it: the publication's business model wins over the XML's flags
 * (src/shared/access/entitlement.ts freeSource); an editor's free-to-read override always counts.
 * Over `articles a JOIN publications p`.
 */
export const OPEN_ACCESS_SQL = `(a.free_to_read OR p.business_model = 'open-access' OR (p.business_model = 'hybrid' AND a.open_access))`;

/** Free to everyone (open access or open archive), as OPEN_ACCESS_SQL. */
export const FREE_TO_READ_SQL = `(a.free_to_read OR p.business_model = 'open-access' OR (p.business_model = 'hybrid' AND (a.open_access OR a.open_archive)))`;

/** Columns of an ArticleSummary; the query names the article `a` and its publication `p`. */
export const SUMMARY_COLUMNS = `a.pii, a.doi, a.title, p.title AS publication_title, p.slug AS publication_slug,
  a.publication_date, a.publication_year, a.article_type, a.author_count, ${OPEN_ACCESS_SQL} AS open_access,
  (SELECT coalesce(array_agg(c.display_name ORDER BY c.position), '{}') FROM (
     SELECT display_name, position FROM contributors WHERE article_id = a.id AND kind <> 'member' AND contrib_type = 'author'
     ORDER BY position LIMIT 3) c) AS authors`;

export interface SummaryRow {
  pii: string;
  doi: string | null;
  title: string;
  publication_title: string;
  publication_slug: string;
  publication_date: string | null;
  publication_year: number | null;
  article_type: string;
  author_count: number;
  open_access: boolean;
  authors: string[];
}

export function toSummary(r: SummaryRow): ArticleSummary {
  return {
    pii: r.pii,
    doi: r.doi,
    title: r.title,
    publicationTitle: r.publication_title,
    publicationSlug: r.publication_slug,
    publicationDate: r.publication_date,
    publicationYear: r.publication_year,
    articleType: r.article_type,
    authors: r.authors,
    authorCount: r.author_count,
    openAccess: r.open_access,
  };
}
