import type pg from 'pg';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import type { SubstanceRecord } from '#src/shared/substances/substance-record.ts';
import { createSubstanceIndex, substanceMentions, type RegistryEntry, type SubstanceIndex } from '#src/db/substances/substance-mentions.ts';
import { withTransaction } from './transaction.server.ts';

/**
 * The substance registry and the substances each article mentions (001 §3 "Substance", §4;
 * migration 0018). Mentions are written with the article at ingest (saveArticle) and all
 * again after an import, in the same transaction as the import.
 */
type Queryable = Pick<pg.PoolClient, 'query'>;

/** Articles whose texts are held in memory at once while mentions are rebuilt. */
const BATCH = 16;
/** Any constant works; the same for every Lectern process: one rebuild at a time. */
const REBUILD_LOCK = 4_242_018;

const MODEL_TEXT_SQL = `jsonb_build_object('title', model -> 'title', 'abstracts', model -> 'abstracts', 'body', model -> 'body', 'back', model -> 'back')`;
type TextParts = Pick<ArticleModel, 'title' | 'abstracts' | 'body' | 'back'>;

export interface StoredSubstance extends SubstanceRecord {
  /** Stored articles that mention it. */
  citationCount: number;
}

interface SubstanceRow {
  id: string;
  title: string;
  other_titles: string[];
  molecular_formula: string | null;
  molecular_weight: string | null;
  cas_registry_number: string | null;
  substance_urls: SubstanceRecord['substanceUrls'];
  substance_facts: SubstanceRecord['substanceFacts'];
  image: string | null;
  image_description: string | null;
  citation_count: number;
}

function toSubstance(r: SubstanceRow): StoredSubstance {
  return {
    id: r.id,
    title: r.title,
    otherTitles: r.other_titles,
    molecularFormula: r.molecular_formula,
    molecularWeight: r.molecular_weight,
    casRegistryNumber: r.cas_registry_number,
    substanceUrls: r.substance_urls,
    substanceFacts: r.substance_facts,
    image: r.image,
    imageDescription: r.image_description,
    citationCount: r.citation_count,
  };
}

/** The registry's names, synonyms and CAS numbers as one matcher (a batch of articles builds it once). */
export async function registryIndex(db: Queryable): Promise<SubstanceIndex> {
  const { rows } = await db.query<RegistryEntry>(
    `SELECT id, title, other_titles AS "otherTitles", molecular_formula AS "molecularFormula", cas_registry_number AS "casRegistryNumber"
     FROM substances ORDER BY id`,
  );
  return createSubstanceIndex(rows);
}

async function insertMentions(db: Queryable, articleId: string, model: TextParts, index: SubstanceIndex): Promise<number> {
  const found = substanceMentions(model, index);
  if (found.length === 0) return 0;
  await db.query(
    `INSERT INTO article_substances (article_id, substance_id, first_offset, mentions)
     SELECT $1, * FROM unnest($2::text[], $3::int[], $4::int[])`,
    [articleId, found.map((m) => m.substanceId), found.map((m) => m.firstOffset), found.map((m) => m.mentions)],
  );
  return found.length;
}

/** Replaces one article's mentions (inside the article's own ingest transaction). */
export async function writeSubstanceMentions(
  client: Queryable,
  articleId: string,
  model: TextParts,
  index?: SubstanceIndex,
): Promise<void> {
  await client.query('DELETE FROM article_substances WHERE article_id = $1', [articleId]);
  await insertMentions(client, articleId, model, index ?? (await registryIndex(client)));
}

