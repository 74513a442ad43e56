import express from 'express';
import type { SubstanceRepository } from '#src/db/substance-repository.server.ts';
import { userSettingsQuerySchema } from '#src/shared/api/api-contract.ts';
import type { SubstancesResponse } from '#src/shared/substances/substance-contract.ts';
import { chemistryDbLink } from '#src/server/api/chemistry-db-link.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';

/**
 * GET /sdfe/arp/pii/{pii}/substances (001 §7): the registry substances the article mentions,
 * in order of first mention, each with the configured chemistry database's link (001 §2).
 * Substances are metadata (like the abstract), so every reader of the page gets them.
 */
export function substanceRoutes(
  substances: Pick<SubstanceRepository, 'forArticle'>,
  chemistryDbUrl: string | null | undefined,
  log: Logger,
): express.Router {
  const router = express.Router();
  router.get('/pii/:pii/substances', async (req, res) => {
    const parsed = userSettingsQuerySchema.safeParse(req.query);
    if (!parsed.success) return sendQueryProblem(res, parsed.error);
    const pii = requestPii(req.params.pii, log);
    const found = await substances.forArticle(pii);
    if (!found) return sendProblem(res, 404, `No article with PII ${pii}`);
    const body: SubstancesResponse = {
      pii,
      substances: found.map((s) => ({ ...s, chemistryDatabaseUrl: chemistryDbLink(chemistryDbUrl, s) })),
    };
    res.set('Cache-Control', 'private, max-age=60').json(body);
  });
  return router;
}
