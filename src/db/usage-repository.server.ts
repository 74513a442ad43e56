import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { ItemDataType, TitleDataType } from '#src/shared/counter/report-definitions.ts';
import type { ReportPeriod } from '#src/shared/counter/report-period.ts';
import type { UsageData, UsageFact, UsageItem, UsageTitle } from '#src/shared/counter/usage-facts.ts';
import {
  DOUBLE_CLICK_MS,
  isDoubleClick,
  type AccessMethod,
  type CounterActivity,
  type CounterDenial,
  type CounterKind,
  type ReportAccessType,
} from '#src/shared/counter/usage-rules.ts';
import { withTransaction } from './transaction.server.ts';

/** One use to store, after robots were excluded; keys are already hashed. */
export interface StoredUse {
  articleId: string;
  kind: CounterKind;
  activity: CounterActivity;
  denial: CounterDenial | null;
  accessType: ReportAccessType;
  accessMethod: AccessMethod;
  institutionId: string | null;
  userId: string | null;
  userKey: string;
  sessionKey: string;
  at: Date;
  /** The page's own report of a use: dropped if the server counted one for this reader and item just before. */
  pageBeacon?: boolean;
}

/** One platform search to store (Searches_Platform), after robots were excluded; keys are already hashed. */
export interface StoredSearch {
  institutionId: string | null;
  userId: string | null;
  userKey: string;
  sessionKey: string;
  /** Hash of the search's identity (searchIdentityOf): the same search repeated within 30 s counts once. */
  searchKey: string;
  at: Date;
}

export interface UsageInstitution {
  id: string;
  name: string;
}

export interface ArticleMetrics {
  views: number;
  downloads: number;
  citations: number;
}

export interface UsageRepository {
  /** Stores a use, or folds it into the same reader's use of the same item and format 30 s before. */
  insertUse(use: StoredUse): Promise<'counted' | 'double-click'>;
  /** `insertUse` for each of `uses` in order, in one transaction (src/server/counter/usage-batch.server.ts). */
  insertUses(uses: readonly StoredUse[]): Promise<('counted' | 'double-click')[]>;
  /** Stores a platform search, or folds it into the same reader's same search 30 s before. */
  insertSearch(search: StoredSearch): Promise<'counted' | 'double-click'>;
  /** Uses of the period (all institutions when institutionId is null) with their items and titles. */
  usageData(institutionId: string | null, period: ReportPeriod): Promise<UsageData>;
  institutions(): Promise<UsageInstitution[]>;
  institution(id: string): Promise<UsageInstitution | null>;
  /** The institution a SUSHI API key belongs to. */
  institutionByKey(apiKey: string): Promise<UsageInstitution | null>;
  /** A new SUSHI API key for an institution; only its hash is stored, so show it once. */
  createSushiKey(institutionId: string): Promise<string>;
  /** First month with recorded usage, `YYYY-MM`. */
  firstMonth(): Promise<string | null>;
  articleIdByPii(pii: string): Promise<string | null>;
  /** The article a media file (attachment-eid) belongs to, and the file's attachment type. */
  assetArticle(eid: string): Promise<{ pii: string; attachmentType: string } | null>;
  /** The article's own usage (views: abstract and full-text pages; downloads: PDFs) and cited-by count. */
  articleMetrics(pii: string): Promise<ArticleMetrics | null>;
}

