import type pg from 'pg';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import type { BuiltQuestion } from '#src/shared/qa/qa-types.ts';
import { withTransaction } from './transaction.server.ts';

/**
 * Questions answered in an article and readers' ratings of them (spec 001 §3 "Question and
 * answer", §9 star rating; migration 0017). Questions are replaced as a whole whenever they are
 * rebuilt; ratings are kept by question id.
 */
export interface StoredQuestion extends BuiltQuestion {
  builtAt: string;
}

export interface QuestionRating {
  questionId: string;
  question: string | null;
  ratings: number;
  average: number;
  /** How many readers gave 1, 2 and 3 stars. */
  stars: [number, number, number];
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** Stores `questions` as the article's questions, replacing the ones it had. */
export async function replaceQuestions(db: Queryable, articleId: string, questions: readonly BuiltQuestion[]): Promise<void> {
  await db.query('DELETE FROM article_questions WHERE article_id = $1', [articleId]);
  if (questions.length === 0) return;
  const params: unknown[] = [articleId];
  const tuples = questions.map((q, i) => {
    params.push(q.id, i, q.question, q.answer, JSON.stringify(q.paragraphs), q.engine);
    const n = params.length;
    return `($1, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}::jsonb, $${n})`;
  });
  await db.query(
    `INSERT INTO article_questions (article_id, question_id, position, question, answer, paragraphs, engine) VALUES ${tuples.join(', ')}`,
    params,
  );
}

export function createQuestionRepository(pool: pg.Pool) {
  return {
    /** The article's questions in order; null when there is no such article. */
    async forPii(pii: string): Promise<StoredQuestion[] | null> {
      const { rows } = await pool.query<{
        found: boolean;
        question_id: string | null;
        question: string;
        answer: string;
        paragraphs: BuiltQuestion['paragraphs'];
        engine: BuiltQuestion['engine'];
        built_at: Date;
      }>(
        `SELECT true AS found, q.question_id, q.question, q.answer, q.paragraphs, q.engine, q.built_at
         FROM articles a LEFT JOIN article_questions q ON q.article_id = a.id
         WHERE a.pii = $1 ORDER BY q.position`,
        [normalizePii(pii)],
      );
      if (rows.length === 0) return null;
      return rows
        .filter((r) => r.question_id !== null)
        .map((r) => ({
          id: r.question_id!,
          question: r.question,
          answer: r.answer,
          paragraphs: r.paragraphs,
          engine: r.engine,
          builtAt: r.built_at.toISOString(),
        }));
    },

    /** Stores one reader's rating; false when the article has no such question. */
    async rate(pii: string, questionId: string, rating: number, userId: string | null): Promise<boolean> {
      const res = await pool.query(
        `INSERT INTO article_question_ratings (article_id, question_id, rating, user_id)
         SELECT q.article_id, q.question_id, $3, $4 FROM article_questions q JOIN articles a ON a.id = q.article_id
         WHERE a.pii = $1 AND q.question_id = $2`,
        [normalizePii(pii), questionId, rating, userId],
      );
      return (res.rowCount ?? 0) > 0;
    },

    /** Ratings of the article's questions (for administrators, beside its usage). */
    async ratings(pii: string): Promise<QuestionRating[]> {
      const { rows } = await pool.query<{
        question_id: string;
        question: string | null;
        n: string;
        avg: string;
        s1: string;
        s2: string;
        s3: string;
      }>(
        `SELECT r.question_id, q.question, count(*) AS n, avg(r.rating) AS avg,
                count(*) FILTER (WHERE r.rating = 1) AS s1, count(*) FILTER (WHERE r.rating = 2) AS s2, count(*) FILTER (WHERE r.rating = 3) AS s3
         FROM article_question_ratings r JOIN articles a ON a.id = r.article_id
         LEFT JOIN article_questions q ON q.article_id = r.article_id AND q.question_id = r.question_id
         WHERE a.pii = $1 GROUP BY r.question_id, q.question, q.position ORDER BY q.position NULLS LAST, r.question_id`,
        [normalizePii(pii)],
      );
      return rows.map((r) => ({
        questionId: r.question_id,
        question: r.question,
        ratings: Number(r.n),
        average: Math.round(Number(r.avg) * 100) / 100,
        stars: [Number(r.s1), Number(r.s2), Number(r.s3)],
      }));
    },

    /** PIIs whose questions `npm run qa` rebuilds: one article, or every article. */
    async piis(pii?: string): Promise<string[]> {
      const { rows } = pii
        ? await pool.query<{ pii: string }>('SELECT pii FROM articles WHERE pii = $1', [normalizePii(pii)])
        : await pool.query<{ pii: string }>('SELECT pii FROM articles ORDER BY id');
      return rows.map((r) => r.pii);
    },

    /** An article's stored model, to rebuild its questions from. */
    async model(pii: string): Promise<{ articleId: string; model: ArticleModel } | null> {
      const { rows } = await pool.query<{ id: string; model: ArticleModel }>('SELECT id, model FROM articles WHERE pii = $1', [
        normalizePii(pii),
      ]);
      const r = rows[0];
      return r ? { articleId: r.id, model: r.model } : null;
    },

    async replace(articleId: string, questions: readonly BuiltQuestion[]): Promise<void> {
      await withTransaction(pool, (client) => replaceQuestions(client, articleId, questions));
    },
  };
}
export type QuestionRepository = ReturnType<typeof createQuestionRepository>;