/** Every stored article's mentions again, from the registry as it is now (inside `client`'s transaction). */
async function rebuildMentions(client: pg.PoolClient): Promise<{ articles: number; mentions: number }> {
  await client.query('SELECT pg_advisory_xact_lock($1)', [REBUILD_LOCK]);
  const index = await registryIndex(client);
  await client.query('DELETE FROM article_substances');
  const ids = (await client.query<{ id: string }>('SELECT id FROM articles ORDER BY id')).rows.map((r) => r.id);
  let mentions = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const batch = await client.query<{ id: string; model: TextParts }>(
      `SELECT id, ${MODEL_TEXT_SQL} AS model FROM articles WHERE id = ANY($1::bigint[])`,
      [ids.slice(i, i + BATCH)],
    );
    for (const row of batch.rows) mentions += await insertMentions(client, row.id, row.model, index);
  }
  return { articles: ids.length, mentions };
}

/** The import clashes with what the registry holds: nothing was written. */
export class SubstanceConflictError extends Error {}

export interface ImportSummary {
  added: number;
  updated: number;
  articles: number;
  mentions: number;
}

export function createSubstanceRepository(pool: pg.Pool) {
  return {
    /** The substances the article mentions, in order of first mention; null when there is no such article. */
    async forArticle(pii: string): Promise<StoredSubstance[] | null> {
      const article = await pool.query<{ id: string }>('SELECT id FROM articles WHERE pii = $1', [pii]);
      const articleId = article.rows[0]?.id;
      if (!articleId) return null;
      const { rows } = await pool.query<SubstanceRow>(
        `SELECT s.*, (SELECT count(*)::int FROM article_substances c WHERE c.substance_id = s.id) AS citation_count
         FROM article_substances m JOIN substances s ON s.id = m.substance_id
         WHERE m.article_id = $1 ORDER BY m.first_offset, s.id`,
        [articleId],
      );
      return rows.map(toSubstance);
    },

    /** Adds or replaces registry entries by id, then rebuilds every article's mentions: all in one transaction. */
    async importRecords(records: readonly SubstanceRecord[]): Promise<ImportSummary> {
      return withTransaction(pool, async (client) => {
        const clashes = await client.query<{ id: string; cas: string }>(
          `SELECT s.id, s.cas_registry_number AS cas FROM substances s
           JOIN unnest($1::text[], $2::text[]) AS n(id, cas) ON n.cas = s.cas_registry_number AND n.id <> s.id`,
          [records.map((r) => r.id), records.map((r) => r.casRegistryNumber)],
        );
        if (clashes.rows.length > 0) {
          const lines = clashes.rows.map((c) => `CAS Registry Number ${c.cas} is already registered as substance "${c.id}"`);
          throw new SubstanceConflictError(`${lines.join('\n')}\nnothing was imported`);
        }
        let added = 0;
        for (const r of records) {
          const res = await client.query<{ inserted: boolean }>(
            `INSERT INTO substances (id, title, other_titles, molecular_formula, molecular_weight, cas_registry_number,
                                     substance_urls, substance_facts, image, image_description, source)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'import')
             ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, other_titles = EXCLUDED.other_titles,
               molecular_formula = EXCLUDED.molecular_formula, molecular_weight = EXCLUDED.molecular_weight,
               cas_registry_number = EXCLUDED.cas_registry_number, substance_urls = EXCLUDED.substance_urls,
               substance_facts = EXCLUDED.substance_facts, image = EXCLUDED.image, image_description = EXCLUDED.image_description,
               source = 'import', updated_at = now()
             RETURNING (xmax = 0) AS inserted`,
            [
              r.id,
              r.title,
              r.otherTitles,
              r.molecularFormula,
              r.molecularWeight,
              r.casRegistryNumber,
              JSON.stringify(r.substanceUrls),
              JSON.stringify(r.substanceFacts),
              r.image,
              r.imageDescription,
            ],
          );
          if (res.rows[0]!.inserted) added += 1;
        }
        const rebuilt = await rebuildMentions(client);
        return { added, updated: records.length - added, ...rebuilt };
      });
    },

    /** Rebuilds every article's mentions from the registry (a database stored before the registry existed). */
    async refreshMentions(): Promise<{ articles: number; mentions: number }> {
      return withTransaction(pool, rebuildMentions);
    },
  };
}
export type SubstanceRepository = ReturnType<typeof createSubstanceRepository>;