export function sushiKeyHash(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

const BOOK_TYPES = new Set(['BK', 'HB', 'BS', 'RW']);

function monthStart(month: string): string {
  return `${month}-01T00:00:00Z`;
}

function monthAfter(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01T00:00:00Z` : `${y}-${String(m + 1).padStart(2, '0')}-01T00:00:00Z`;
}

async function itemsAndTitles(pool: pg.Pool, articleIds: string[]): Promise<Pick<UsageData, 'items' | 'titles'>> {
  const items = new Map<string, UsageItem>();
  const titles = new Map<string, UsageTitle>();
  if (articleIds.length === 0) return { items, titles };
  const { rows } = await pool.query<{
    id: string;
    pii: string;
    title: string;
    doi: string | null;
    publication_date: string | null;
    publication_year: number | null;
    publication_id: string;
    p_title: string;
    slug: string;
    publisher: string | null;
    issn: string | null;
    eissn: string | null;
    content_type: string;
  }>(
    `SELECT a.id::text, a.pii, a.title, a.doi, a.publication_date, a.publication_year, a.publication_id::text,
            p.title AS p_title, p.slug, p.publisher, p.issn, p.eissn, p.content_type
       FROM articles a JOIN publications p ON p.id = a.publication_id WHERE a.id = ANY($1::bigint[])`,
    [articleIds],
  );
  const authors = await pool.query<{ article_id: string; names: string[] }>(
    `SELECT article_id::text, array_agg(display_name ORDER BY position) AS names FROM contributors
      WHERE article_id = ANY($1::bigint[]) AND kind <> 'member' GROUP BY article_id`,
    [articleIds],
  );
  const authorsOf = new Map(authors.rows.map((r) => [r.article_id, r.names]));
  for (const r of rows) {
    const isBook = BOOK_TYPES.has(r.content_type);
    titles.set(r.publication_id, {
      id: r.publication_id,
      title: r.p_title,
      proprietaryId: `Lectern:${r.slug}`,
      publisher: r.publisher,
      printIssn: r.issn,
      onlineIssn: r.eissn,
      isbn: null,
      dataType: (isBook ? 'Book' : 'Journal') satisfies TitleDataType,
    });
    items.set(r.id, {
      id: r.id,
      titleId: r.publication_id,
      title: r.title,
      proprietaryId: `Lectern:${r.pii}`,
      doi: r.doi,
      publicationDate: r.publication_date && /^\d{4}-\d{2}-\d{2}$/.test(r.publication_date) ? r.publication_date : null,
      yop: r.publication_year,
      authors: authorsOf.get(r.id) ?? [],
      dataType: (isBook ? 'Book_Segment' : 'Article') satisfies ItemDataType,
    });
  }
  return { items, titles };
}

/**
 * A use the page reports within 30 s after any successful use of the same item by the same
 * reader is the page view the server already counted (the page reports its own load).
 */
async function viewedJustBefore(client: pg.PoolClient, use: StoredUse): Promise<boolean> {
  const { rows } = await client.query(
    `SELECT 1 FROM usage_events WHERE user_key = $1 AND article_id = $2 AND denial IS NULL
        AND occurred_at <= $3 AND occurred_at >= $3::timestamptz - make_interval(secs => $4) LIMIT 1`,
    [use.userKey, use.articleId, use.at, DOUBLE_CLICK_MS / 1000],
  );
  return rows.length > 0;
}

/**
 * What a batch (insertUses, one transaction) already knows: the advisory locks it holds and, per
 * reader, item, kind and denial, the newest use it stored or moved. A later use of the same
 * key at a later time needs neither the lock nor the look-up again.
 */
interface BatchMemory {
  locks: Set<string>;
  newest: Map<string, { id: string; at: Date }>;
}

const newBatchMemory = (): BatchMemory => ({ locks: new Set(), newest: new Map() });

/** The COUNTER rules of one use (double clicks, the page's own reports) inside the caller's transaction. */
async function storeUse(client: pg.PoolClient, use: StoredUse, known: BatchMemory): Promise<'counted' | 'double-click'> {
  const lockKey = `${use.userKey}:${use.articleId}`;
  const useKey = `${lockKey}:${use.kind}:${use.denial ?? ''}`;
  // One reader's clicks on one item are decided one at a time, even across app servers.
  if (!known.locks.has(lockKey)) {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [lockKey]);
    known.locks.add(lockKey);
  }
  if (use.pageBeacon && (await viewedJustBefore(client, use))) return 'double-click';
  const remembered = known.newest.get(useKey);
  let last: { id: string; occurred_at: Date } | undefined;
  if (remembered && remembered.at.getTime() <= use.at.getTime()) last = { id: remembered.id, occurred_at: remembered.at };
  else {
    const previous = await client.query<{ id: string; occurred_at: Date }>(
      `SELECT id::text, occurred_at FROM usage_events
        WHERE user_key = $1 AND article_id = $2 AND kind = $3 AND denial IS NOT DISTINCT FROM $4 AND occurred_at <= $5
        ORDER BY occurred_at DESC LIMIT 1`,
      [use.userKey, use.articleId, use.kind, use.denial, use.at],
    );
    last = previous.rows[0];
  }
  if (last && isDoubleClick(last.occurred_at, use.at)) {
    // COUNTER keeps the later click: the use moves to it (its session, hour and attributes).
    await client.query(
      `UPDATE usage_events SET occurred_at = $2, session_key = $3, access_type = $4, access_method = $5,
              institution_id = $6, user_id = $7, clicks = clicks + 1 WHERE id = $1`,
      [last.id, use.at, use.sessionKey, use.accessType, use.accessMethod, use.institutionId, use.userId],
    );
    known.newest.set(useKey, { id: last.id, at: use.at });
    return 'double-click';
  }
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO usage_events (occurred_at, article_id, kind, activity, denial, access_type, access_method, institution_id, user_id, user_key, session_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::text`,
    [
      use.at,
      use.articleId,
      use.kind,
      use.activity,
      use.denial,
      use.accessType,
      use.accessMethod,
      use.institutionId,
      use.userId,
      use.userKey,
      use.sessionKey,
    ],
  );
  known.newest.set(useKey, { id: inserted.rows[0]!.id, at: use.at });
  return 'counted';
}

