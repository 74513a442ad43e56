import express, { type NextFunction, type Request, type Response } from 'express';
import { sendProblem } from '../problem.ts';
import type { AccessService } from './article-access.server.ts';
import { readerOf } from './request-reader.ts';
import { canViewArticleXml } from '#src/shared/access/article-xml-access.ts';

export const XML_VIEW_REFUSED = 'Viewing the article XML needs a privileged account (PRIVILEGED or DATA_CHECKOUT).';

/**
 * The full-text endpoints of /sdfe/arp (spec 001 §7: body, references, glossary, exam "with
 * entitledToken"; 000 §2 the article XML view) answer only with a valid entitledToken for
 * this article and reader AND a fresh entitlement check: a token outliving a subscription or
 * copied to another reader gets nothing. Mounted before the routes it guards; an unknown
 * article passes through so the route answers its own 404.
 */
export const FULL_TEXT_PATHS = [
  '/pii/:pii/body',
  '/pii/:pii/references',
  '/pii/:pii/references/*rest',
  '/pii/:pii/glossary',
  '/pii/:pii/exam',
  '/pii/:pii/xocs',
];

export function entitledGuard(access: AccessService, paths: string[] = FULL_TEXT_PATHS): express.Router {
  const router = express.Router();
  router.get(paths, async (req: Request, res: Response, next: NextFunction) => {
    const pii = String(req.params.pii);
    const reader = readerOf(res);
    const decided = await access.decide(reader, pii);
    if (!decided) return next();
    // 000 §2/§6: the XML view is for PRIVILEGED and DATA_CHECKOUT readers only, whatever else they may read.
    if (req.path.endsWith('/xocs') && !canViewArticleXml(reader.privilegeType)) return sendProblem(res, 403, XML_VIEW_REFUSED);
    const token = typeof req.query.entitledToken === 'string' ? req.query.entitledToken : undefined;
    const check = access.checkToken(req, res, decided.row.pii, token);
    if (!check.ok) return sendProblem(res, 403, check.reason);
    if (!decided.access.isContentVisible) {
      return sendProblem(
        res,
        403,
        `You do not have access to the full text of ${decided.row.pii}; its abstract is at /science/article/abs/pii/${decided.row.pii}.`,
      );
    }
    // Per-reader content: never stored by a shared cache.
    res.set('Cache-Control', 'private, max-age=60');
    res.vary('Cookie');
    next();
  });
  return router;
}
