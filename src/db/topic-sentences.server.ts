import type pg from 'pg';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { referencedSentences, type OccurrenceReference } from '#src/db/topics/occurrences.ts';
import { sentenceAround } from '#src/db/topics/sentences.ts';
import { topicUnits } from '#src/db/topics/topic-units.ts';
import type { TopicSentence } from '#src/shared/topics/topic-reader.ts';

/**
 * Topic-page sentences from topic_occurrences references (db/migrations/0025): the sentence
 * is derived from the article's stored content, never copied into the table. Rows written
 * before the references keep their copy until convertCopiedSentences has verified that the
 * reference gives back the identical sentence.
 */

/** An occurrence as the topic page query returns it: a reference, or (not yet converted) the copied sentence. */
export interface StoredOccurrence {
  sentence: string | null;
  matchStart: number;
  matchEnd: number;
  defines: boolean;
  unitId: string;
  paragraph: number | null;
  textStart: number | null;
  textEnd: number | null;
}

type UnitsModel = Pick<ArticleModel, 'abstracts' | 'body' | 'back'>;

/**
 * The content topicUnits needs, per article: only the abstracts when every wanted unit is the
 * abstract (much less to read than a body), else abstracts, body and back matter.
 */
async function modelsOf(pool: pg.Pool, wanted: Map<string, Set<string>>): Promise<Map<string, UnitsModel>> {
  if (wanted.size === 0) return new Map();
  const ids = [...wanted.keys()];
  const full = ids.filter((id) => [...wanted.get(id)!].some((unit) => unit !== 'abstract'));
  const res = await pool.query<{
    id: string;
    abstracts: UnitsModel['abstracts'] | null;
    body: UnitsModel['body'] | null;
    back: UnitsModel['back'] | null;
  }>(
    `SELECT id, model -> 'abstracts' AS abstracts,
       CASE WHEN id = ANY($2::bigint[]) THEN model -> 'body' END AS body,
       CASE WHEN id = ANY($2::bigint[]) THEN model -> 'back' END AS back
     FROM articles WHERE id = ANY($1::bigint[])`,
    [ids, full],
  );
  return new Map(res.rows.map((r) => [r.id, { abstracts: r.abstracts ?? [], body: r.body ?? [], back: r.back ?? [] }]));
}

const isReference = (o: StoredOccurrence): o is StoredOccurrence & OccurrenceReference =>
  o.paragraph !== null && o.textStart !== null && o.textEnd !== null;

