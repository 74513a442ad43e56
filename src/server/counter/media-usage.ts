import express, { type Request, type Response } from 'express';
import { readerOf } from '../access/request-reader.ts';
import type { Logger } from '../logger.ts';
import { articleUse, attributedInstitution, requestIdentity, type CounterOptions } from './request-usage.ts';

/** Supplementary files (data, documents, audio, video); figure images are part of the page, not uses. */
const SUPPLEMENTARY_TYPES = new Set(['APPLICATION', 'AUDIO', 'VIDEO']);

/** A video's later byte ranges are the same download continuing, not new uses. */
function startsTheFile(req: Request): boolean {
  const range = req.get('range');
  return range === undefined || /^bytes=0-/.test(range.trim());
}

/**
 * `{media base}/{eid}`: once the response is sent, a supplementary download is recorded as a
 * COUNTER investigation, and a refusal (403 from the entitlement guard) as No_License.
 */
export function mediaUsage(options: CounterOptions, log: Logger): express.Router {
  const router = express.Router();
  router.get('/:eid', (req: Request, res: Response, next) => {
    // HEAD (Express routes it here too) transfers nothing.
    if (req.method !== 'GET') return next();
    const at = new Date();
    res.on('finish', () => {
      const status = res.statusCode;
      const served = (status === 200 || status === 206) && startsTheFile(req);
      if (!served && status !== 403) return;
      void (async () => {
        const asset = await options.usage.assetArticle(String(req.params.eid));
        if (!asset || !SUPPLEMENTARY_TYPES.has(asset.attachmentType)) return;
        const reader = readerOf(res);
        const use = await articleUse(options, res, asset.pii);
        if (!use) return;
        await options.recorder.record({
          articleId: Number(use.articleId),
          kind: 'supplementary',
          ...(served ? {} : { denial: 'No_License' as const }),
          accessType: use.access.counterAccessType,
          accessMethod: 'Regular',
          institutionId: attributedInstitution(use.access, reader),
          ...requestIdentity(req, res, reader),
          at,
          ...(use.isThirdParty ? { isThirdParty: true } : {}),
        });
      })().catch((e: unknown) => log.warn({ err: e }, 'media usage not recorded'));
    });
    next();
  });
  return router;
}
