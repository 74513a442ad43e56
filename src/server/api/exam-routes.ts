import express from 'express';
import type { ExamRepository } from '#src/db/exam-repository.server.ts';
import { userSettingsQuerySchema } from '#src/shared/api/api-contract.ts';
import type { ExamResponse } from '#src/shared/exam/exam-contract.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';

/**
 * GET /sdfe/arp/pii/{pii}/exam with entitledToken (001 §7): the article's exam questions with
 * their choices, correct choice and explanation. Full text: the entitled guard
 * (access/entitled-guard.ts) answers 403 before this route for a reader who may not read the body.
 */
export function examRoutes(exams: Pick<ExamRepository, 'forArticle'>, log: Logger): express.Router {
  const router = express.Router();
  router.get('/pii/:pii/exam', async (req, res) => {
    const parsed = userSettingsQuerySchema.safeParse(req.query);
    if (!parsed.success) return sendQueryProblem(res, parsed.error);
    const pii = requestPii(req.params.pii, log);
    const questions = await exams.forArticle(pii);
    if (!questions) return sendProblem(res, 404, `No article with PII ${pii}`);
    res.set('Cache-Control', 'private, max-age=60').json({ pii, questions } satisfies ExamResponse);
  });
  return router;
}
