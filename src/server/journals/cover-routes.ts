import { createHash } from 'node:crypto';
import express, { type Request, type Response } from 'express';
import type { JournalRepository } from '#src/db/journal-repository.server.ts';
import { coverSvg } from '#src/server/journals/journal-cover.ts';
import { sendProblem } from '../problem.ts';

const YEAR = 365 * 24 * 3600;

/** 200 with the body, or 304 when the client's copy (If-None-Match) is current. */
function sendCached(req: Request, res: Response, type: string, etag: string, body: Buffer | string): void {
  // A versioned address (?v= from the page) never changes: a CDN and the browser keep it a year.
  const versioned = typeof req.query.v === 'string' && etag.startsWith(`"${req.query.v}`);
  res.type(type).set({ ETag: etag, 'Cache-Control': versioned ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300' });
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.status(200).send(body);
}

/**
 * GET /journal/{slug}/cover: the publisher's cover (WebP, set with `journal:set --cover`) or the
 * cover generated from the title (SVG). An unknown journal is a 404 problem.
 */
export function journalCoverRoutes(journals: Pick<JournalRepository, 'cover'>): express.Router {
  const router = express.Router();
  router.get('/journal/:slug/cover', async (req, res) => {
    const slug = String(req.params.slug);
    // Database failures go to the app's error handler (503 while the database is away).
    const found = await journals.cover(slug);
    if (!found) return sendProblem(res, 404, `No journal ${slug}`);
    if (found.cover) return sendCached(req, res, 'image/webp', `"${found.cover.sha256}"`, found.cover.webp);
    const svg = coverSvg(found.title);
    // The generated cover's address has no version: its ETag still says when the title changed.
    sendCached(req, res, 'image/svg+xml; charset=utf-8', `"svg-${createHash('sha256').update(svg).digest('hex').slice(0, 32)}"`, svg);
  });
  return router;
}
