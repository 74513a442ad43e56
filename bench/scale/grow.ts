/**
 * Grows a database of ingested articles to a size point by copying the stored articles in SQL
 * (INSERT … SELECT, one statement per table per batch): a copy gets a new id, PII, EID and DOI,
 * its title's words and its abstract's sentences shuffled, and every row an ingested article
 * has in the tables that reference `articles` (contributors, references, assets, sources,
 * topics, recommendations, citation links …), found from the catalogue so tables added by later
 * migrations are copied too. Links between articles (citations, recommendations, related
 * articles) point at the copy of their target made in the same batch, so each generation of
 * copies is a citation graph of its own, as dense as the real one.
 */
import type pg from 'pg';
import { assertSchemaUnchanged, dropForBulkCopy, restoreAfterBulkCopy, schemaSnapshot } from './deferred-indexes.ts';

/** Rows readers and staff make, not ingest: a copied article starts without them. */
const NOT_COPIED = new Set([
  'reading_history',
  'orders',
  'access_grants',
  'usage_events',
  'recommendation_feedback',
  'article_question_ratings',
  'virtual_special_issue_articles',
  'pdf_renditions',
]);

/**
 * Left in place while copying: the full-text index over every article's whole weighted vector
 * (title to body). Rebuilt from scratch it took 127 s for 14,000 articles on the shared 2-core
 * machine (load average ≈ 20), more than copying the step's 7,000 articles (115 s), and a size
 * point would rebuild it over every article, not only the copies. With it kept, a step of 3,000
 * copies at 21,000 articles spent 10 s recreating all the rest.
 */
const KEPT_DURING_COPY = new Set(['articles_search_idx']);

interface ChildTable {
  name: string;
  /** The column that says whose row it is (first column of the primary key that references articles). */
  owner: string;
  /** Other columns that reference articles: pointed at the same batch's copy of their target. */
  links: string[];
  /** Columns written on copy (no generated or serial columns). */
  columns: string[];
}

export interface GrowthStep {
  /** Seconds in all: copying, rebuilding, counting and ANALYZE. */
  seconds: number;
  /** Of which copying rows. */
  copySeconds: number;
  /** Of which recreating the indexes and validating the foreign keys dropped for the copy. */
  rebuildSeconds: number;
}

export interface Grower {
  /** Copies articles of the base set until the database holds `target` articles. */
  growTo(target: number, onProgress?: (count: number) => void): Promise<GrowthStep>;
  count(): Promise<number>;
}

