import { z } from 'zod';

/**
 * The questions-and-answers calls (001 §3 "Question and answer", §7, §9). Kept out of
 * api-contract.ts so the article route's initial JavaScript does not carry them: only the
 * server and the (lazily loaded) side panel use them.
 */
/** One entry of GET /article/related/faq/pii/{pii} (001 §3 "Question and answer"). */
export const questionAndAnswerSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  paragraphs: z.array(z.object({ paragraph_id: z.string(), section_id: z.string(), passage: z.string() })),
  /** Which engine wrote the answer: 'generative' answers carry the 'Powered by GenAI' badge (000 §9). */
  engine: z.enum(['extractive', 'generative']),
});
export type QuestionAndAnswer = z.infer<typeof questionAndAnswerSchema>;
export const questionsAndAnswersResponseSchema = z.object({ pii: z.string(), questions: z.array(questionAndAnswerSchema) });
export type QuestionsAndAnswersResponse = z.infer<typeof questionsAndAnswersResponseSchema>;
export const questionsAndAnswersQuerySchema = z.object({
  entitledToken: z.string().max(512).optional(),
  variation: z.string().max(64).optional(),
});
/** POST /article/related/faq/pii/{pii}/rating: one reader's 3-star rating of one answer (001 §9). */
export const questionRatingRequestSchema = z.strictObject({
  questionId: z.string().regex(/^[a-z0-9-]{1,120}$/, 'questionId must be a question id of this article'),
  rating: z.int().min(1, 'rating must be 1, 2 or 3 stars').max(3, 'rating must be 1, 2 or 3 stars'),
  entitledToken: z.string().min(1).max(512),
});
export type QuestionRatingRequest = z.infer<typeof questionRatingRequestSchema>;

/** GET /article/related/faq/pii/{pii}/ratings (administrators): the article's usage and its answers' ratings. */
export interface QuestionRatingsResponse {
  pii: string;
  usage: { views: number; downloads: number; citations: number } | null;
  questions: Array<{ questionId: string; question: string | null; ratings: number; average: number; stars: [number, number, number] }>;
}
