import type pg from 'pg';
import type { ArticleSummary } from '#src/shared/api/api-contract.ts';
import { editorialBoardSchema, type JournalProfile, type JournalProfileUpdate } from '#src/shared/journals/journal-profile.ts';
import {
  MOST_READ_DAYS,
  type FeaturedJournal,
  type JournalPage,
  type JournalReader,
  type LatestIssue,
  type RankedArticle,
} from '#src/shared/journals/journal-reader.ts';
import { ISSUE_ORDER, numeric } from './browse-repository.server.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from './article-summary.server.ts';
import { COUNTS_JOIN, IN_PRESS_COUNT_SQL } from './article-counts.server.ts';

/** A stored cover: the WebP made at import and its content hash. */
export interface StoredCover {
  webp: Buffer;
  sha256: string;
}

type RankedRow = SummaryRow & { count: number };
const toRanked = (r: RankedRow): RankedArticle => ({ ...toSummary(r), count: r.count });
const FROM_ARTICLES = 'articles a JOIN publications p ON p.id = a.publication_id';

interface ProfileRow {
  aims_and_scope: string | null;
  editorial_board: unknown;
  submission_url: string | null;
  cover_sha256: string | null;
}

function toProfile(row: ProfileRow | undefined): JournalProfile {
  // The board was checked on the way in; read back through the same schema (DB JSON is input too).
  const board = row?.editorial_board == null ? null : editorialBoardSchema.safeParse(row.editorial_board);
  return {
    aimsAndScope: row?.aims_and_scope ?? null,
    editorialBoard: board?.success ? board.data : null,
    submissionUrl: row?.submission_url ?? null,
    coverVersion: row?.cover_sha256 ?? null,
  };
}