/** The sentences of each article's occurrences, in the given order; one whose content is gone is left out. */
export async function sentencesOf(
  pool: pg.Pool,
  articles: ReadonlyArray<{ articleId: string; occurrences: readonly StoredOccurrence[] }>,
): Promise<Map<string, TopicSentence[]>> {
  const wanted = new Map<string, Set<string>>();
  for (const a of articles) {
    for (const o of a.occurrences) {
      if (o.sentence === null && isReference(o)) wanted.set(a.articleId, (wanted.get(a.articleId) ?? new Set()).add(o.unitId));
    }
  }
  const models = await modelsOf(pool, wanted);
  const out = new Map<string, TopicSentence[]>();
  for (const a of articles) {
    const model = models.get(a.articleId);
    const references = a.occurrences.filter(isReference);
    const derived = model ? referencedSentences(model, references) : [];
    const sentences: TopicSentence[] = [];
    for (const o of a.occurrences) {
      const d = o.sentence === null ? derived[references.indexOf(o as StoredOccurrence & OccurrenceReference)] : null;
      const s = o.sentence !== null ? { sentence: o.sentence, matchStart: o.matchStart, matchEnd: o.matchEnd } : d;
      if (s) sentences.push({ text: s.sentence, matchStart: s.matchStart, matchEnd: s.matchEnd, defines: o.defines, unitId: o.unitId });
    }
    out.set(a.articleId, sentences);
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where in the unit's paragraphs the copied sentence was found: the paragraph and match whose
 * sentence (by the same rules) is identical, text and match offsets, or null.
 */
export function locateSentence(
  model: UnitsModel,
  unitId: string,
  copy: { sentence: string; matchStart: number; matchEnd: number },
): OccurrenceReference | null {
  const unit = topicUnits(model).find((u) => u.id === unitId);
  const match = copy.sentence.slice(copy.matchStart, copy.matchEnd);
  if (!unit || match.trim() === '') return null;
  // The copy's whitespace was collapsed: any run of whitespace in the paragraph may stand for one space.
  const pattern = new RegExp(match.split(' ').map(escapeRegExp).join('\\s+'), 'g');
  for (const [paragraph, p] of unit.paragraphs.entries()) {
    for (const m of p.text.matchAll(pattern)) {
      const textStart = m.index;
      const textEnd = textStart + m[0].length;
      const s = sentenceAround(p.text, textStart, textEnd);
      if (s.sentence === copy.sentence && s.matchStart === copy.matchStart && s.matchEnd === copy.matchEnd) {
        return { unitId, paragraph, textStart, textEnd };
      }
    }
  }
  return null;
}

/** Articles converted per round (their contents are held in memory at once). */
const BATCH = 16;

/**
 * Replaces copied sentences (rows from before db/migrations/0025) by references, article by
 * article, in the background of a running site: a row is converted only when its reference
 * gives back the identical sentence; any other keeps its copy, so readers see the same text.
 */
export async function convertCopiedSentences(pool: pg.Pool): Promise<{ converted: number; kept: number }> {
  let converted = 0;
  let kept = 0;
  let after = '0';
  for (;;) {
    const ids = (
      await pool.query<{ article_id: string }>(
        `SELECT DISTINCT article_id FROM topic_occurrences WHERE sentence IS NOT NULL AND article_id > $1 ORDER BY article_id LIMIT ${BATCH}`,
        [after],
      )
    ).rows.map((r) => r.article_id);
    if (ids.length === 0) return { converted, kept };
    after = ids[ids.length - 1]!;
    const rows = (
      await pool.query<{ topic_id: string; article_id: string; unit_id: string; sentence: string; match_start: number; match_end: number }>(
        `SELECT topic_id, article_id, unit_id, sentence, match_start, match_end FROM topic_occurrences
       WHERE sentence IS NOT NULL AND article_id = ANY($1::bigint[])`,
        [ids],
      )
    ).rows;
    const models = await modelsOf(
      pool,
      new Map(ids.map((id) => [id, new Set(rows.filter((r) => r.article_id === id).map((r) => r.unit_id))])),
    );
    const updates: Array<{ row: (typeof rows)[number]; reference: OccurrenceReference }> = [];
    for (const row of rows) {
      const model = models.get(row.article_id);
      const reference = model
        ? locateSentence(model, row.unit_id, { sentence: row.sentence, matchStart: row.match_start, matchEnd: row.match_end })
        : null;
      if (reference) updates.push({ row, reference });
      else kept++;
    }
    if (updates.length === 0) continue;
    // Only a row still holding the same copy is changed (a rebuild meanwhile may have replaced it).
    const res = await pool.query(
      `UPDATE topic_occurrences o SET paragraph = u.paragraph, text_start = u.text_start, text_end = u.text_end, sentence = NULL
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[])
         AS u(topic_id, article_id, unit_id, sentence, paragraph, text_start, text_end)
       WHERE o.topic_id = u.topic_id AND o.article_id = u.article_id AND o.unit_id = u.unit_id AND o.sentence = u.sentence`,
      [
        updates.map((u) => u.row.topic_id),
        updates.map((u) => u.row.article_id),
        updates.map((u) => u.row.unit_id),
        updates.map((u) => u.row.sentence),
        updates.map((u) => u.reference.paragraph),
        updates.map((u) => u.reference.textStart),
        updates.map((u) => u.reference.textEnd),
      ],
    );
    converted += res.rowCount ?? 0;
  }
}
