import { pipeline } from 'node:stream/promises';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { DeepZoomRepository } from '#src/db/deep-zoom-repository.server.ts';
import { parseTileAddress } from '#src/shared/virtual-microscope/deep-zoom.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';
import type { AccessService } from '../access/article-access.server.ts';
import { readerOf } from '../access/request-reader.ts';
import { sendProblem } from '../problem.ts';

/**
 * Deep Zoom tiles of the virtual microscope (spec 000 §3 app VM, §7 "Media and images load from
 * a configured base url plus attachment-eid"; ADR 006): `{media base}/{eid}_files/{level}/{col}_{row}.jpeg`,
 * the layout a DZI viewer derives from the descriptor `{media base}/{eid}`. Each tile is checked
 * against the article's entitlement like the media files (paywall-routes.ts mediaGuard) and is
 * cacheable: immutable (its ETag is its content hash), private when the article is paid content.
 */
const YEAR = 31_536_000;

export function deepZoomRoutes(tiles: DeepZoomRepository, storage: AssetStorage, access: AccessService | undefined): express.Router {
  const router = express.Router();
  router.get('/:files/:level/:tile', async (req: Request, res: Response, next: NextFunction) => {
    const address = parseTileAddress(String(req.params.files), String(req.params.level), String(req.params.tile));
    if (!address) return next();
    const tile = await tiles.findTile(address.eid, address.level, address.col, address.row);
    const size = tile ? await storage.size(tile.storageKey) : undefined;
    if (!tile || size === undefined) {
      return sendProblem(res, 404, `No tile ${address.level}/${address.col}_${address.row} in the deep-zoom image ${address.eid}`);
    }
    let privateTile = false;
    if (access) {
      // Fail closed: a tile whose article cannot be decided for this reader is not served.
      const owner = await access.entitlements.assetOwner(address.eid);
      const decided = owner ? await access.decide(readerOf(res), owner.pii) : undefined;
      if (!owner || !decided) return sendProblem(res, 404, `No deep-zoom image ${address.eid}`);
      if (!decided.access.isContentVisible && !owner.inAbstract) {
        return sendProblem(
          res,
          403,
          `You do not have access to the files of ${owner.pii}; its abstract is at /science/article/abs/pii/${owner.pii}.`,
        );
      }
      privateTile = !(decided.access.entitled && !['subscription', 'purchase', 'grant'].includes(decided.access.source ?? ''));
    }
    const etag = `"${tile.storageKey}"`;
    res.set({
      'Content-Type': address.format === 'png' ? 'image/png' : 'image/jpeg',
      ETag: etag,
      'Cache-Control': privateTile ? 'private, max-age=3600' : `public, max-age=${YEAR}, immutable`,
      'Content-Length': String(size),
    });
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
      res.removeHeader('Content-Length');
      return res.status(304).end();
    }
    if (req.method === 'HEAD') return res.end();
    await pipeline(storage.read(tile.storageKey), res).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        req.log.warn({ err: error, eid: address.eid }, 'tile stream failed');
    });
  });
  return router;
}
