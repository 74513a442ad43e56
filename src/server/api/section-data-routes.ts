import express, { type Request, type Response } from 'express';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import type { SectionDataRepository } from '#src/db/section-data-repository.server.ts';
import {
  authorIndexParamSchema,
  userSettingsQuerySchema,
  type ArticleContextResponse,
  type AuthorArticlesResponse,
} from '#src/shared/api/api-contract.ts';
import type { ArticleRecord } from '#src/shared/article/article-reader.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';

type Query = typeof userSettingsQuerySchema;

/** Validates the query, finds the article (400/404 as problem+json), then answers with `respond`. */
function withArticle(
  articles: Pick<ArticleRepository, 'findByPii'>,
  log: Logger,
  query: Query,
  respond: (article: ArticleRecord, req: Request, res: Response) => Promise<unknown> | unknown,
) {
  return async (req: Request, res: Response) => {
    const parsed = query.safeParse(req.query);
    if (!parsed.success) return sendQueryProblem(res, parsed.error);
    const pii = requestPii(req.params.pii, log);
    const article = await articles.findByPii(pii);
    if (!article) return sendProblem(res, 404, `No article with PII ${pii}`);
    const body = await respond(article, req, res);
    if (body !== undefined) res.set('Cache-Control', 'private, max-age=60').json(body);
  };
}

/**
 * Section endpoints of 001 §7 under /sdfe/arp: the other articles of one author, and the
 * page context the client sections address their calls with. Substances and the exam are
 * served by substance-routes.ts and exam-routes.ts.
 */
export function sectionDataRoutes(
  articles: Pick<ArticleRepository, 'findByPii'>,
  sectionData: SectionDataRepository | undefined,
  log: Logger,
): express.Router {
  const router = express.Router();

  // The context query finds the article itself: no need to load its whole model first.
  router.get('/pii/:pii/context', async (req, res) => {
    const parsed = userSettingsQuerySchema.safeParse(req.query);
    if (!parsed.success) return sendQueryProblem(res, parsed.error);
    const pii = requestPii(req.params.pii, log);
    const context = await sectionData?.articleContext(pii);
    if (!context) return sendProblem(res, 404, `No article with PII ${pii}`);
    res.set('Cache-Control', 'private, max-age=60').json(context satisfies ArticleContextResponse);
  });
  router.get(
    '/pii/:pii/author/:index/articles',
    withArticle(articles, log, userSettingsQuerySchema, async ({ pii, model }, req, res): Promise<AuthorArticlesResponse | undefined> => {
      const index = authorIndexParamSchema.safeParse(req.params.index);
      if (!index.success) {
        sendProblem(res, 400, `Invalid author index "${String(req.params.index).slice(0, 40)}": ${index.error.issues[0]!.message}`, {
          parameter: 'index',
        });
        return undefined;
      }
      const author = model.authors[index.data];
      if (!author) {
        sendProblem(res, 404, `Article ${pii} has no author at index ${index.data} (it has ${model.authors.length})`);
        return undefined;
      }
      const scopusDocuments = author.kind === 'person' && sectionData ? await sectionData.otherArticlesBy(pii, author) : [];
      return { pii, authorIndex: index.data, scopusAuthorId: null, scopusDocuments };
    }),
  );
  return router;
}