export async function createGrower(
  pool: pg.Pool,
  options: {
    batchSize: number;
    parallel: number;
    /** For the index builds after a copy (default 1GB). */
    maintenanceWorkMem?: string;
    /** Each statement's milliseconds: a copy (labelled by its table) or a rebuild (its SQL), for profiling. */
    onStatement?: (label: string, ms: number) => void;
  },
): Promise<Grower> {
  const tables = await childTables(pool);
  const copied = [{ name: 'articles', keep: 'id' }, ...tables.map((t) => ({ name: t.name, keep: t.owner }))];
  const schema = await schemaSnapshot(
    pool,
    copied.map((t) => t.name),
  );
  const articleColumns = await insertableColumns(pool, 'articles');
  // The articles that were ingested (not copies): the base every batch copies from.
  const base = (
    await pool.query<{ id: string }>("SELECT id FROM articles WHERE doi NOT LIKE '10.99998/%' OR doi IS NULL ORDER BY id")
  ).rows.map((r) => r.id);
  if (base.length === 0) throw new Error('no ingested articles to copy');
  let cursor = 0;

  const count = async () => Number((await pool.query<{ n: string }>('SELECT count(*) AS n FROM articles')).rows[0]!.n);

  const copyBatch = async (sources: string[]) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      // A throwaway cluster: nothing waits for the commit's WAL flush.
      await client.query('SET LOCAL synchronous_commit = off');
      await client.query('CREATE TEMP TABLE clone_map (src_id bigint PRIMARY KEY, new_id bigint NOT NULL) ON COMMIT DROP');
      await client.query(
        "INSERT INTO clone_map SELECT s, nextval(pg_get_serial_sequence('articles', 'id')) FROM unnest($1::bigint[]) AS s",
        [sources],
      );
      const timed = async (label: string, sql: string) => {
        const t0 = performance.now();
        await client.query(sql);
        options.onStatement?.(label, performance.now() - t0);
      };
      await timed('articles', copyArticlesSql(articleColumns));
      for (const t of tables) await timed(t.name, copyChildSql(t));
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  };

  return {
    count,
    async growTo(target, onProgress) {
      const started = performance.now();
      let n = await count();
      let copySeconds = 0;
      let rebuildSeconds = 0;
      if (n < target) {
        const deferred = await dropForBulkCopy(pool, copied, KEPT_DURING_COPY);
        const copyStarted = performance.now();
        while (n < target) {
          // Batches on `parallel` connections at once (their copies are independent rows).
          const batches: string[][] = [];
          for (let left = target - n; left > 0 && batches.length < options.parallel; ) {
            const size = Math.min(options.batchSize, left, base.length);
            const sources: string[] = [];
            for (let i = 0; i < size; i++) sources.push(base[(cursor + i) % base.length]!);
            cursor = (cursor + size) % base.length;
            left -= size;
            batches.push(sources);
          }
          await Promise.all(batches.map(copyBatch));
          n += batches.reduce((sum, b) => sum + b.length, 0);
          onProgress?.(n);
        }
        copySeconds = (performance.now() - copyStarted) / 1000;
        const rebuildStarted = performance.now();
        await restoreAfterBulkCopy(pool, deferred, options.parallel, options.maintenanceWorkMem ?? '1GB', options.onStatement);
        rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
        await assertSchemaUnchanged(
          pool,
          copied.map((t) => t.name),
          schema,
        );
        n = await count();
        if (n < target) throw new Error(`bench:scale: ${n} articles after copying up to ${target}`);
      }
      // Topic pages show how many articles a topic has: counted once per size point.
      await pool.query('UPDATE topics t SET article_count = (SELECT count(*) FROM topic_articles ta WHERE ta.topic_id = t.id)');
      await pool.query('ANALYZE');
      return { seconds: (performance.now() - started) / 1000, copySeconds, rebuildSeconds };
    },
  };
}

/**
 * Copies get DOIs under 10.99998/ and PIIs "8" + 16 digits of their id (valid per spec 000 §9).
 * The source's model is read (decompressed) once per copy, in `d`: every further use reads that
 * value, not the stored one again, and the copy's model is made by one concatenation of the new
 * top-level fields (a jsonb operation rewrites the whole document, so one instead of three).
 */
function copyArticlesSql(columns: string[]): string {
  const pii = `'8' || lpad(m.new_id::text, 16, '0')`;
  const value: Record<string, string> = {
    pii,
    eid: `'1-s2.0-' || ${pii}`,
    doi: `'10.99998/lectern-scale.' || m.new_id`,
    title: 'x.title',
    source_file: `'bench-scale-copy-of-' || a.source_file`,
    created_at: 'now()',
    updated_at: 'now()',
    model: `d.model || jsonb_build_object('pii', ${pii}, 'eid', '1-s2.0-' || ${pii}, 'doi', '10.99998/lectern-scale.' || m.new_id,
      'title', jsonb_build_array(jsonb_build_object('text', x.title)),
      'abstracts', CASE WHEN jsonb_array_length(d.abstracts) = 0 OR x.abstract = '' THEN d.abstracts
        ELSE jsonb_set(d.abstracts, '{0,children}', jsonb_build_array(jsonb_build_object('type', 'para', 'children', jsonb_build_array(jsonb_build_object('text', x.abstract)))))
      END)`,
  };
  const names = ['id', ...columns];
  const values = ['m.new_id', ...columns.map((c) => value[c] ?? `a.${quote(c)}`)];
  // Shuffled words of the title and sentences of the first abstract (its text as search keeps it).
  // OFFSET 0 keeps each LATERAL subquery from being pulled up (and its expressions evaluated once per use).
  return `INSERT INTO articles (${names.map(quote).join(', ')})
    SELECT ${values.join(', ')}
    FROM clone_map m JOIN articles a ON a.id = m.src_id
    CROSS JOIN LATERAL (SELECT s.model, s.model->'abstracts' AS abstracts FROM (SELECT a.model || '{}'::jsonb AS model OFFSET 0) s OFFSET 0) d
    CROSS JOIN LATERAL (SELECT
      coalesce((SELECT string_agg(w, ' ' ORDER BY random()) FROM regexp_split_to_table(a.title, '\\s+') AS w WHERE w <> ''), a.title) AS title,
      coalesce((SELECT string_agg(s, ' ' ORDER BY random()) FROM regexp_split_to_table(
        coalesce(lectern_nodes_text(d.abstracts->0->'children'), ''), '(?<=[.!?])\\s+') AS s WHERE s <> ''), '') AS abstract
      OFFSET 0
    ) x`;
}