/** The double-click rule of §7.2 for searches, inside the caller's transaction. */
async function storeSearch(client: pg.PoolClient, search: StoredSearch): Promise<'counted' | 'double-click'> {
  // One reader's repeats of one search are decided one at a time, even across app servers.
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`search:${search.userKey}:${search.searchKey}`]);
  const previous = await client.query<{ id: string; occurred_at: Date }>(
    `SELECT id::text, occurred_at FROM platform_searches
      WHERE user_key = $1 AND search_key = $2 AND occurred_at <= $3 ORDER BY occurred_at DESC LIMIT 1`,
    [search.userKey, search.searchKey, search.at],
  );
  const last = previous.rows[0];
  if (last && isDoubleClick(last.occurred_at, search.at)) {
    // As for items, the later repeat is kept: the search moves to it.
    await client.query(
      `UPDATE platform_searches SET occurred_at = $2, session_key = $3, institution_id = $4, user_id = $5, clicks = clicks + 1 WHERE id = $1`,
      [last.id, search.at, search.sessionKey, search.institutionId, search.userId],
    );
    return 'double-click';
  }
  await client.query(
    `INSERT INTO platform_searches (occurred_at, institution_id, user_id, user_key, session_key, search_key) VALUES ($1, $2, $3, $4, $5, $6)`,
    [search.at, search.institutionId, search.userId, search.userKey, search.sessionKey, search.searchKey],
  );
  return 'counted';
}

