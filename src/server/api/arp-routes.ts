import express, { type Request, type Response } from 'express';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import type { BrowseRepository } from '#src/db/browse-repository.server.ts';
import {
  citingArticlesQuerySchema,
  userSettingsQuerySchema,
  type AuthorMetadataResponse,
  type AuthorsResponse,
  type BodyResponse,
  type CitingArticlesResponse,
  type GlossaryResponse,
  type ReferencesResponse,
  type TocResponse,
} from '#src/shared/api/api-contract.ts';
import type { ArticleRecord } from '#src/shared/article/article-reader.ts';
import { extrasOf, floatsOf, outlineOf } from '#src/shared/article/article-outline.ts';
import { authorProfileUrl } from '#src/shared/article/author-entry.ts';
import { parseOrcid } from '#src/shared/article/author-orcid.ts';
import { openApiJson } from '#src/shared/api/openapi-document.ts';
import type { Logger } from '../logger.ts';
import { requestPii } from './request-pii.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { citeRoutes } from './cite-routes.ts';
import { referenceRoutes, type PdfOf } from './reference-routes.ts';
import { relatedRoutes } from './related-routes.ts';
import { siblingsRoutes } from './siblings-routes.ts';
import { xocsRoute } from './xocs-route.ts';

/**
 * The JSON endpoints of spec 001 §7 under /sdfe/arp, over the article repository.
 * A malformed PII is logged "Invalid PII {value}" (spec 000 §5) and still looked up.
 */
export function arpRoutes(articles: ArticleRepository, log: Logger, browse?: BrowseRepository, pdfOf?: PdfOf): express.Router {
  const router = express.Router();
  // The published contract of these endpoints (OpenAPI 3.1, generated from the zod contract).
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').set('Cache-Control', 'public, max-age=3600').send(openApiJson());
  });
  router.use(xocsRoute(articles, log));
  router.use(relatedRoutes(articles, log));
  router.use(citeRoutes(articles, log));
  if (browse) router.use(siblingsRoutes(browse, log));

  /** Validates the query, finds the article, answers 400/404 itself; otherwise runs `respond`. */
  const withArticle =
    (respond: (article: ArticleRecord, req: Request) => Promise<unknown> | unknown) => async (req: Request, res: Response) => {
      const query = userSettingsQuerySchema.safeParse(req.query);
      if (!query.success) return sendQueryProblem(res, query.error);
      const pii = requestPii(req.params.pii, log);
      const article = await articles.findByPii(pii);
      if (!article) return sendProblem(res, 404, `No article with PII ${pii}`);
      res.set('Cache-Control', 'private, max-age=60').json(await respond(article, req));
    };

  router.get(
    '/pii/:pii/body',
    withArticle(({ pii, model }): BodyResponse => {
      const { figures, tables } = floatsOf([...model.body, ...model.back]);
      const floats = [
        ...figures.map((f) => ({ id: f.id, kind: 'figure' as const, label: f.label || null, caption: f.caption })),
        ...tables.map((t) => ({ id: t.id, kind: 'table' as const, label: t.label || null, caption: t.caption })),
      ];
      return { pii, content: model.body, back: model.back, floats };
    }),
  );

  router.get(
    '/pii/:pii/authors',
    withArticle(
      ({ pii, model }): AuthorsResponse => ({
        pii,
        total: model.authors.length,
        authors: model.authors,
        affiliations: model.affiliations,
        correspondences: model.correspondences,
        footnotes: model.footnotes,
        biographies: model.biographies,
      }),
    ),
  );

  router.use('/pii/:pii/references', referenceRoutes(articles, log, pdfOf));
  router.get(
    '/pii/:pii/references',
    withArticle(async ({ id, pii, model }): Promise<ReferencesResponse> => {
      const references = await articles.referencesWithLinks(id, model.references);
      return { pii, count: references.length, references };
    }),
  );

  router.get(
    '/pii/:pii/toc',
    withArticle(async ({ id, pii, model }): Promise<TocResponse> => {
      const { figures, tables } = floatsOf([...model.body, ...model.back]);
      return {
        pii,
        outline: outlineOf([...model.body, ...model.back]),
        figures,
        tables,
        extras: extrasOf(model),
        citedByCount: await articles.citedByCount(id),
      };
    }),
  );

  router.get(
    '/pii/:pii/author-metadata',
    withArticle(
      ({ pii, model }): AuthorMetadataResponse => ({
        pii,
        authors: model.authors.map((a, authorIndex) => ({
          authorIndex,
          name: a.name.display,
          authorUrl: authorProfileUrl(a) ?? null,
          orcid: parseOrcid(a.orcid) ?? null,
        })),
      }),
    ),
  );

  router.get(
    '/pii/:pii/glossary',
    withArticle(({ pii, model }): GlossaryResponse => ({ pii, glossary: model.glossary })),
  );

  router.get('/citingArticles', async (req, res) => {
    const query = citingArticlesQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const { offset, limit } = query.data;
    const pii = requestPii(query.data.pii, log);
    const stamp = await articles.stampByPii(pii);
    if (!stamp) return sendProblem(res, 404, `No article with PII ${pii}`);
    const result = await articles.citingArticles(stamp.id, offset, limit);
    const body: CitingArticlesResponse = {
      hitCount: result.hitCount,
      articles: result.articles.map((a) => ({
        pii: a.pii,
        doi: a.doi,
        externalArticle: false,
        articleTitle: a.title,
        publicationYear: a.publicationYear,
        publicationTitle: a.publicationTitle,
        authors: a.authors,
        abstract: a.abstract,
      })),
    };
    res.set('Cache-Control', 'private, max-age=60').json(body);
  });

  router.use((req, res) => sendProblem(res, 404, `No endpoint ${req.method} ${req.originalUrl}`));
  return router;
}
