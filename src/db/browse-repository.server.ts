import type pg from 'pg';
import { pageOffset, TOC_PAGE_SIZE } from '#src/shared/site/pagination.ts';
import type { SiblingsResponse } from '#src/shared/api/api-contract.ts';
import type {
  BrowseFilters,
  BrowsePublication,
  BrowseReader,
  IssueSummary,
  JournalHome,
  TableOfContents,
  TocEntry,
  TocScope,
} from '#src/shared/journals/browse-reader.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './article-summary.server.ts';
import { ARTICLE_COUNT_SQL, COUNTS_JOIN, IN_PRESS_COUNT_SQL, OPEN_ACCESS_COUNT_SQL } from './article-counts.server.ts';

/** Numbers sort as numbers ("2" before "10"); anything else after them, as text. */
export const numeric = (column: string) => `nullif(substring(${column} from '^\\d{1,15}'), '')::bigint`;
/** Issue order within a journal: volume, issue, first page, article number. */
export const ISSUE_ORDER = `${numeric('a.volume')} NULLS LAST, a.volume, ${numeric('a.issue')} NULLS FIRST, a.issue NULLS FIRST,
  ${numeric('a.first_page')} NULLS LAST, a.first_page, ${numeric("regexp_replace(a.article_number, '^\\D+', '')")} NULLS LAST,
  a.article_number, a.id`;

/** Over `publications p ${COUNTS_JOIN('p')}`: the counts are kept, not counted (migration 0031). */
const PUBLICATION_COLUMNS = `p.slug, p.title, p.content_type, p.issn, p.eissn, p.publisher,
  ${ARTICLE_COUNT_SQL} AS article_count, ${OPEN_ACCESS_COUNT_SQL('p')} AS open_access_count, ${IN_PRESS_COUNT_SQL} AS in_press_count`;

interface PublicationRow {
  slug: string;
  title: string;
  content_type: string;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
  article_count: number;
  open_access_count: number;
  in_press_count: number;
}
const toPublication = (r: PublicationRow): BrowsePublication => ({
  slug: r.slug,
  title: r.title,
  contentType: r.content_type === 'JL' ? 'journal' : 'book',
  issn: r.issn,
  eissn: r.eissn,
  publisher: r.publisher,
  articleCount: r.article_count,
  openAccessCount: r.open_access_count,
});

interface IssueRow {
  id: string;
  volume: string;
  issue: string | null;
  cover_date: string | null;
  article_count: number;
}
const toIssue = (r: IssueRow): IssueSummary => ({
  id: r.id,
  volume: r.volume,
  issue: r.issue,
  coverDate: r.cover_date,
  articleCount: r.article_count,
});

type TocRow = SummaryRow & {
  volume: string | null;
  issue: string | null;
  first_page: string | null;
  last_page: string | null;
  article_number: string | null;
};
const toEntry = (r: TocRow): TocEntry => ({
  ...toSummary(r),
  volume: r.volume,
  issue: r.issue,
  firstPage: r.first_page,
  lastPage: r.last_page,
  articleNumber: r.article_number,
});

