import express, { type NextFunction, type Request, type Response } from 'express';
import { VIRTUAL_MICROSCOPE_PATH } from '#src/shared/virtual-microscope/deep-zoom.ts';
import type { AccessService } from '../access/article-access.server.ts';
import { readerOf } from '../access/request-reader.ts';
import { sendRefusal } from '../refusal-page.ts';
import { verifyVmLink, type VmSlideRef } from './vm-link.ts';

const HEADING = 'This virtual microscope link cannot be opened';

/**
 * The virtual microscope viewer page (spec 000 §2; ADR 006) opens only from a link this site
 * signed, within its validity, for an image of an article the reader may see the files of. A
 * refusal is a page for a browser and a problem document for an API client, with the reason
 * (malformed 400, tampered / expired / future-dated 403, no such image 404). An accepted link
 * leaves the image in `res.locals.vmSlide` for the page's loader.
 */
export function virtualMicroscopeGuard(linkKey: Buffer, access: AccessService | undefined): express.Router {
  const router = express.Router();
  router.get(VIRTUAL_MICROSCOPE_PATH, async (req: Request, res: Response, next: NextFunction) => {
    const check = verifyVmLink(linkKey, { data: req.query.data, signature: req.query.signature, time: req.query.time });
    if (!check.ok) return sendRefusal(res, check.status, check.reason, { heading: HEADING });
    if (access) {
      const owner = await access.entitlements.assetOwner(check.slide.eid);
      const decided = owner && owner.pii === check.slide.pii ? await access.decide(readerOf(res), owner.pii) : undefined;
      if (!owner || !decided)
        return sendRefusal(res, 404, `Article ${check.slide.pii} has no deep-zoom image ${check.slide.eid}.`, { heading: HEADING });
      if (!decided.access.isContentVisible && !owner.inAbstract) {
        return sendRefusal(
          res,
          403,
          `You do not have access to the files of ${owner.pii}; its abstract is at /science/article/abs/pii/${owner.pii}.`,
          {
            heading: 'You do not have access to this image',
            article: { pii: owner.pii },
          },
        );
      }
    }
    res.locals.vmSlide = check.slide satisfies VmSlideRef;
    next();
  });
  return router;
}