export function createJournalRepository(pool: pg.Pool) {
  const summaries = async (sql: string, params: unknown[]): Promise<ArticleSummary[]> =>
    (await pool.query<SummaryRow>(sql, params)).rows.map(toSummary);

  const mostRead = async (limit: number, publicationId: string | null): Promise<RankedArticle[]> => {
    const res = await pool.query<RankedRow>(
      // COUNTER Unique_Item_Requests: one per session that viewed or downloaded the full text.
      `WITH reads AS (
         SELECT e.article_id, count(DISTINCT e.session_key)::int AS count FROM usage_events e
         WHERE e.activity = 'request' AND e.denial IS NULL AND e.occurred_at >= now() - make_interval(days => $1)
         GROUP BY e.article_id)
       SELECT ${SUMMARY_COLUMNS}, r.count FROM reads r JOIN articles a ON a.id = r.article_id JOIN publications p ON p.id = a.publication_id
       WHERE $2::bigint IS NULL OR a.publication_id = $2
       ORDER BY r.count DESC, a.publication_date DESC NULLS LAST, a.id DESC LIMIT $3`,
      [MOST_READ_DAYS, publicationId, limit],
    );
    return res.rows.map(toRanked);
  };

  const mostCited = async (limit: number, publicationId: string): Promise<RankedArticle[]> => {
    const res = await pool.query<RankedRow>(
      `WITH cited AS (
         SELECT l.cited_article_id AS article_id, count(DISTINCT l.citing_article_id)::int AS count
         FROM citation_links l JOIN articles c ON c.id = l.cited_article_id
         WHERE c.publication_id = $1 GROUP BY l.cited_article_id)
       SELECT ${SUMMARY_COLUMNS}, r.count FROM cited r JOIN articles a ON a.id = r.article_id JOIN publications p ON p.id = a.publication_id
       ORDER BY r.count DESC, a.publication_date DESC NULLS LAST, a.id DESC LIMIT $2`,
      [publicationId, limit],
    );
    return res.rows.map(toRanked);
  };

  /** The highest volume's highest issue that holds articles, with its first articles in issue order. */
  const latestIssue = async (publicationId: string, limit: number): Promise<LatestIssue | null> => {
    const res = await pool.query<{ id: string; volume: string; issue: string | null; cover_date: string | null; article_count: number }>(
      `SELECT i.id, i.volume, i.issue, i.cover_date, c.articles AS article_count
       FROM issues i JOIN issue_article_counts c ON c.issue_id = i.id AND c.articles > 0
       WHERE i.publication_id = $1 AND i.volume IS NOT NULL
       ORDER BY ${numeric('i.volume')} DESC NULLS LAST, i.volume DESC, ${numeric('i.issue')} DESC NULLS LAST, i.issue DESC NULLS LAST, i.id DESC
       LIMIT 1`,
      [publicationId],
    );
    const row = res.rows[0];
    if (!row) return null;
    const articles = await summaries(
      `SELECT ${SUMMARY_COLUMNS} FROM ${FROM_ARTICLES} WHERE a.issue_id = $1 ORDER BY ${ISSUE_ORDER} LIMIT $2`,
      [row.id, limit],
    );
    return {
      issue: { id: row.id, volume: row.volume, issue: row.issue, coverDate: row.cover_date, articleCount: row.article_count },
      articles,
    };
  };

  const reader: JournalReader = {
    async featured(limit) {
      const res = await pool.query<{ slug: string; title: string; article_count: number; cover_sha256: string | null }>(
        // The counts are kept per publication (migration 0031), not counted over the articles.
        `SELECT p.slug, p.title, c.articles AS article_count, j.cover_sha256
         FROM publications p JOIN publication_article_counts c ON c.publication_id = p.id AND c.articles > 0
           LEFT JOIN journal_profiles j ON j.publication_id = p.id
         WHERE p.content_type = 'JL'
         ORDER BY c.articles DESC, lower(p.title), p.id LIMIT $1`,
        [limit],
      );
      return res.rows.map(
        (r): FeaturedJournal => ({ slug: r.slug, title: r.title, articleCount: r.article_count, coverVersion: r.cover_sha256 }),
      );
    },

    async mostRead(limit, slug) {
      if (slug === undefined) return mostRead(limit, null);
      const id = await publicationId(slug);
      return id ? mostRead(limit, id) : [];
    },

    async journalPage(slug, limit) {
      const id = await publicationId(slug);
      if (!id) return null;
      const [profile, issue, inPress, inPressCount, read, cited] = await Promise.all([
        pool.query<ProfileRow>(
          'SELECT aims_and_scope, editorial_board, submission_url, cover_sha256 FROM journal_profiles WHERE publication_id = $1',
          [id],
        ),
        latestIssue(id, limit),
        summaries(
          `SELECT ${SUMMARY_COLUMNS} FROM ${FROM_ARTICLES} WHERE a.publication_id = $1 AND a.volume IS NULL
                   ORDER BY a.publication_date DESC NULLS LAST, a.id DESC LIMIT $2`,
          [id, limit],
        ),
        pool.query<{ n: number }>(`SELECT ${IN_PRESS_COUNT_SQL} AS n FROM publications p ${COUNTS_JOIN('p')} WHERE p.id = $1`, [id]),
        mostRead(limit, id),
        mostCited(limit, id),
      ]);
      return {
        profile: toProfile(profile.rows[0]),
        latestIssue: issue,
        inPress,
        inPressCount: inPressCount.rows[0]!.n,
        mostRead: read,
        mostCited: cited,
      } satisfies JournalPage;
    },
  };

  async function publicationId(slug: string): Promise<string | null> {
    const res = await pool.query<{ id: string }>('SELECT id::text FROM publications WHERE slug = $1', [slug]);
    return res.rows[0]?.id ?? null;
  }

  return {
    ...reader,

    /** A journal's title and its publisher's cover (null: none, the generated one is shown); null for an unknown slug. */
    async cover(slug: string): Promise<{ title: string; cover: StoredCover | null } | null> {
      const res = await pool.query<{ title: string; cover_webp: Buffer | null; cover_sha256: string | null }>(
        `SELECT p.title, j.cover_webp, j.cover_sha256 FROM publications p LEFT JOIN journal_profiles j ON j.publication_id = p.id WHERE p.slug = $1`,
        [slug],
      );
      const row = res.rows[0];
      if (!row) return null;
      return { title: row.title, cover: row.cover_webp && row.cover_sha256 ? { webp: row.cover_webp, sha256: row.cover_sha256 } : null };
    },

    /**
     * Sets the given parts of a journal's profile (absent: kept; null: removed). `cover` null
     * removes the publisher's cover. False when no publication has the slug.
     */
    async setProfile(slug: string, update: JournalProfileUpdate, cover?: StoredCover | null): Promise<boolean> {
      const id = await publicationId(slug);
      if (!id) return false;
      const columns: Array<[string, unknown]> = [];
      if (update.aimsAndScope !== undefined) columns.push(['aims_and_scope', update.aimsAndScope]);
      if (update.editorialBoard !== undefined)
        columns.push(['editorial_board', update.editorialBoard === null ? null : JSON.stringify(update.editorialBoard)]);
      if (update.submissionUrl !== undefined) columns.push(['submission_url', update.submissionUrl]);
      if (cover !== undefined) columns.push(['cover_webp', cover?.webp ?? null], ['cover_sha256', cover?.sha256 ?? null]);
      const names = columns.map(([name]) => name);
      await pool.query(
        `INSERT INTO journal_profiles (publication_id${names.map((n) => `, ${n}`).join('')}) VALUES ($1${names.map((_, i) => `, $${i + 2}`).join('')})
         ON CONFLICT (publication_id) DO UPDATE SET updated_at = now()${names.map((n) => `, ${n} = EXCLUDED.${n}`).join('')}`,
        [id, ...columns.map(([, value]) => value)],
      );
      return true;
    },

    /** A journal's profile as its page shows it; null for an unknown slug. */
    async profile(slug: string): Promise<JournalProfile | null> {
      const res = await pool.query<ProfileRow & { found: boolean }>(
        `SELECT true AS found, j.aims_and_scope, j.editorial_board, j.submission_url, j.cover_sha256
         FROM publications p LEFT JOIN journal_profiles j ON j.publication_id = p.id WHERE p.slug = $1`,
        [slug],
      );
      return res.rows[0] ? toProfile(res.rows[0]) : null;
    },
  };
}

export type JournalRepository = ReturnType<typeof createJournalRepository>;
