import express, { type NextFunction, type Request, type Response } from 'express';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import type { TocResponse } from '#src/shared/api/api-contract.ts';
import { floatsOf } from '#src/shared/article/article-outline.ts';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { sendRefusal } from '../refusal-page.ts';
import type { AccessService } from './article-access.server.ts';
import { readerOf } from './request-reader.ts';

/**
 * The table of contents of a reader without the full text (000 §9: TOC links are active only
 * for entitled users or for abstract-scope anchors): only the abstract scope — the abstracts'
 * headings and the graphical abstract's figure — so no section, caption or float of the body
 * reaches them. Entitled readers fall through to the full /toc.
 */
export function abstractScopeToc(model: ArticleModel, pii: string, citedByCount: number): TocResponse {
  return {
    pii,
    outline: model.abstracts.filter((a) => a.id && a.title).map((a) => ({ id: a.id!, title: a.title!, level: 2, children: [] })),
    figures: floatsOf(model.abstracts.flatMap((a) => a.children)).figures,
    tables: [],
    extras: [],
    citedByCount,
  };
}

export function paywallTocRoute(access: AccessService, articles: Pick<ArticleRepository, 'findByPii' | 'citedByCount'>): express.Router {
  const router = express.Router();
  router.get('/pii/:pii/toc', async (req: Request, res: Response, next: NextFunction) => {
    const decided = await access.decide(readerOf(res), String(req.params.pii));
    if (!decided || decided.access.isContentVisible) return next();
    const article = await articles.findByPii(decided.row.pii);
    if (!article) return next();
    res
      .set('Cache-Control', 'private, max-age=60')
      .json(abstractScopeToc(article.model, article.pii, await articles.citedByCount(article.id)));
  });
  return router;
}

/**
 * {media base}/{eid}: a file of an article the reader may not read in full is refused, except
 * the abstract scope's own figures. Files of such articles are never cached publicly.
 */
export function mediaGuard(access: AccessService): express.Router {
  const router = express.Router();
  router.get('/:eid', async (req: Request, res: Response, next: NextFunction) => {
    const owner = await access.entitlements.assetOwner(String(req.params.eid));
    if (!owner) return next();
    const decided = await access.decide(readerOf(res), owner.pii);
    if (!decided) return next();
    const free =
      decided.access.entitled &&
      decided.access.source !== 'subscription' &&
      decided.access.source !== 'purchase' &&
      decided.access.source !== 'grant';
    if (!free) res.locals.privateMedia = true;
    if (decided.access.isContentVisible || owner.inAbstract) return next();
    sendRefusal(
      res,
      403,
      `You do not have access to the files of ${owner.pii}; its abstract is at /science/article/abs/pii/${owner.pii}.`,
      {
        heading: 'You do not have access to this file',
        article: { pii: owner.pii },
      },
    );
  });
  return router;
}
