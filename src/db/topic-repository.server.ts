import type pg from 'pg';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { disciplineBySlug } from '#src/db/topics/discipline.ts';
import type { Topic, TopicAnnotations } from '#src/shared/topics/topic-contract.ts';
import type { ImportedTopic } from '#src/shared/topics/topic-import.ts';
import type { TopicPageData, TopicReader } from '#src/shared/topics/topic-reader.ts';
import { pageOffset } from '#src/shared/site/pagination.ts';
import { sentencesOf, type StoredOccurrence } from './topic-sentences.server.ts';
import { withTransaction } from './transaction.server.ts';

interface OccurrenceRow {
  pii: string;
  unit_id: string;
  unit_kind: 'abstract' | 'section';
  name: string;
  discipline: string;
  slug: string;
  phrases: string[];
}

function topicOf(r: { name: string; discipline: string; slug: string; phrases: string[] }): Topic {
  return { name: r.name, targetURL: `/topics/${r.discipline}/${r.slug}`, stringMatch: r.phrases };
}

/** Annotations from occurrence rows in unit order: abstract topics, topics per section, all topics once. */
function annotationsOf(rows: OccurrenceRow[]): TopicAnnotations {
  const abstract: Topic[] = [];
  const sections = new Map<string, Topic[]>();
  const matches = new Map<string, Topic>();
  for (const r of rows) {
    const topic = topicOf(r);
    if (r.unit_kind === 'abstract') abstract.push(topic);
    else sections.set(r.unit_id, [...(sections.get(r.unit_id) ?? []), topic]);
    if (!matches.has(topic.targetURL)) matches.set(topic.targetURL, topic);
  }
  return {
    abstract: { topics: abstract },
    sections: [...sections].map(([id, topics]) => ({ id, topics })),
    matches: [...matches.values()],
  };
}

const OCCURRENCES = `SELECT a.pii, o.unit_id, o.unit_kind, t.name, t.discipline, t.slug, t.phrases
  FROM topic_occurrences o JOIN topics t ON t.id = o.topic_id JOIN articles a ON a.id = o.article_id`;

export function createTopicRepository(pool: pg.Pool) {
  const repository = {
    /**
     * The topic annotations of one article, or null when there is no such article (or it is
     * not in the journal with the given ISSN).
     */
    async annotationsByPii(pii: string, issn?: string): Promise<TopicAnnotations | null> {
      const article = await pool.query<{ id: string }>(
        `SELECT a.id FROM articles a JOIN publications p ON p.id = a.publication_id
         WHERE a.pii = $1 AND ($2::text IS NULL OR replace(upper(p.issn), '-', '') = $2 OR replace(upper(p.eissn), '-', '') = $2)`,
        [normalizePii(pii), issn ? issn.replace('-', '').toUpperCase() : null],
      );
      const id = article.rows[0]?.id;
      if (!id) return null;
      const res = await pool.query<OccurrenceRow>(`${OCCURRENCES} WHERE o.article_id = $1 ORDER BY o.unit_position, t.id`, [id]);
      return annotationsOf(res.rows);
    },

    /** Annotations of several articles by PII; articles without any are absent from the map. */
    async annotationsByPiis(piis: readonly string[]): Promise<Map<string, TopicAnnotations>> {
      const res = await pool.query<OccurrenceRow>(`${OCCURRENCES} WHERE a.pii = ANY($1::text[]) ORDER BY a.pii, o.unit_position, t.id`, [
        piis.map(normalizePii),
      ]);
      const byPii = new Map<string, OccurrenceRow[]>();
      for (const r of res.rows) byPii.set(r.pii, [...(byPii.get(r.pii) ?? []), r]);
      return new Map([...byPii].map(([pii, rows]) => [pii, annotationsOf(rows)]));
    },

    /** A topic and one page of its articles (`page` 1-based), or null for an unknown topic. */
    async topicPage(discipline: string, slug: string, page: number, pageSize: number): Promise<TopicPageData | null> {
      const found = await pool.query<{
        id: string;
        name: string;
        discipline: string;
        slug: string;
        phrases: string[];
        description: string | null;
        article_count: number;
      }>('SELECT id, name, discipline, slug, phrases, description, article_count FROM topics WHERE discipline = $1 AND slug = $2', [
        discipline,
        slug,
      ]);
      const t = found.rows[0];
      if (!t) return null;
      const articles = await pool.query<{
        id: string;
        pii: string;
        title: string;
        publication_title: string;
        publication_year: number | null;
        as_keyword: boolean;
        occurrences: StoredOccurrence[] | null;
      }>(
        `SELECT a.id, a.pii, a.title, p.title AS publication_title, a.publication_year, ta.as_keyword,
           (SELECT json_agg(json_build_object('sentence', o.sentence, 'matchStart', o.match_start, 'matchEnd', o.match_end,
                     'defines', o.defines, 'unitId', o.unit_id, 'paragraph', o.paragraph, 'textStart', o.text_start, 'textEnd', o.text_end)
                     ORDER BY o.defines DESC, o.unit_position)
            FROM (SELECT * FROM topic_occurrences WHERE topic_id = ta.topic_id AND article_id = a.id
                  ORDER BY defines DESC, unit_position LIMIT 3) o) AS occurrences
         FROM topic_articles ta JOIN articles a ON a.id = ta.article_id JOIN publications p ON p.id = a.publication_id
         WHERE ta.topic_id = $1
         ORDER BY EXISTS (SELECT 1 FROM topic_occurrences d WHERE d.topic_id = ta.topic_id AND d.article_id = a.id AND d.defines) DESC,
                  ta.as_keyword DESC, a.publication_date DESC NULLS LAST, a.id DESC
         OFFSET $2 LIMIT $3`,
        [t.id, pageOffset(page, pageSize), pageSize],
      );
      const sentences = await sentencesOf(
        pool,
        articles.rows.map((r) => ({ articleId: r.id, occurrences: r.occurrences ?? [] })),
      );
      return {
        name: t.name,
        discipline: disciplineBySlug(t.discipline),
        targetURL: `/topics/${t.discipline}/${t.slug}`,
        phrases: t.phrases,
        description: t.description,
        articleCount: t.article_count,
        page,
        pageSize,
        articles: articles.rows.map((r) => ({
          pii: r.pii,
          title: r.title,
          publicationTitle: r.publication_title,
          publicationYear: r.publication_year,
          asKeyword: r.as_keyword,
          sentences: sentences.get(r.id) ?? [],
        })),
      };
    },

    /** Adds or replaces imported topics by page path; call refreshTopics afterwards to find their uses. */
    async importTopics(topics: readonly ImportedTopic[]): Promise<number> {
      return withTransaction(pool, async (client) => {
        for (const t of topics) {
          await client.query(
            `INSERT INTO topics (discipline, slug, name, phrases, description, source) VALUES ($1, $2, $3, $4, $5, 'import')
             ON CONFLICT (discipline, slug) DO UPDATE SET name = EXCLUDED.name, phrases = EXCLUDED.phrases,
               description = EXCLUDED.description, source = 'import', updated_at = now()`,
            [t.discipline, t.slug, t.name, t.phrases, t.description],
          );
        }
        return topics.length;
      });
    },
  } satisfies TopicReader & Record<string, unknown>;
  return repository;
}

export type TopicRepository = ReturnType<typeof createTopicRepository>;
