import type pg from 'pg';
import { DESCRIPTIVE_KEYS, type DescriptiveModel } from '#src/shared/article/article-metadata.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { FREE_TO_READ_SQL } from './article-summary.server.ts';

/**
 * Reads for machine interfaces (OAI-PMH, feeds, sitemaps). Lists are keyset-paginated on
 * (updated_at, id), so a harvest of millions of records costs the same per page and never
 * skips or repeats a row the way OFFSET does when rows change under it. Timestamps cross
 * this boundary as microsecond ISO text: a JS Date would round them to milliseconds and a
 * cursor built from it could repeat or skip rows that share a millisecond.
 */
export interface HarvestFilter {
  /** Inclusive lower bound (ISO timestamp). */
  from?: string;
  /** Exclusive upper bound (ISO timestamp). */
  before?: string;
  /** Inclusive upper bound at microsecond precision: the frozen end of a running harvest. */
  through?: string;
  /** Publication slug. */
  set?: string;
  /** Only articles whose source XML is JATS (the formats only they can be disseminated in). */
  jatsOnly?: boolean;
}

export interface HarvestCursor {
  stamp: string;
  id: string;
}

export interface HarvestRecord {
  id: string;
  pii: string;
  stamp: string;
  setSpec: string;
  sourceFormat: 'jats' | 'elsevier';
  doi: string | null;
  /** Whether the original XML is stored (needed for the JATS format). */
  hasSource: boolean;
  /** Free to everyone (spec 001 §6): otherwise the JATS format carries the front matter only. */
  free: boolean;
  /** The descriptive parts of the model (not the body or references, which can run to megabytes). */
  model?: DescriptiveModel;
  sourceXml?: string | null;
}

export interface HarvestSet {
  slug: string;
  title: string;
  issn: string | null;
  eissn: string | null;
  publisher: string | null;
}

const STAMP = `to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface RecordRow {
  id: string;
  pii: string;
  stamp: string;
  slug: string;
  source_format: 'jats' | 'elsevier';
  doi: string | null;
  has_source: boolean;
  free: boolean;
  model?: DescriptiveModel;
  xml?: string | null;
}

// Built from constant keys, never from input.
const DESCRIPTIVE_MODEL = `jsonb_strip_nulls(jsonb_build_object(${DESCRIPTIVE_KEYS.map((k) => `'${k}', a.model -> '${k}'`).join(', ')}))`;

function columns(load: { model?: boolean; sourceXml?: boolean }): string {
  return `a.id::text AS id, a.pii, ${STAMP} AS stamp, p.slug, a.source_format, a.doi,
    EXISTS (SELECT 1 FROM article_sources s WHERE s.article_id = a.id) AS has_source, ${FREE_TO_READ_SQL} AS free
    ${load.model ? `, ${DESCRIPTIVE_MODEL} AS model` : ''}
    ${load.sourceXml ? ', (SELECT s.xml FROM article_sources s WHERE s.article_id = a.id) AS xml' : ''}`;
}

function toRecord(r: RecordRow): HarvestRecord {
  return {
    id: r.id,
    pii: r.pii,
    stamp: r.stamp,
    setSpec: r.slug,
    sourceFormat: r.source_format,
    doi: r.doi,
    hasSource: r.has_source,
    free: r.free,
    ...(r.model !== undefined ? { model: r.model } : {}),
    ...(r.xml !== undefined ? { sourceXml: r.xml } : {}),
  };
}

/** WHERE clause and parameters for a filter; `params` is extended in place. */
function whereOf(filter: HarvestFilter, params: unknown[]): string {
  const clauses: string[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    clauses.push(sql(params.length));
  };
  if (filter.from) add((n) => `a.updated_at >= $${n}::timestamptz`, filter.from);
  if (filter.before) add((n) => `a.updated_at < $${n}::timestamptz`, filter.before);
  if (filter.through) add((n) => `a.updated_at <= $${n}::timestamptz`, filter.through);
  if (filter.set) add((n) => `p.slug = $${n}`, filter.set);
  if (filter.jatsOnly) clauses.push(`a.source_format = 'jats' AND EXISTS (SELECT 1 FROM article_sources s WHERE s.article_id = a.id)`);
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

export function createHarvestRepository(pool: pg.Pool) {
  return {
    /** Size of a list and its newest stamp (the harvest's frozen end), or null when empty. */
    async listSize(filter: HarvestFilter): Promise<{ count: number; newest: string | null }> {
      const params: unknown[] = [];
      const res = await pool.query<{ n: number; newest: string | null }>(
        `SELECT count(*)::int AS n, to_char(max(a.updated_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS newest
         FROM articles a JOIN publications p ON p.id = a.publication_id ${whereOf(filter, params)}`,
        params,
      );
      return { count: res.rows[0]!.n, newest: res.rows[0]!.newest };
    },

    /** One page in (updated_at, id) order after `after`; `with` loads the model and/or source XML. */
    async page(
      filter: HarvestFilter,
      after: HarvestCursor | null,
      limit: number,
      load: { model?: boolean; sourceXml?: boolean } = {},
    ): Promise<HarvestRecord[]> {
      const params: unknown[] = [];
      let where = whereOf(filter, params);
      if (after) {
        params.push(after.stamp, after.id);
        const keyset = `(a.updated_at, a.id) > ($${params.length - 1}::timestamptz, $${params.length}::bigint)`;
        where = where ? `${where} AND ${keyset}` : `WHERE ${keyset}`;
      }
      params.push(limit);
      const res = await pool.query<RecordRow>(
        `SELECT ${columns(load)}
         FROM articles a JOIN publications p ON p.id = a.publication_id ${where}
         ORDER BY a.updated_at, a.id LIMIT $${params.length}`,
        params,
      );
      return res.rows.map(toRecord);
    },

    async record(pii: string, load: { model?: boolean; sourceXml?: boolean } = {}): Promise<HarvestRecord | null> {
      const res = await pool.query<RecordRow>(
        `SELECT ${columns(load)}
         FROM articles a JOIN publications p ON p.id = a.publication_id WHERE a.pii = $1`,
        [normalizePii(pii)],
      );
      return res.rows[0] ? toRecord(res.rows[0]) : null;
    },

    /** Publications that hold at least one article: the OAI sets and the feeds' journals. */
    async sets(): Promise<HarvestSet[]> {
      const res = await pool.query<HarvestSet>(
        `SELECT p.slug, p.title, p.issn, p.eissn, p.publisher FROM publications p
         WHERE EXISTS (SELECT 1 FROM articles a WHERE a.publication_id = p.id) ORDER BY p.slug`,
      );
      return res.rows;
    },

    async publication(slug: string): Promise<HarvestSet | null> {
      const res = await pool.query<HarvestSet>('SELECT slug, title, issn, eissn, publisher FROM publications WHERE slug = $1', [slug]);
      return res.rows[0] ?? null;
    },

    /** Oldest datestamp in the repository (Identify's earliestDatestamp), null when empty. */
    async earliestStamp(): Promise<string | null> {
      const res = await pool.query<{ stamp: string | null }>(
        `SELECT to_char(min(updated_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS stamp FROM articles`,
      );
      return res.rows[0]?.stamp ?? null;
    },
  };
}

export type HarvestRepository = ReturnType<typeof createHarvestRepository>;
