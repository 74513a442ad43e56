import { pipeline } from 'node:stream/promises';
import express, { type Request, type Response } from 'express';
import type { AssetRepository, StoredAsset } from '#src/db/asset-repository.server.ts';
import { contentTypeFor, extensionGroup } from '#src/shared/article/attachments.ts';
import { sendProblem } from '../problem.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';

/**
 * `{media base}/{attachment-eid}` (spec 000 §7: "Media and images load from a configured base
 * url plus attachment-eid"): the stored file with its content type, length, a strong ETag (the
 * content hash), immutable caching, and byte ranges so video can seek.
 */

const EID = /^[A-Za-z0-9._-]{1,200}$/;
const YEAR = 31_536_000;
const TEXT_TYPES = new Set(['text/vtt', 'text/csv', 'text/plain']);
const INLINE_GROUPS = new Set(['image', 'video', 'audio']);

type Range = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range; several ranges are answered with the whole file. */
export function parseRange(header: string | undefined, size: number): Range {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function fileName(basename: string, extension: string | null): string {
  const name = extension ? `${basename}.${extension}` : basename;
  return name.replace(/[^A-Za-z0-9._-]+/g, '_');
}

/** Type (from an allow-list by extension, never the XML's own mimetype), caching and disposition. */
function fileHeaders(asset: StoredAsset, etag: string, download: boolean): Record<string, string> {
  const extension = asset.extension ?? undefined;
  const type = contentTypeFor(extension);
  const inline = INLINE_GROUPS.has(extensionGroup(extension) ?? '') || /^(image|video|audio)\//.test(type) || type === 'text/vtt';
  return {
    'Content-Type': TEXT_TYPES.has(type) ? `${type}; charset=utf-8` : type,
    ETag: etag,
    'Cache-Control': `public, max-age=${YEAR}, immutable`,
    'Accept-Ranges': 'bytes',
    'Content-Disposition': `${download || !inline ? 'attachment' : 'inline'}; filename="${fileName(asset.fileBasename, asset.extension)}"`,
    // An SVG or HTML-ish file opened on its own must not run script on this origin.
    'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  };
}

export function assetRoutes(assets: AssetRepository, storage: AssetStorage): express.Router {
  const router = express.Router();
  router.get('/:eid', async (req: Request, res: Response) => {
    const eid = String(req.params.eid);
    const asset = EID.test(eid) ? await assets.findStored(eid) : undefined;
    const size = asset ? await storage.size(asset.storageKey) : undefined;
    if (!asset || size === undefined) {
      sendProblem(res, 404, `No file ${eid}`);
      return;
    }
    const etag = `"${asset.storageKey}"`;
    res.set(fileHeaders(asset, etag, req.query.download !== undefined));
    // A file of paid content (the entitlement guard marks it) is for this reader only.
    if (res.locals.privateMedia === true) res.set('Cache-Control', 'private, max-age=3600');
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
      res.status(304).end();
      return;
    }
    const ifRange = req.headers['if-range'];
    const range = ifRange === undefined || ifRange === etag ? parseRange(req.headers.range, size) : undefined;
    if (range === 'unsatisfiable') {
      res.status(416).set('Content-Range', `bytes */${size}`).end();
      return;
    }
    if (range) res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    res.set('Content-Length', String(range ? range.end - range.start + 1 : size));
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(storage.read(asset.storageKey, range), res).catch((error: unknown) => {
      // A reader that stops a video mid-way closes the connection: not an error worth a log line.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.warn({ err: error, eid }, 'asset stream failed');
    });
  });
  return router;
}