function copyChildSql(t: ChildTable): string {
  const joins = t.links.map((l, i) => `LEFT JOIN clone_map l${i} ON l${i}.src_id = c.${quote(l)}`).join(' ');
  const values = t.columns.map((col) => {
    if (col === t.owner) return 'm.new_id';
    const i = t.links.indexOf(col);
    return i === -1 ? `c.${quote(col)}` : `coalesce(l${i}.new_id, c.${quote(col)})`;
  });
  return `INSERT INTO ${quote(t.name)} (${t.columns.map(quote).join(', ')})
    SELECT ${values.join(', ')} FROM ${quote(t.name)} c JOIN clone_map m ON m.src_id = c.${quote(t.owner)} ${joins}`;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Columns an INSERT may name: not generated, not filled by a sequence, not the id. */
async function insertableColumns(pool: pg.Pool, table: string): Promise<string[]> {
  const res = await pool.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' AND is_identity = 'NO'
       AND coalesce(column_default, '') NOT LIKE 'nextval(%' AND column_name <> 'id'
     ORDER BY ordinal_position`,
    [table],
  );
  return res.rows.map((r) => r.column_name);
}

/** Every table with a foreign key to articles(id), its owning column and its other article links. */
async function childTables(pool: pg.Pool): Promise<ChildTable[]> {
  const res = await pool.query<{ table_name: string; column_name: string; in_pk: boolean; pk_pos: number | null }>(
    `SELECT cl.relname AS table_name, att.attname AS column_name,
            (pk.conkey IS NOT NULL AND att.attnum = ANY (pk.conkey)) AS in_pk,
            array_position(pk.conkey, att.attnum) AS pk_pos
     FROM pg_constraint fk
     JOIN pg_class cl ON cl.oid = fk.conrelid
     JOIN pg_namespace ns ON ns.oid = cl.relnamespace AND ns.nspname = current_schema()
     JOIN pg_attribute att ON att.attrelid = fk.conrelid AND att.attnum = fk.conkey[1]
     LEFT JOIN pg_constraint pk ON pk.conrelid = fk.conrelid AND pk.contype = 'p'
     WHERE fk.contype = 'f' AND fk.confrelid = 'articles'::regclass AND cl.relname <> 'articles'
     ORDER BY cl.relname, pk_pos NULLS LAST, att.attnum`,
  );
  const byTable = new Map<string, Array<{ column: string; inPk: boolean }>>();
  for (const r of res.rows) {
    if (NOT_COPIED.has(r.table_name)) continue;
    const list = byTable.get(r.table_name) ?? [];
    list.push({ column: r.column_name, inPk: r.in_pk });
    byTable.set(r.table_name, list);
  }
  const tables: ChildTable[] = [];
  for (const [name, refs] of byTable) {
    const owner = (refs.find((r) => r.inPk) ?? refs[0]!).column;
    tables.push({ name, owner, links: refs.map((r) => r.column).filter((c) => c !== owner), columns: await insertableColumns(pool, name) });
  }
  return tables;
}
