import express from 'express';
import type { ArticleRepository } from '#src/db/article-repository.server.ts';
import { userSettingsQuerySchema } from '#src/shared/api/api-contract.ts';
import type { Logger } from '../logger.ts';
import { requestPii } from './request-pii.ts';
import { sendProblem, sendQueryProblem } from '../problem.ts';

/**
 * The article XML view (spec 000 §2): GET /sdfe/arp/pii/{pii}/xocs?entitledToken={token}
 * answers the article's stored source XML.
 *
 * The XML is author content: a browser renders application/xml, and XHTML or SVG inside it
 * could run script in our origin. So the response gets its own policy — nothing may load,
 * and `sandbox` puts the document in an opaque origin with scripts off — and nosniff, so it
 * is never read as anything but XML.
 */
const XML_VIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Only [A-Za-z0-9-] in the suggested file name: the header cannot be broken out of. */
function fileName(pii: string): string {
  return `${pii.replace(/[^A-Za-z0-9-]/g, '') || 'article'}.xml`;
}

export function xocsRoute(articles: Pick<ArticleRepository, 'sourceXml'>, log: Logger): express.Router {
  const router = express.Router();
  router.get('/pii/:pii/xocs', async (req, res) => {
    const query = userSettingsQuerySchema.safeParse(req.query);
    if (!query.success) return sendQueryProblem(res, query.error);
    const pii = requestPii(req.params.pii, log);
    const xml = await articles.sourceXml(pii);
    if (xml === null) return sendProblem(res, 404, `No article XML for PII ${pii}`);
    res
      .status(200)
      .set({
        'Content-Type': 'application/xml; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': `inline; filename="${fileName(pii)}"`,
        'Content-Security-Policy': XML_VIEW_CSP,
        'Cache-Control': 'private, max-age=60',
      })
      .send(Buffer.from(xml, 'utf8'));
  });
  return router;
}
