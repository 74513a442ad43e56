import type pg from 'pg';
import type { SpecialIssueArticlesResponse, VirtualSpecialIssueResponse } from '#src/shared/api/api-contract.ts';
import { vsiPath } from '#src/shared/journals/collection-reader.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { isbnKey } from '#src/shared/identifiers/isbn.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './article-summary.server.ts';
import { withTransaction } from './transaction.server.ts';

/** Articles the special-issue panel lists besides the article itself. */
const PANEL_ARTICLES = 10;
const numeric = (column: string) => `nullif(substring(${column} from '^\\d{1,15}'), '')::bigint`;
/** Issue order: first page, then article number (as in the issue's table of contents). */
const ISSUE_ORDER = `${numeric('a.first_page')} NULLS LAST, a.first_page, ${numeric("regexp_replace(a.article_number, '^\\D+', '')")} NULLS LAST, a.article_number, a.id`;

export interface NewVsi {
  /** The journal: its slug, ISSN or e-ISSN. */
  publication: string;
  title: string;
  description?: string;
  editors?: string[];
}

/** A virtual special issue with its journal's slug (for its page's address) and every ISSN of the journal. */
export type StoredVsi = VirtualSpecialIssueResponse & { publicationSlug: string; issns: string[] };

interface VsiRow {
  id: string;
  title: string;
  description: string | null;
  editors: string[];
  slug: string;
  pub_title: string;
  issn: string | null;
  eissn: string | null;
}

