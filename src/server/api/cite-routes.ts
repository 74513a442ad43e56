import express, { type Request, type Response } from 'express';
import type { ZodType } from 'zod';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import { citationData } from '#src/shared/citation/citation-data.ts';
import { CITATION_FORMATS, citeQuerySchema, refWorksQuerySchema, type CitationFormat } from '#src/shared/citation/citation-formats.ts';
import { articleUrl } from '#src/shared/citation/scholar-meta.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { requestPii } from './request-pii.ts';

/**
 * Citation export (spec 001 §2 "Export", §9 "Citation formats RIS, BibTeX, text, plus
 * RefWorks"): the article page's plain GET form posts to /cite; RefWorks has its own path.
 * Both answer a file download named after the PII.
 */
export function citeRoutes(articles: ArticleRepository, log: Logger): express.Router {
  const router = express.Router();

  const download = async (req: Request, res: Response, pii: string, format: CitationFormat, withAbstract: boolean) => {
    requestPii(pii, log);
    const article = await articles.findByPii(pii);
    if (!article) return sendProblem(res, 404, `No article with PII ${pii}`);
    // The request's own origin (Express trusts only a loopback proxy for it), as canonical links do without PUBLIC_URL.
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const body = format.render(citationData(article.model), { withAbstract, articleUrl: articleUrl(origin, article.pii) });
    const fileName = `${article.pii.replace(/[^A-Za-z0-9._-]/g, '')}${format.fileSuffix}`;
    res
      .status(200)
      .set({
        'Content-Type': format.contentType,
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, max-age=60',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(Buffer.from(body, 'utf8'));
  };

  const parse = <T>(schema: ZodType<T>, req: Request, res: Response): T | undefined => {
    const query = schema.safeParse(req.query);
    if (query.success) return query.data;
    sendQueryProblem(res, query.error);
    return undefined;
  };

  router.get('/cite', async (req, res) => {
    const query = parse(citeQuerySchema, req, res);
    if (query) await download(req, res, query.pii, CITATION_FORMATS[query.format], query.withabstract);
  });

  router.get('/export/:pii/refworks-tagged-format', async (req, res) => {
    const query = parse(refWorksQuerySchema, req, res);
    if (query) await download(req, res, String(req.params.pii), CITATION_FORMATS.refworks, query.withabstract);
  });

  return router;
}