export function createUsageRepository(pool: pg.Pool): UsageRepository {
  const institutionQuery = 'SELECT id::text, name FROM institutions';
  return {
    insertUse(use) {
      return withTransaction(pool, async (client) => storeUse(client, use, newBatchMemory()));
    },

    async insertUses(uses) {
      if (uses.length === 0) return [];
      return withTransaction(pool, async (client) => {
        const known = newBatchMemory();
        const outcomes: ('counted' | 'double-click')[] = [];
        // One after the other, in arrival order: each use sees the ones before it, as one call each would.
        for (const use of uses) outcomes.push(await storeUse(client, use, known));
        return outcomes;
      });
    },

    insertSearch(search) {
      return withTransaction(pool, async (client) => storeSearch(client, search));
    },

    async usageData(institutionId, period) {
      const { rows } = await pool.query<{
        month: string;
        session_key: string;
        article_id: string;
        activity: UsageFact['activity'];
        denial: UsageFact['denial'];
        access_type: UsageFact['accessType'];
        access_method: UsageFact['accessMethod'];
        n: number;
      }>(
        // Grouped: a session's HTML and PDF of one item are one fact with a count, not two rows.
        `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, session_key, article_id::text, activity, denial, access_type, access_method,
                count(*)::int AS n
           FROM usage_events
          WHERE occurred_at >= $1 AND occurred_at < $2 AND ($3::bigint IS NULL OR institution_id = $3::bigint)
          GROUP BY 1, 2, 3, 4, 5, 6, 7`,
        [monthStart(period.begin), monthAfter(period.end), institutionId],
      );
      const facts: UsageFact[] = rows.map((r) => ({
        month: r.month,
        sessionKey: r.session_key,
        itemId: r.article_id,
        activity: r.activity,
        denial: r.denial,
        accessType: r.access_type,
        accessMethod: r.access_method,
        count: r.n,
      }));
      const searched = await pool.query<{ month: string; n: number }>(
        `SELECT to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS n
           FROM platform_searches
          WHERE occurred_at >= $1 AND occurred_at < $2 AND ($3::bigint IS NULL OR institution_id = $3::bigint)
          GROUP BY 1`,
        [monthStart(period.begin), monthAfter(period.end), institutionId],
      );
      const searches = Object.fromEntries(searched.rows.map((r) => [r.month, r.n]));
      return { facts, searches, ...(await itemsAndTitles(pool, [...new Set(facts.map((f) => f.itemId))])) };
    },

    async institutions() {
      return (await pool.query<UsageInstitution>(`${institutionQuery} ORDER BY name, id`)).rows;
    },

    async institution(id) {
      if (!/^\d{1,18}$/.test(id)) return null;
      return (await pool.query<UsageInstitution>(`${institutionQuery} WHERE id = $1`, [id])).rows[0] ?? null;
    },

    async institutionByKey(apiKey) {
      const { rows } = await pool.query<UsageInstitution>(
        `SELECT i.id::text, i.name FROM sushi_keys k JOIN institutions i ON i.id = k.institution_id
          WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
        [sushiKeyHash(apiKey)],
      );
      return rows[0] ?? null;
    },

    async createSushiKey(institutionId) {
      const key = randomBytes(24).toString('base64url');
      await pool.query('INSERT INTO sushi_keys (institution_id, key_hash) VALUES ($1, $2)', [institutionId, sushiKeyHash(key)]);
      return key;
    },

    async firstMonth() {
      const { rows } = await pool.query<{ month: string | null }>(
        `SELECT to_char(min(occurred_at) AT TIME ZONE 'UTC', 'YYYY-MM') AS month
           FROM (SELECT min(occurred_at) AS occurred_at FROM usage_events UNION ALL SELECT min(occurred_at) FROM platform_searches) AS firsts`,
      );
      return rows[0]?.month ?? null;
    },

    async articleIdByPii(pii) {
      const { rows } = await pool.query<{ id: string }>('SELECT id::text FROM articles WHERE pii = $1', [pii]);
      return rows[0]?.id ?? null;
    },

    async assetArticle(eid) {
      const { rows } = await pool.query<{ pii: string; attachment_type: string }>(
        `SELECT a.pii, s.attachment_type FROM assets s JOIN articles a ON a.id = s.article_id
          WHERE s.eid = $1 AND s.storage_key IS NOT NULL ORDER BY s.article_id DESC LIMIT 1`,
        [eid],
      );
      const r = rows[0];
      return r ? { pii: r.pii, attachmentType: r.attachment_type } : null;
    },

    async articleMetrics(pii) {
      const { rows } = await pool.query<{ found: boolean; views: number; downloads: number; citations: number }>(
        `SELECT true AS found,
                (SELECT count(*)::int FROM usage_events e WHERE e.article_id = a.id AND e.denial IS NULL AND e.kind IN ('abstract', 'full-text-html')) AS views,
                (SELECT count(*)::int FROM usage_events e WHERE e.article_id = a.id AND e.denial IS NULL AND e.kind IN ('pdf', 'issue-zip')) AS downloads,
                (SELECT count(DISTINCT citing_article_id)::int FROM citation_links WHERE cited_article_id = a.id) AS citations
           FROM articles a WHERE a.pii = $1`,
        [pii],
      );
      const r = rows[0];
      return r ? { views: r.views, downloads: r.downloads, citations: r.citations } : null;
    },
  };
}

/** For the admin CLI: a new SUSHI API key for an institution (printed once, stored hashed). */
export function createSushiKey(pool: pg.Pool, institutionId: string): Promise<string> {
  return createUsageRepository(pool).createSushiKey(institutionId);
}
