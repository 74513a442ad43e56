import express, { type Request, type Response } from 'express';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import {
  documentReferencesParamSchema,
  userSettingsQuerySchema,
  type ReferenceExternalLinksResponse,
  type ReferenceLinksResponse,
} from '#src/shared/api/api-contract.ts';
import type { Reference } from '#src/shared/article/content-model.ts';
import { bareDoi } from '#src/shared/article/reference-links.ts';
import type { Logger } from '../logger.ts';
import { requestPii } from './request-pii.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';

type LinkedReference = Reference & { internal: { pii: string } | null };

/** The PDF link this request's reader gets for a stored article (its View PDF), or null when they get none. */
export type PdfOf = (req: Request, res: Response, pii: string) => Promise<string | null>;

/**
 * The reference link calls of spec 001 §7, mounted at /sdfe/arp/pii/{pii}/references:
 * - /links/{documentReferences}: the references whose cited article is stored here
 *   ("internal (pii, pdf)"), from the citation graph, each with the PDF link the reader gets
 *   for the cited article (as its own page's View PDF: entitlement and a producible PDF), else null;
 * - /external-links/{documentReferences}: the references' identifiers elsewhere
 *   ("external (scopusHubEid, crossRefDoi)").
 * `documentReferences` is the article's reference count as the page knows it (see
 * api-contract.ts); a count that no longer matches the stored article is a 409, so a page
 * rendered before a re-ingest never attaches links to the wrong reference.
 */
export function referenceRoutes(articles: ArticleRepository, log: Logger, pdfOf: PdfOf = async () => null): express.Router {
  const router = express.Router({ mergeParams: true });

  const withReferences =
    (respond: (pii: string, count: number, references: LinkedReference[], req: Request, res: Response) => unknown) =>
    async (req: Request, res: Response) => {
      const query = userSettingsQuerySchema.safeParse(req.query);
      if (!query.success) return sendQueryProblem(res, query.error);
      const count = documentReferencesParamSchema.safeParse(req.params.documentReferences);
      if (!count.success) {
        const detail = `Invalid path parameter "documentReferences": ${count.error.issues[0]!.message}`;
        return sendProblem(res, 400, detail, { parameter: 'documentReferences' });
      }
      const pii = requestPii(req.params.pii, log);
      const stamp = await articles.stampByPii(pii);
      if (!stamp) return sendProblem(res, 404, `No article with PII ${pii}`);
      const stored = (await articles.modelPart(stamp.pii, 'references')) ?? [];
      if (stored.length !== count.data) {
        const detail = `The article has ${stored.length} references, not ${count.data}`;
        return sendProblem(res, 409, detail, { title: 'Conflict', parameter: 'documentReferences' });
      }
      const references = await articles.referencesWithLinks(stamp.id, stored);
      res.set('Cache-Control', 'private, max-age=60').json(await respond(stamp.pii, count.data, references, req, res));
    };

  router.get(
    '/links/:documentReferences',
    withReferences(
      async (pii, documentReferences, references, req, res): Promise<ReferenceLinksResponse> => ({
        pii,
        documentReferences,
        links: await Promise.all(
          references.flatMap((r, position) => {
            const internal = r.internal;
            return internal
              ? [pdfOf(req, res, internal.pii).then((pdf) => ({ refId: r.id, position, internal: { pii: internal.pii, pdf } }))]
              : [];
          }),
        ),
      }),
    ),
  );

  router.get(
    '/external-links/:documentReferences',
    withReferences(
      (pii, documentReferences, references): ReferenceExternalLinksResponse => ({
        pii,
        documentReferences,
        links: references.flatMap((r, position) => {
          const crossRefDoi = bareDoi(r.doi);
          // The sources carry no Scopus ids, so only DOIs are known outside this site.
          return crossRefDoi ? [{ refId: r.id, position, external: { scopusHubEid: null, crossRefDoi } }] : [];
        }),
      }),
    ),
  );

  return router;
}
