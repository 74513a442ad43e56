import type pg from 'pg';
import type { RelatedArticleItem } from '#src/shared/api/api-contract.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { relatedArticleUrl, relatedRole } from '#src/shared/recommendations/related-articles.ts';

/** The articles one article links to (refersTo) or that link to it (referredToBy), with its own ids. */
export interface RelatedArticles {
  pii: string;
  eid: string;
  articles: RelatedArticleItem[];
}

interface RelatedRow {
  relation: string;
  link_doi: string | null;
  pii: string | null;
  eid: string | null;
  doi: string | null;
  title: string | null;
  article_type: string | null;
  publication_title: string | null;
  publication_year: number | null;
  source_is_advance: boolean;
}

// eLife's display channel (a subject heading) says whether the linking article is a research advance.
const IS_ADVANCE = (alias: string) => `coalesce(${alias}.model -> 'subjects' @> '["Research advance"]'::jsonb, false)`;

const OTHER_COLUMNS = `o.pii, o.eid, o.doi, o.title, o.article_type, p.title AS publication_title, o.publication_year`;

function toItem(row: RelatedRow, direction: 'refersTo' | 'referredToBy'): RelatedArticleItem {
  const doi = row.doi ?? row.link_doi;
  return {
    relation: row.relation,
    role: relatedRole(row.relation, direction, row.source_is_advance),
    pii: row.pii,
    eid: row.eid,
    doi,
    title: row.title,
    articleType: row.article_type,
    publicationTitle: row.publication_title,
    publicationYear: row.publication_year,
    url: relatedArticleUrl(row.pii, doi),
  };
}

async function own(pool: pg.Pool, column: 'pii' | 'eid', value: string) {
  const res = await pool.query<{ id: string; pii: string; eid: string; advance: boolean }>(
    `SELECT a.id, a.pii, a.eid, ${IS_ADVANCE('a')} AS advance FROM articles a WHERE a.${column} = $1`,
    [value],
  );
  return res.rows[0] ?? null;
}

/** Links the article declares, in their order; a link to an article not stored here keeps its DOI. */
export async function refersTo(pool: pg.Pool, pii: string): Promise<RelatedArticles | null> {
  const article = await own(pool, 'pii', normalizePii(pii));
  if (!article) return null;
  const res = await pool.query<RelatedRow>(
    `SELECT l.relation, l.doi AS link_doi, ${OTHER_COLUMNS}, $2::boolean AS source_is_advance
     FROM related_article_links l
     LEFT JOIN articles o ON o.id = l.related_article_id
     LEFT JOIN publications p ON p.id = o.publication_id
     WHERE l.article_id = $1 AND (l.doi IS NOT NULL OR o.id IS NOT NULL)
     ORDER BY l.position`,
    [article.id, article.advance],
  );
  return { pii: article.pii, eid: article.eid, articles: res.rows.map((r) => toItem(r, 'refersTo')) };
}

/** Stored articles whose related-article links resolve to this one, newest first. */
export async function referredToBy(pool: pg.Pool, eid: string): Promise<RelatedArticles | null> {
  const article = await own(pool, 'eid', eid);
  if (!article) return null;
  const res = await pool.query<RelatedRow>(
    `SELECT l.relation, NULL AS link_doi, ${OTHER_COLUMNS}, ${IS_ADVANCE('o')} AS source_is_advance
     FROM related_article_links l
     JOIN articles o ON o.id = l.article_id
     JOIN publications p ON p.id = o.publication_id
     WHERE l.related_article_id = $1 AND l.article_id <> $1
     ORDER BY o.publication_date DESC NULLS LAST, o.id DESC, l.position`,
    [article.id],
  );
  return { pii: article.pii, eid: article.eid, articles: res.rows.map((r) => toItem(r, 'referredToBy')) };
}