export function createCollectionRepository(pool: pg.Pool) {
  const vsiArticles = async (vsiId: string) =>
    (
      await pool.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM virtual_special_issue_articles v JOIN articles a ON a.id = v.article_id
         JOIN publications p ON p.id = a.publication_id WHERE v.vsi_id = $1 ORDER BY v.position, a.id`,
        [vsiId],
      )
    ).rows.map(toSummary);

  const toVsi = async (r: VsiRow): Promise<StoredVsi> => ({
    id: r.id,
    title: r.title,
    description: r.description,
    editors: r.editors,
    journalUrl: vsiPath(r.slug, r.id),
    publicationTitle: r.pub_title,
    publicationSlug: r.slug,
    issns: [r.issn, r.eissn].filter((i): i is string => i !== null).map((i) => i.toUpperCase()),
    issn: r.issn ?? r.eissn,
    articles: await vsiArticles(r.id),
  });
  const VSI_SELECT = `SELECT v.id, v.title, v.description, v.editors, p.slug, p.title AS pub_title, p.issn, p.eissn
    FROM virtual_special_issues v JOIN publications p ON p.id = v.publication_id`;

  return {
    /** Creates a virtual special issue of a journal (the admin command); returns its id. */
    async createVsi(input: NewVsi): Promise<string> {
      const title = input.title.trim();
      if (title.length < 1 || title.length > 300) throw new Error('A virtual special issue needs a title of 1 to 300 characters');
      const pub = await pool.query<{ id: string }>(
        `SELECT id FROM publications WHERE slug = $1 OR upper(issn) = upper($1) OR upper(eissn) = upper($1) ORDER BY id LIMIT 1`,
        [input.publication.trim()],
      );
      if (!pub.rows[0]) throw new Error(`No publication ${input.publication}`);
      const res = await pool.query<{ id: string }>(
        'INSERT INTO virtual_special_issues (publication_id, title, description, editors) VALUES ($1, $2, $3, $4) RETURNING id',
        [pub.rows[0].id, title, input.description?.trim() || null, (input.editors ?? []).map((e) => e.trim()).filter(Boolean)],
      );
      return res.rows[0]!.id;
    },

    /** Adds articles (by PII) at the end of a virtual special issue, in the order given; ones already in it stay where they are. */
    async addToVsi(vsiId: string, piis: string[]): Promise<{ added: number }> {
      return withTransaction(pool, async (client) => {
        const vsi = await client.query('SELECT id FROM virtual_special_issues WHERE id = $1 FOR UPDATE', [vsiId]);
        if (!vsi.rows[0]) throw new Error(`No virtual special issue ${vsiId}`);
        const wanted = piis.map(normalizePii);
        const found = await client.query<{ id: string; pii: string }>('SELECT id, pii FROM articles WHERE pii = ANY($1::text[])', [wanted]);
        const missing = wanted.filter((p) => !found.rows.some((r) => r.pii === p));
        if (missing.length > 0) throw new Error(`No article with PII ${missing.join(', ')}`);
        const ids = wanted.map((p) => found.rows.find((r) => r.pii === p)!.id);
        const res = await client.query(
          `INSERT INTO virtual_special_issue_articles (vsi_id, article_id, position)
           SELECT $1, u.id, (SELECT coalesce(max(position), 0) FROM virtual_special_issue_articles WHERE vsi_id = $1) + u.n
           FROM unnest($2::bigint[]) WITH ORDINALITY AS u(id, n)
           ON CONFLICT (vsi_id, article_id) DO NOTHING`,
          [vsiId, [...new Set(ids)]],
        );
        return { added: res.rowCount ?? 0 };
      });
    },

    async virtualSpecialIssue(id: string): Promise<StoredVsi | null> {
      if (!/^[1-9]\d{0,17}$/.test(id)) return null;
      const res = await pool.query<VsiRow>(`${VSI_SELECT} WHERE v.id = $1`, [id]);
      return res.rows[0] ? toVsi(res.rows[0]) : null;
    },

    /** The first virtual special issue holding this article; null when none does. */
    async virtualSpecialIssueOf(pii: string): Promise<StoredVsi | null> {
      const res = await pool.query<VsiRow>(
        `${VSI_SELECT} WHERE v.id = (SELECT x.vsi_id FROM virtual_special_issue_articles x JOIN articles a ON a.id = x.article_id
           WHERE a.pii = $1 ORDER BY x.vsi_id LIMIT 1)`,
        [normalizePii(pii)],
      );
      return res.rows[0] ? toVsi(res.rows[0]) : null;
    },

    /**
     * The special-issue panel of an article (000 §3): `hubEid` is its issue's id (journals) or
     * its book's ISBN (books: the "volume"). Null when the article is unknown or not in that hub.
     * An issue without a title is no special issue: no titles and no articles.
     */
    async specialIssueArticles(pii: string, hubEid: string): Promise<SpecialIssueArticlesResponse | null> {
      const found = await pool.query<{
        id: string;
        issue_id: string | null;
        content_type: string;
        isbn: string | null;
        slug: string;
        pub_title: string;
        volume: string | null;
        issue: string | null;
        title: string | null;
        editors: string[] | null;
        publication_id: string;
      }>(
        `SELECT a.id, a.issue_id, p.content_type, p.isbn, p.slug, p.title AS pub_title, p.id AS publication_id,
           i.volume, i.issue, i.title, i.editors
         FROM articles a JOIN publications p ON p.id = a.publication_id LEFT JOIN issues i ON i.id = a.issue_id WHERE a.pii = $1`,
        [normalizePii(pii)],
      );
      const a = found.rows[0];
      if (!a) return null;
      const book = a.content_type !== 'JL';
      if (book ? a.isbn !== isbnKey(hubEid) : a.issue_id !== hubEid) return null;
      if (!book && !a.title) return { kind: 'special-issue', titles: { items: [] }, articles: [], viewMoreUrl: null };
      const others = await pool.query<SummaryRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM articles a JOIN publications p ON p.id = a.publication_id
         WHERE ${book ? 'a.publication_id = $1' : 'a.issue_id = $1'} AND a.id <> $2 ORDER BY ${ISSUE_ORDER} LIMIT ${PANEL_ARTICLES}`,
        [book ? a.publication_id : a.issue_id, a.id],
      );
      const issuePath = a.volume
        ? `/journal/${encodeURIComponent(a.slug)}/vol/${encodeURIComponent(a.volume)}${a.issue ? `/issue/${encodeURIComponent(a.issue)}` : ''}`
        : null;
      return {
        kind: book ? 'volume' : 'special-issue',
        titles: { items: [{ title: book ? a.pub_title : a.title!, editors: a.editors ?? [] }] },
        articles: others.rows.map(toSummary),
        viewMoreUrl: book ? `/science/${a.content_type === 'RW' ? 'referenceworks' : 'book'}/${a.isbn}` : issuePath,
      };
    },
  };
}
export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
