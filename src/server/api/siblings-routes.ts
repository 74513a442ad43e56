import express from 'express';
import type { BrowseRepository } from '#src/db/browse-repository.server.ts';
import { userSettingsQuerySchema } from '#src/shared/api/api-contract.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';

/** Issue ids are bigserial keys; anything else is a client error, not an unknown issue. */
const ISSUE_ID = /^[1-9]\d{0,17}$/;
/** Characters a PII can hold; a well-formed but invalid PII is logged (requestPii) and looked up like the other endpoints do. */
const PII_SHAPE = /^[A-Za-z0-9()\-.]{1,64}$/;

/**
 * GET /issue/{issue}/article/{id}/siblings (spec 001 §7): the previous and next article in
 * issue order. `{issue}` is the issue id, `{id}` the article's PII (see SiblingsResponse).
 */
export function siblingsRoutes(browse: BrowseRepository, log: Logger): express.Router {
  const router = express.Router();
  router.get('/issue/:issue/article/:id/siblings', async (req, res) => {
    const query = userSettingsQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const { issue, id } = req.params;
    if (!ISSUE_ID.test(issue))
      return sendProblem(res, 400, `Invalid path parameter "issue": expected an issue id, got "${issue}"`, { parameter: 'issue' });
    if (!PII_SHAPE.test(id))
      return sendProblem(res, 400, `Invalid path parameter "id": expected an article PII, got "${id}"`, { parameter: 'id' });
    const siblings = await browse.siblings(issue, requestPii(id, log));
    if (!siblings) return sendProblem(res, 404, `No article with PII ${id} in issue ${issue}`);
    res.set('Cache-Control', 'public, max-age=300').json(siblings);
  });
  return router;
}