export function createBrowseRepository(pool: pg.Pool) {
  const publication = async (slug: string): Promise<{ publication: BrowsePublication; id: string; inPressCount: number } | null> => {
    const res = await pool.query<PublicationRow & { id: string }>(
      `SELECT p.id, ${PUBLICATION_COLUMNS} FROM publications p ${COUNTS_JOIN('p')} WHERE p.slug = $1`,
      [slug],
    );
    const row = res.rows[0];
    return row ? { publication: toPublication(row), id: row.id, inPressCount: row.in_press_count } : null;
  };

  /** Issues with at least one article, newest volume first, issues in order within it. */
  const issues = async (
    publicationId: string,
    volume: string | null,
    issue: string | null,
    supplement: string | null = null,
  ): Promise<IssueSummary[]> => {
    const res = await pool.query<IssueRow>(
      `SELECT i.id, i.volume, i.issue, i.cover_date, c.articles AS article_count
       FROM issues i JOIN issue_article_counts c ON c.issue_id = i.id AND c.articles > 0
       WHERE i.publication_id = $1 AND i.volume IS NOT NULL AND ($2::text IS NULL OR i.volume = $2) AND ($3::text IS NULL OR i.issue = $3)
         AND ($4::text IS NULL OR upper(i.supplement) = upper($4))
       ORDER BY ${numeric('i.volume')} DESC NULLS LAST, i.volume DESC, ${numeric('i.issue')} NULLS FIRST, i.issue NULLS FIRST`,
      [publicationId, volume, issue, supplement],
    );
    return res.rows.map(toIssue);
  };

  const reader: BrowseReader = {
    async publications(filters: BrowseFilters): Promise<BrowsePublication[]> {
      const res = await pool.query<PublicationRow>(
        `SELECT ${PUBLICATION_COLUMNS} FROM publications p ${COUNTS_JOIN('p')}
         WHERE ($1::text IS NULL OR (p.content_type = 'JL') = ($1 = 'journal'))
           AND (NOT $2 OR ${OPEN_ACCESS_COUNT_SQL('p')} > 0)
         ORDER BY lower(p.title), p.title`,
        [filters.contentType, filters.openAccess],
      );
      return res.rows.map(toPublication);
    },

    async journal(slug: string, latestCount: number): Promise<JournalHome | null> {
      const found = await publication(slug);
      if (!found) return null;
      const { id, publication: pub, inPressCount } = found;
      const [issueList, latest] = await Promise.all([
        issues(id, null, null),
        pool.query<SummaryRow>(
          `SELECT ${SUMMARY_COLUMNS} FROM articles a JOIN publications p ON p.id = a.publication_id
           WHERE a.publication_id = $1 ORDER BY a.publication_date DESC NULLS LAST, a.id DESC LIMIT $2`,
          [id, latestCount],
        ),
      ]);
      return { publication: pub, issues: issueList, inPressCount, latest: latest.rows.map(toSummary) };
    },

    async contents(slug: string, scope: TocScope, page = 1, pageSize = TOC_PAGE_SIZE): Promise<TableOfContents | null> {
      const found = await publication(slug);
      if (!found) return null;
      const { id, publication: pub } = found;
      const volume = scope.kind === 'in-press' ? null : scope.volume;
      const issue = scope.kind === 'issue' ? scope.issue : null;
      const issueList = scope.kind === 'in-press' ? [] : await issues(id, volume, issue, scope.supplement ?? null);
      if (scope.kind !== 'in-press' && issueList.length === 0) return null;
      const where = `a.publication_id = $1 AND ${scope.kind === 'in-press' ? 'a.volume IS NULL' : 'a.issue_id = ANY($2::bigint[])'}`;
      const params = scope.kind === 'in-press' ? [id] : [id, issueList.map((i) => i.id)];
      // One page of the issue order; how many the scope holds in all (for the page links) is kept
      // per issue and per publication, not counted here.
      const res = await pool.query<TocRow>(
        `SELECT ${SUMMARY_COLUMNS}, a.volume, a.issue, a.first_page, a.last_page, a.article_number
         FROM articles a JOIN publications p ON p.id = a.publication_id
         WHERE ${where} ORDER BY ${ISSUE_ORDER} LIMIT ${Math.trunc(pageSize)} OFFSET ${Math.max(0, Math.trunc(pageOffset(page, pageSize)))}`,
        params,
      );
      const total = scope.kind === 'in-press' ? found.inPressCount : issueList.reduce((n, i) => n + i.articleCount, 0);
      return { publication: pub, scope, issues: issueList, articles: res.rows.map(toEntry), total, page, pageSize };
    },
  };

  return {
    ...reader,
    /** The articles before and after `pii` in issue `issueId`; null when the issue does not hold it. */
    async siblings(issueId: string, pii: string): Promise<SiblingsResponse | null> {
      const res = await pool.query<SummaryRow & { position: 'previous' | 'self' | 'next' }>(
        `WITH ordered AS (
           SELECT a.id, a.pii, lag(a.id) OVER w AS previous_id, lead(a.id) OVER w AS next_id
           FROM articles a WHERE a.issue_id = $1 WINDOW w AS (ORDER BY ${ISSUE_ORDER})),
         target AS (SELECT * FROM ordered WHERE pii = $2)
         SELECT ${SUMMARY_COLUMNS}, CASE WHEN a.id = t.previous_id THEN 'previous' WHEN a.id = t.next_id THEN 'next' ELSE 'self' END AS position
         FROM target t JOIN articles a ON a.id IN (t.id, t.previous_id, t.next_id) JOIN publications p ON p.id = a.publication_id`,
        [issueId, normalizePii(pii)],
      );
      const self = res.rows.find((r) => r.position === 'self');
      if (!self) return null;
      const at = (position: 'previous' | 'next') => {
        const row = res.rows.find((r) => r.position === position);
        return row ? toSummary(row) : null;
      };
      return { issue: issueId, pii: self.pii, previous: at('previous'), next: at('next') };
    },
  };
}

export type BrowseRepository = ReturnType<typeof createBrowseRepository>;
