import express from 'express';
import type { UsageRepository } from '#src/db/usage-repository.server.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { sendProblem } from '../problem.ts';

/** GET /sdfe/arp/pii/{pii}/metrics: the article's own views and downloads, and how often stored articles cite it. */
export function metricsRoute(usage: UsageRepository): express.Router {
  const router = express.Router();
  router.get('/sdfe/arp/pii/:pii/metrics', async (req, res) => {
    const pii = String(req.params.pii);
    const metrics = isValidPii(pii) ? await usage.articleMetrics(pii) : null;
    if (!metrics) {
      sendProblem(res, 404, `No article with PII ${pii}`);
      return;
    }
    res.set('Cache-Control', 'public, max-age=300').json(metrics);
  });
  return router;
}
