import express from 'express';
import type { LinkingHubRepository } from '#src/db/linking-hub-repository.server.ts';
import { userSettingsQuerySchema, type LinkingHubResponse } from '#src/shared/api/api-contract.ts';
import { openUrl } from '#src/shared/identifiers/openurl.ts';
import { readerOf } from '../access/request-reader.ts';
import type { Logger } from '../logger.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';
import { freeToEveryone, type ArticleEntitlement } from './article-entitlement.ts';
import { requestPii } from './request-pii.ts';

export interface LinkingHubOptions {
  hub: LinkingHubRepository;
  entitlement?: ArticleEntitlement;
  /** Name of this site in the list (the first entry). */
  siteName: string;
  log: Logger;
}

/** Only http(s) resolver bases become links (an institution record is configuration, but still checked). */
const HTTP_URL = /^https?:\/\/[^\s"'<>]+$/i;

/**
 * GET /ihub/{id} (001 §7 linking hub; §3 "Linking-hub response"): where this reader may get the
 * article's full text — this site, the link resolver of each of the reader's institutions
 * (an OpenURL 1.0 KEV link), and the DOI resolver. `{id}` is the article's PII.
 */
export function linkingHubRoutes(options: LinkingHubOptions): express.Router {
  const { hub, log, siteName } = options;
  const entitlement = options.entitlement ?? freeToEveryone;
  const router = express.Router();
  router.get('/ihub/:id', async (req, res) => {
    const query = userSettingsQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const pii = requestPii(req.params.id, log);
    const article = await hub.article(pii);
    if (!article) return sendProblem(res, 404, `No article with PII ${pii}`);
    const reader = readerOf(res);
    const entitled = await entitlement(reader, article);
    const resolvers = await hub.resolvers(reader.organisations.map((o) => o.id));
    const body: LinkingHubResponse = {
      articleBean: [
        { siteName, siteId: 'lectern', entitled, redirectUrl: `/science/article/pii/${article.pii}` },
        ...resolvers
          .filter((r) => HTTP_URL.test(r.baseUrl))
          // The library's resolver decides what its members may read: offered as a way in.
          .map((r) => ({ siteName: r.name, siteId: `institution:${r.slug}`, entitled: true, redirectUrl: openUrl(r.baseUrl, article) })),
        ...(article.doi
          ? [
              {
                siteName: 'DOI resolver (doi.org)',
                siteId: 'doi',
                entitled: article.free,
                redirectUrl: `https://doi.org/${encodeURI(article.doi)}`,
              },
            ]
          : []),
      ],
    };
    res.set('Cache-Control', 'private, max-age=60').json(body);
  });
  return router;
}
