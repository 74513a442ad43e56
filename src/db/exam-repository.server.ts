import type pg from 'pg';
import { examQuestionsSchema, type ExamQuestion } from '#src/shared/exam/exam-question.ts';

/**
 * Article exams (001 §7; migration 0019). The XML's exam is written with the article at
 * ingest; an imported exam replaces it and survives re-ingest.
 */
type Queryable = Pick<pg.PoolClient, 'query'>;

/** Inside the article's ingest transaction: the XML's exam replaces an earlier XML exam, never an imported one. */
export async function writeXmlExam(client: Queryable, articleId: string, questions: readonly ExamQuestion[] | undefined): Promise<void> {
  if (!questions || questions.length === 0) {
    await client.query(`DELETE FROM article_exams WHERE article_id = $1 AND source = 'xml'`, [articleId]);
    return;
  }
  await client.query(
    `INSERT INTO article_exams (article_id, source, questions) VALUES ($1, 'xml', $2)
     ON CONFLICT (article_id) DO UPDATE SET questions = EXCLUDED.questions, updated_at = now() WHERE article_exams.source = 'xml'`,
    [articleId, JSON.stringify(questions)],
  );
}

export function createExamRepository(pool: pg.Pool) {
  return {
    /** The article's exam questions ([] without an exam); null when there is no such article. */
    async forArticle(pii: string): Promise<ExamQuestion[] | null> {
      const { rows } = await pool.query<{ questions: unknown }>(
        'SELECT e.questions FROM articles a LEFT JOIN article_exams e ON e.article_id = a.id WHERE a.pii = $1',
        [pii],
      );
      if (rows.length === 0) return null;
      // Stored JSON is checked on the way out too (ARCHITECTURE: zod for DB JSON).
      return rows[0]!.questions ? examQuestionsSchema.parse(rows[0]!.questions) : [];
    },

    /** Sets the article's exam from an import; false when there is no such article. */
    async importExam(pii: string, questions: readonly ExamQuestion[]): Promise<boolean> {
      const res = await pool.query(
        `INSERT INTO article_exams (article_id, source, questions) SELECT id, 'import', $2 FROM articles WHERE pii = $1
         ON CONFLICT (article_id) DO UPDATE SET source = 'import', questions = EXCLUDED.questions, updated_at = now()`,
        [pii, JSON.stringify(questions)],
      );
      return (res.rowCount ?? 0) > 0;
    },
  };
}
export type ExamRepository = ReturnType<typeof createExamRepository>;
