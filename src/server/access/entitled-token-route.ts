import express, { type Request, type Response } from 'express';
import type { EntitledTokenResponse } from '#src/shared/api/api-contract.ts';
import { sendProblem } from '../problem.ts';
import type { AccessService } from './article-access.server.ts';

/**
 * GET /sdfe/arp/pii/{pii}/entitled-token (ADR 008): the entitledToken (001 §3, §7) of this
 * request's reader, for a page that does not carry one — the anonymous variant of an article
 * page, which shared caches keep and so holds nothing bound to a reader. Decided afresh on
 * every call; never stored by any cache.
 */
export function entitledTokenRoute(access: AccessService): express.Router {
  const router = express.Router();
  router.get('/pii/:pii/entitled-token', async (req: Request, res: Response) => {
    res.set('Cache-Control', 'private, no-store');
    const pii = String(req.params.pii);
    const decided = await access.decideForRequest(res, pii);
    if (!decided) return sendProblem(res, 404, `No article with PII ${pii}`);
    if (!decided.access.entitled) {
      return sendProblem(
        res,
        403,
        `You do not have access to the full text of ${decided.row.pii}; its abstract is at /science/article/abs/pii/${decided.row.pii}.`,
      );
    }
    res.json({ pii: decided.row.pii, entitledToken: access.tokenFor(req, res, decided.row.pii) } satisfies EntitledTokenResponse);
  });
  return router;
}
