import express, { type NextFunction, type Request, type Response } from 'express';
import type { QuestionRepository } from '#src/db/question-repository.server.ts';
import type { UsageRepository } from '#src/db/usage-repository.server.ts';
import {
  questionRatingRequestSchema,
  questionsAndAnswersQuerySchema,
  type QuestionRatingsResponse,
  type QuestionsAndAnswersResponse,
} from '#src/shared/qa/qa-contract.ts';
import type { AccessService } from '../access/article-access.server.ts';
import { readerOf } from '../access/request-reader.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';

/**
 * Questions answered in this article (001 §2, §3, §7, §9), mounted at /article/related behind
 * the entitled guard (answers quote the body: a reader who may not read the body gets none):
 * - GET /faq/pii/{pii}?entitledToken=…[&variation=…] → {pii, questions}
 * - POST /faq/pii/{pii}/rating {questionId, rating 1–3, entitledToken} (CSRF as every POST) → 204
 * - GET /faq/pii/{pii}/ratings (administrators) → the article's usage and its answers' ratings
 */
/** Guarded by the entitled guard (answers quote the body, so they are full text too). */
export const QUESTIONS_AND_ANSWERS_PATHS = ['/faq/pii/:pii'];

const jsonBody = express.json({ limit: '4kb', type: () => true });

/** A body that is not JSON (or too large) is the client's mistake: a 400 (413) problem, never a 500. */
function ratingBody(req: Request, res: Response, next: NextFunction): void {
  jsonBody(req, res, (error?: unknown) => {
    if (!error) return next();
    const status = (error as { status?: number }).status === 413 ? 413 : 400;
    sendProblem(
      res,
      status,
      status === 413 ? 'Invalid rating: the body is larger than 4 kB' : 'Invalid rating: the body is not valid JSON',
    );
  });
}

export function questionsRoutes(
  questions: QuestionRepository,
  access: AccessService,
  log: Logger,
  usage?: Pick<UsageRepository, 'articleMetrics'>,
): express.Router {
  const router = express.Router();

  // Administrators: the article's usage (views, downloads, citations) with its answers' ratings.
  router.get('/faq/pii/:pii/ratings', async (req: Request, res: Response) => {
    if (readerOf(res).userType !== 'ADMIN')
      return sendProblem(res, 403, 'Answer ratings are for administrators: sign in with an administrator account.');
    const pii = requestPii(req.params.pii, log);
    const stored = await questions.forPii(pii);
    if (!stored) return sendProblem(res, 404, `No article with PII ${pii}`);
    const [metrics, ratings] = await Promise.all([usage?.articleMetrics(pii) ?? null, questions.ratings(pii)]);
    res.set('Cache-Control', 'private, no-store').json({ pii, usage: metrics, questions: ratings } satisfies QuestionRatingsResponse);
  });

  router.get('/faq/pii/:pii', async (req: Request, res: Response) => {
    const query = questionsAndAnswersQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const pii = requestPii(req.params.pii, log);
    const stored = await questions.forPii(pii);
    if (!stored) return sendProblem(res, 404, `No article with PII ${pii}`);
    const body: QuestionsAndAnswersResponse = {
      pii,
      questions: stored.map(({ id, question, answer, paragraphs, engine }) => ({ id, question, answer, paragraphs, engine })),
    };
    res.set('Cache-Control', 'private, max-age=60').json(body);
  });

  router.post('/faq/pii/:pii/rating', ratingBody, async (req: Request, res: Response) => {
    const pii = requestPii(req.params.pii, log);
    const parsed = questionRatingRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? 'body');
      return sendProblem(res, 400, `Invalid rating: ${issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`}`, {
        parameter: field,
      });
    }
    const decided = await access.decide(readerOf(res), pii);
    if (!decided) return sendProblem(res, 404, `No article with PII ${pii}`);
    const check = access.checkToken(req, res, decided.row.pii, parsed.data.entitledToken);
    if (!check.ok) return sendProblem(res, 403, check.reason);
    if (!decided.access.isContentVisible) return sendProblem(res, 403, `You do not have access to the full text of ${decided.row.pii}.`);
    const reader = readerOf(res);
    const stored = await questions.rate(decided.row.pii, parsed.data.questionId, parsed.data.rating, reader.user?.id ?? null);
    if (!stored) return sendProblem(res, 404, `Article ${decided.row.pii} has no question "${parsed.data.questionId}"`);
    res.status(204).set('Cache-Control', 'no-store').end();
  });
  return router;
}
