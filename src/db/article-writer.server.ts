import type pg from 'pg';
import { isText, textOf, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { buildExtractiveQuestions } from '#src/shared/qa/extractive-engine.ts';
import { slugify } from '#src/shared/identifiers/slug.ts';
import { writeXmlExam } from './exam-repository.server.ts';
import { writeSubstanceMentions } from './substance-repository.server.ts';
import type { SubstanceIndex } from '#src/db/substances/substance-mentions.ts';
import type { BuiltQuestion } from '#src/shared/qa/qa-types.ts';
import { replaceQuestions } from './question-repository.server.ts';
import { withTransaction } from './transaction.server.ts';
import { saveEnrichedContent } from './enriched-content-repository.server.ts';
import type { EnrichedEntry } from '#src/shared/enriched/enriched-content.ts';
import { saveDeepZoomTiles, type DeepZoomTileSet } from './deep-zoom-repository.server.ts';

export type SaveOutcome = 'inserted' | 'updated';

export interface SourceInfo {
  file: string;
  sha256: string;
  /** The original XML text, for the article XML view; kept as it was when absent. */
  xml?: string;
  /** Enriched-content apps computed at ingest (ADR 006); absent: the stored ones stay as they are. */
  enriched?: readonly EnrichedEntry[];
  /** Deep Zoom tiles of the package's pyramids (ADR 006); absent: the stored ones stay as they are. */
  deepZoom?: readonly DeepZoomTileSet[];
}

// to_tsvector refuses documents whose positions exceed 1 MB; body text past this is not indexed.
const MAX_INDEXED_BODY_CHARS = 400_000;

/**
 * Stores one article in one transaction: the row (model as JSONB plus queried columns),
 * its contributors, affiliations, references, assets and related-article links, then links
 * the citation graph both ways. Re-saving the same PII or DOI updates in place.
 */
export interface SaveOptions {
  /** Build the questions answered in the article (001 §3 "Question and answer"; default true). */
  questions?: boolean;
}

export async function saveArticle(pool: pg.Pool, input: ArticleModel, source: SourceInfo, options: SaveOptions = {}): Promise<SaveOutcome> {
  // Built before the transaction opens: pure CPU work on the model, kept out of the lock's time.
  const questions = options.questions === false ? null : questionsOf(input);
  return withTransaction(pool, async (client) => (await writeArticle(client, input, source, questions)).outcome);
}

/** What a batch computes once for all its articles (the substance registry's phrase index). */
export interface WriteCaches {
  substances?: SubstanceIndex;
  /**
   * The last publication and issue upsert of each row in this transaction, by row: the same
   * upsert again would change nothing (its COALESCE/LEAST merges are idempotent and
   * `updated_at = now()` is the transaction's time), so it is not sent again. A batch clears it
   * when an article's savepoint rolls back.
   */
  upserts?: Map<string, { params: string; id: string | null }>;
}

/** `write` once per row and parameters in this transaction: the id of the last identical upsert, else `write()`. */
async function upsertOnce<T extends string | null>(
  upserts: WriteCaches['upserts'],
  row: string,
  params: unknown[],
  write: () => Promise<T>,
): Promise<T> {
  const key = JSON.stringify(params);
  const last = upserts?.get(row);
  if (last && last.params === key) return last.id as T;
  const id = await write();
  upserts?.set(row, { params: key, id });
  return id;
}

/**
 * Writes one article inside the caller's transaction (a whole `saveArticle`, or one savepoint of
 * a batch). `questions` null: the stored ones stay as they are.
 */
export async function writeArticle(
  client: pg.PoolClient,
  input: ArticleModel,
  source: SourceInfo,
  questions: readonly BuiltQuestion[] | null,
  caches: WriteCaches = {},
): Promise<{ outcome: SaveOutcome; articleId: string }> {
  let model = input;
  const pub = publicationParams(model);
  const publicationId = await upsertOnce(caches.upserts, `publication:${pub[0]}`, pub, () => upsertPublication(client, pub));
  const iss = issueParams(publicationId, model);
  const issueId =
    model.volume || model.issue
      ? await upsertOnce(caches.upserts, `issue:${JSON.stringify([iss[0], iss[1], iss[2], iss[5]])}`, iss, () => upsertIssue(client, iss))
      : null;
  const existing = await client.query<{ id: string; pii: string; doi: string | null }>(
    'SELECT id, pii, doi FROM articles WHERE pii = $1 OR ($2::text IS NOT NULL AND lower(doi) = lower($2)) ORDER BY (pii = $1) DESC LIMIT 1 FOR UPDATE',
    [model.pii, model.doi ?? null],
  );
  const found = existing.rows[0];
  if (found && found.pii === model.pii && found.doi && model.doi && found.doi.toLowerCase() !== model.doi.toLowerCase()) {
    // Never let one article overwrite another that happens to share its PII.
    throw new Error(`PII ${model.pii} is already used by the article with DOI ${found.doi}`);
  }
  if (found) model = await keepStoredFiles(client, found.id, model);
  const values = articleColumns(model, publicationId, issueId, source);
  let articleId: string;
  if (found) {
    articleId = found.id;
    await client.query(
      `UPDATE articles SET ${ARTICLE_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ')},
         search = ${SEARCH_SQL(ARTICLE_COLUMNS.length + 2)}, updated_at = now() WHERE id = $1`,
      [articleId, ...values, ...searchParams(model)],
    );
    await deleteChildren(client, articleId);
  } else {
    const placeholders = ARTICLE_COLUMNS.map((_c, i) => `$${i + 1}`).join(', ');
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO articles (${ARTICLE_COLUMNS.join(', ')}, search)
       VALUES (${placeholders}, ${SEARCH_SQL(ARTICLE_COLUMNS.length + 1)}) RETURNING id`,
      [...values, ...searchParams(model)],
    );
    articleId = inserted.rows[0]!.id;
  }
  await insertContributors(client, articleId, model);
  await insertAffiliations(client, articleId, model);
  await insertReferences(client, articleId, model);
  await insertAssets(client, articleId, model);
  await insertRelated(client, articleId, model);
  await linkCitations(client, articleId, model.doi);
  await writeSubstanceMentions(client, articleId, model, caches.substances);
  await writeXmlExam(client, articleId, model.exam);
  if (questions) await replaceQuestions(client, articleId, questions);
  if (source.xml !== undefined) await saveSourceXml(client, articleId, source.xml);
  if (source.enriched) await saveEnrichedContent(client, articleId, source.enriched);
  if (source.deepZoom) await saveDeepZoomTiles(client, articleId, source.deepZoom);
  return { outcome: found ? 'updated' : 'inserted', articleId };
}

/** An article whose questions cannot be built is still stored, without questions (and says why). */
export function questionsOf(model: ArticleModel) {
  try {
    return buildExtractiveQuestions(model);
  } catch (error) {
    console.warn(`${model.pii}: questions and answers not built: ${(error as Error).message}`);
    return [];
  }
}

const ARTICLE_COLUMNS = [
  'pii',
  'eid',
  'doi',
  'publication_id',
  'issue_id',
  'title',
  'article_type',
  'document_subtype',
  'language',
  'publication_date',
  'publication_year',
  'volume',
  'issue',
  'first_page',
  'last_page',
  'article_number',
  'open_access',
  'open_archive',
  'license_url',
  'author_count',
  'reference_count',
  'source_format',
  'source_file',
  'source_sha256',
  'model',
] as const;

function articleColumns(m: ArticleModel, publicationId: string, issueId: string | null, source: SourceInfo): unknown[] {
  const date = m.dates.published ?? m.dates.versionOfRecord ?? m.dates.availableOnline;
  const year = date ? Number(date.slice(0, 4)) : null;
  return [
    m.pii,
    m.eid,
    m.doi ?? null,
    publicationId,
    issueId,
    textOf(m.title).trim() || '(untitled)',
    m.articleType,
    m.documentSubtype,
    m.language,
    date ?? null,
    Number.isFinite(year) ? year : null,
    m.volume ?? null,
    m.issue ?? null,
    m.firstPage ?? null,
    m.lastPage ?? null,
    m.articleNumber ?? null,
    m.openAccess,
    m.openArchive,
    m.license.url ?? null,
    m.authors.length,
    m.references.length,
    m.source,
    source.file,
    source.sha256,
    JSON.stringify(m),
  ];
}

/** Weighted search document: title A, abstracts and keywords B, authors and subjects C, body D. */
const SEARCH_SQL = (n: number) =>
  `setweight(to_tsvector('english', $${n}), 'A') || setweight(to_tsvector('english', $${n + 1}), 'B') ||
   setweight(to_tsvector('simple', $${n + 2}), 'C') || setweight(to_tsvector('english', $${n + 3}), 'D')`;

/** Nodes whose text ends a run of words: a paragraph's last word never runs into the next one's first. */
const BLOCKS = new Set([
  'section',
  'section-title',
  'title',
  'para',
  'simple-para',
  'caption',
  'list',
  'list-item',
  'figure',
  'table',
  'label',
]);

/** The text of `nodes` with a space after every block (textOf joins them with nothing). */
function blockText(nodes: readonly ContentNode[] | undefined, out: string[] = []): string[] {
  for (const n of nodes ?? []) {
    if (isText(n)) out.push(n.text);
    else {
      blockText(n.children, out);
      if (BLOCKS.has(n.type)) out.push(' ');
    }
  }
  return out;
}

function searchParams(m: ArticleModel): string[] {
  const abstracts = m.abstracts.map((a) => blockText(a.children).join('')).join(' ');
  const keywords = m.keywords.flatMap((k) => k.terms).join(' ');
  const people = m.authors.map((a) => a.name.display).join(' ');
  const body = blockText(m.body).join('').slice(0, MAX_INDEXED_BODY_CHARS);
  return [
    `${textOf(m.title)} ${textOf(m.subtitle)}`,
    `${abstracts} ${keywords}`,
    `${people} ${m.subjects.join(' ')} ${m.publication.title}`,
    body,
  ];
}

/**
 * Two articles of one new publication ingested at once: the slug is the upsert's arbiter, but
 * the ISBN index is unique too, and PostgreSQL reports a clash on a non-arbiter index as an
 * error instead of waiting. Retrying from a savepoint then waits for the other transaction and
 * takes the update path.
 */
async function upsertPublication(client: pg.PoolClient, params: unknown[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    await client.query('SAVEPOINT upsert_publication');
    try {
      const id = await insertOrUpdatePublication(client, params);
      await client.query('RELEASE SAVEPOINT upsert_publication');
      return id;
    } catch (error) {
      if ((error as { code?: string }).code !== '23505' || attempt >= 3) throw error;
      await client.query('ROLLBACK TO SAVEPOINT upsert_publication');
    }
  }
}

/** The publication upsert's parameters: slug (its conflict target) first. */
function publicationParams(m: ArticleModel): unknown[] {
  const p = m.publication;
  return [
    slugify(p.title),
    p.title,
    p.abbreviation ?? null,
    p.issn ?? null,
    p.eissn ?? null,
    p.publisher ?? null,
    p.contentType,
    p.isbn ?? null,
  ];
}

async function insertOrUpdatePublication(client: pg.PoolClient, params: unknown[]): Promise<string> {
  const res = await client.query<{ id: string }>(
    `INSERT INTO publications (slug, title, abbreviation, issn, eissn, publisher, content_type, isbn)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (slug) DO UPDATE SET
       abbreviation = COALESCE(EXCLUDED.abbreviation, publications.abbreviation),
       isbn = COALESCE(EXCLUDED.isbn, publications.isbn),
       issn = COALESCE(EXCLUDED.issn, publications.issn), eissn = COALESCE(EXCLUDED.eissn, publications.eissn),
       publisher = COALESCE(EXCLUDED.publisher, publications.publisher), updated_at = now()
     RETURNING id`,
    params,
  );
  return res.rows[0]!.id;
}

/** The issue upsert's parameters: publication, volume, issue and supplement are its conflict target. */
function issueParams(publicationId: string, m: ArticleModel): unknown[] {
  return [publicationId, m.volume ?? null, m.issue ?? null, m.dates.published ?? null, m.issueTitle ?? null, m.supplement ?? null];
}

async function upsertIssue(client: pg.PoolClient, params: unknown[]): Promise<string> {
  const res = await client.query<{ id: string }>(
    `INSERT INTO issues (publication_id, volume, issue, cover_date, title, supplement) VALUES ($1, $2, $3, $4, $5, $6)
     -- The earliest article date, whatever order articles arrive in (LEAST skips NULLs; ISO dates sort as text).
     ON CONFLICT (publication_id, volume, issue, supplement) DO UPDATE SET cover_date = LEAST(issues.cover_date, EXCLUDED.cover_date),
       title = COALESCE(EXCLUDED.title, issues.title)
     RETURNING id`,
    params,
  );
  return res.rows[0]!.id;
}

/** Ids, locators and hrefs that the article's content refers to (what an attachment's `ref` names). */
function referencedNames(model: ArticleModel): Set<string> {
  const names = new Set<string>();
  const walk = (nodes: readonly ContentNode[] | undefined) => {
    for (const n of nodes ?? []) {
      if (isText(n) || n.type === 'mathml') continue;
      for (const key of ['id', 'locator', 'href'] as const) {
        const v = n.attrs?.[key];
        if (typeof v === 'string') names.add(v);
      }
      walk(n.children);
    }
  };
  walk(model.body);
  walk(model.back);
  for (const a of model.abstracts) walk(a.children);
  for (const sub of model.subArticles) walk(sub.body);
  return names;
}

interface StoredAsset {
  eid: string;
  attachment_type: string;
  ref: string | null;
  file_basename: string;
  extension: string | null;
  filesize: string | null;
  pixel_height: number | null;
  pixel_width: number | null;
  mimetype: string | null;
  storage_key: string;
}

/**
 * Re-ingesting the bare XML of an article that came as a package keeps its stored files:
 * an attachment the new XML lists (same attachment-eid) keeps its file, and a file that was
 * matched to a figure or media item the article still has stays attached to it.
 */
async function keepStoredFiles(client: pg.PoolClient, articleId: string, model: ArticleModel): Promise<ArticleModel> {
  const { rows } = await client.query<StoredAsset>(
    `SELECT eid, attachment_type, ref, file_basename, extension, filesize, pixel_height, pixel_width, mimetype, storage_key
     FROM assets WHERE article_id = $1 AND storage_key IS NOT NULL`,
    [articleId],
  );
  if (rows.length === 0) return model;
  const stored = new Map(rows.map((r) => [r.eid, r]));
  const attachments = model.attachments.map((a) => {
    const row = stored.get(a.eid);
    stored.delete(a.eid);
    if (a.storageKey || !row) return a;
    return {
      ...a,
      storageKey: row.storage_key,
      filesize: a.filesize ?? (row.filesize === null ? undefined : Number(row.filesize)),
      mimetype: a.mimetype ?? row.mimetype ?? undefined,
    };
  });
  const names = referencedNames(model);
  for (const row of stored.values()) {
    if (row.ref === null || !names.has(row.ref)) continue;
    attachments.push(
      dropUndefined({
        eid: row.eid,
        type: row.attachment_type,
        ref: row.ref,
        fileBasename: row.file_basename,
        extension: row.extension ?? undefined,
        filesize: row.filesize === null ? undefined : Number(row.filesize),
        pixelHeight: row.pixel_height ?? undefined,
        pixelWidth: row.pixel_width ?? undefined,
        mimetype: row.mimetype ?? undefined,
        storageKey: row.storage_key,
      }),
    );
  }
  return { ...model, attachments };
}

function dropUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

async function deleteChildren(client: pg.PoolClient, articleId: string): Promise<void> {
  for (const table of ['contributors', 'affiliations', 'assets', 'related_article_links']) {
    await client.query(`DELETE FROM ${table} WHERE article_id = $1`, [articleId]);
  }
  await client.query('DELETE FROM citation_links WHERE citing_article_id = $1', [articleId]);
  await client.query('DELETE FROM article_references WHERE article_id = $1', [articleId]);
}

/** Inserts rows in batches with one multi-row VALUES statement each (thousands of contributors). */
export async function insertRows(client: pg.PoolClient, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const batch = Math.max(1, Math.floor(30_000 / columns.length));
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const params: unknown[] = [];
    const tuples = slice.map((row) => `(${row.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
}

async function insertContributors(client: pg.PoolClient, articleId: string, m: ArticleModel): Promise<void> {
  const rows: unknown[][] = [];
  for (const a of m.authors) {
    rows.push([
      articleId,
      rows.length,
      a.id,
      a.kind,
      a.contribType,
      a.name.given ?? null,
      a.name.surname ?? null,
      a.name.display,
      a.orcid ?? null,
      a.isCorresponding,
    ]);
    for (const member of a.members ?? []) {
      rows.push([
        articleId,
        rows.length,
        a.id,
        'member',
        a.contribType,
        member.name.given ?? null,
        member.name.surname ?? null,
        member.name.display,
        null,
        false,
      ]);
    }
  }
  await insertRows(
    client,
    'contributors',
    ['article_id', 'position', 'xml_id', 'kind', 'contrib_type', 'given_names', 'surname', 'display_name', 'orcid', 'is_corresponding'],
    rows,
  );
}

async function insertAffiliations(client: pg.PoolClient, articleId: string, m: ArticleModel): Promise<void> {
  const rows = m.affiliations.map((a, i) => [articleId, i, a.id, a.label ?? null, a.text, a.country ?? null]);
  await insertRows(client, 'affiliations', ['article_id', 'position', 'xml_id', 'label', 'text', 'country'], rows);
}

async function insertReferences(client: pg.PoolClient, articleId: string, m: ArticleModel): Promise<void> {
  const rows = m.references.map((r, i) => [
    articleId,
    i,
    r.id,
    r.doi ?? null,
    r.pmid ?? null,
    r.contribution.title ?? null,
    r.host.year ?? null,
    r.text,
  ]);
  await insertRows(client, 'article_references', ['article_id', 'position', 'ref_id', 'doi', 'pmid', 'title', 'year', 'text'], rows);
}

async function insertAssets(client: pg.PoolClient, articleId: string, m: ArticleModel): Promise<void> {
  const seen = new Set<string>();
  const rows = m.attachments
    .filter((a) => !seen.has(a.eid) && seen.add(a.eid))
    .map((a) => [
      articleId,
      a.eid,
      a.type,
      a.ref ?? null,
      a.fileBasename,
      a.extension ?? null,
      a.filesize ?? null,
      a.pixelHeight ?? null,
      a.pixelWidth ?? null,
      a.mimetype ?? null,
      a.storageKey ?? null,
    ]);
  await insertRows(
    client,
    'assets',
    [
      'article_id',
      'eid',
      'attachment_type',
      'ref',
      'file_basename',
      'extension',
      'filesize',
      'pixel_height',
      'pixel_width',
      'mimetype',
      'storage_key',
    ],
    rows,
  );
}

async function insertRelated(client: pg.PoolClient, articleId: string, m: ArticleModel): Promise<void> {
  const rows = m.relatedArticles.map((r, i) => [articleId, i, r.relation, r.doi ?? null]);
  await insertRows(client, 'related_article_links', ['article_id', 'position', 'relation', 'doi'], rows);
  await client.query(
    `UPDATE related_article_links l SET related_article_id = a.id FROM articles a
     WHERE l.article_id = $1 AND l.doi IS NOT NULL AND lower(a.doi) = lower(l.doi)`,
    [articleId],
  );
}

async function saveSourceXml(client: pg.PoolClient, articleId: string, xml: string): Promise<void> {
  await client.query(
    'INSERT INTO article_sources (article_id, xml) VALUES ($1, $2) ON CONFLICT (article_id) DO UPDATE SET xml = EXCLUDED.xml',
    [articleId, xml],
  );
}

/** Links this article's references to stored articles, and earlier articles' references to this one. */
async function linkCitations(client: pg.PoolClient, articleId: string, doi: string | undefined): Promise<void> {
  await client.query(
    `INSERT INTO citation_links (citing_article_id, reference_position, cited_article_id)
     SELECT r.article_id, r.position, a.id FROM article_references r JOIN articles a ON lower(a.doi) = lower(r.doi)
     WHERE r.article_id = $1 AND r.doi IS NOT NULL AND a.id <> r.article_id
     ON CONFLICT DO NOTHING`,
    [articleId],
  );
  if (!doi) return;
  await client.query(
    `INSERT INTO citation_links (citing_article_id, reference_position, cited_article_id)
     SELECT r.article_id, r.position, $1 FROM article_references r
     WHERE lower(r.doi) = lower($2) AND r.article_id <> $1
     ON CONFLICT (citing_article_id, reference_position) DO UPDATE SET cited_article_id = EXCLUDED.cited_article_id`,
    [articleId, doi],
  );
  await client.query(`UPDATE related_article_links SET related_article_id = $1 WHERE lower(doi) = lower($2) AND article_id <> $1`, [
    articleId,
    doi,
  ]);
}
