import express, { type Response } from 'express';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import { userSettingsQuerySchema, type ReferredToByResponse, type RefersToResponse } from '#src/shared/api/api-contract.ts';
import type { Logger } from '../logger.ts';
import { requestPii } from './request-pii.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';

// An EID is "1-s2.0-" plus a PII (Elsevier's form, ADR 003); anything else cannot name an article.
const EID = /^[0-9]-s2\.0-[A-Za-z0-9]{1,40}$/;

/**
 * spec 001 §7: GET /pii/{pii}/refersTo and /eid/{eid}/referredToBy "with the three params",
 * both from the related-article links stored at ingest (corrections, retractions, insights,
 * research advances). The answer changes when other articles are ingested, so it is only
 * briefly cacheable.
 */
export function relatedRoutes(articles: Pick<ArticleRepository, 'refersTo' | 'referredToBy'>, log: Logger): express.Router {
  const router = express.Router();
  const send = (res: Response, body: RefersToResponse | ReferredToByResponse) => res.set('Cache-Control', 'public, max-age=60').json(body);

  router.get('/pii/:pii/refersTo', async (req, res) => {
    const query = userSettingsQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const pii = requestPii(req.params.pii, log);
    const related = await articles.refersTo(pii);
    if (!related) return sendProblem(res, 404, `No article with PII ${pii}`);
    send(res, related);
  });

  router.get('/eid/:eid/referredToBy', async (req, res) => {
    const query = userSettingsQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const eid = String(req.params.eid);
    if (!EID.test(eid)) return sendProblem(res, 400, `Invalid EID ${eid.slice(0, 80)}: expected 1-s2.0-{pii}`, { parameter: 'eid' });
    const related = await articles.referredToBy(eid);
    if (!related) return sendProblem(res, 404, `No article with EID ${eid}`);
    send(res, related);
  });

  return router;
}
