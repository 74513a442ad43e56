import express, { type Request, type Response } from 'express';
import { enhancedReaderPath, isOwnHost, pdfFileName } from '#src/shared/access/downloads/pdf-link-rules.ts';
import { normalizePii } from '#src/shared/identifiers/pii.ts';
import { readerOf } from '../access/request-reader.ts';
import { sendProblem } from '../problem.ts';
import { sendRefusal } from '../refusal-page.ts';
import { accessOf, recordUsage } from './download-access.ts';
import { takeDownload, type DownloadRouterOptions } from './download-context.ts';

/** A single `bytes=start-end` range within the file, or undefined for the whole file; null when unsatisfiable. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * GET /science/article/pii/{pii}/pdfft (and /pdf, the crawler address): the article's PDF,
 * checked for entitlement, counted against the caps, with ETag and byte ranges.
 * GET /sdfe/reader/pii/{pii}/pdf: the enhanced reader, a page with the PDF in a viewer.
 */
export function pdfRoutes(options: DownloadRouterOptions): express.Router {
  const { repo, pdfs, log } = options;
  const router = express.Router();

  async function servePdf(req: Request, res: Response) {
    const pii = normalizePii(String(req.params.pii));
    const article = await repo.article(pii);
    if (!article) return sendProblem(res, 404, `No article with PII ${String(req.params.pii)}`);
    const reader = readerOf(res);
    const access = await accessOf(options.access, reader, article);
    if (!access.entitled || !access.isContentVisible) {
      recordUsage(options.usage, log, req, res, reader, { article, kind: 'pdf', access, denial: 'No_License' });
      return sendRefusal(
        res,
        403,
        `You do not have access to this PDF. The abstract of ${article.pii} is at /science/article/abs/pii/${article.pii}.`,
        { heading: 'You do not have access to this PDF', article },
      );
    }
    const pdf = await pdfs.pdfOf(article);
    if (!pdf)
      return sendRefusal(res, 404, `No PDF is available for article ${article.pii}.`, {
        heading: 'No PDF is available for this article',
        article,
      });
    const etag = `"${pdf.storageKey.slice(0, 32)}"`;
    res.set({ ETag: etag, 'Cache-Control': 'private, no-cache', 'Accept-Ranges': 'bytes', Vary: 'Cookie' });
    if (
      req
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    )
      return res.status(304).end();
    const rangeHeader = req.get('if-range') && req.get('if-range') !== etag ? undefined : req.get('range');
    const range = byteRange(rangeHeader, pdf.bytes);
    if (range === null) return res.status(416).set('Content-Range', `bytes */${pdf.bytes}`).end();
    // A viewer fetching later parts of a file it is already showing is not another download.
    if (req.method === 'GET' && (!range || range.start === 0)) {
      if (!(await takeDownload(options, req, res, reader, 'pdf'))) {
        recordUsage(options.usage, log, req, res, reader, { article, kind: 'pdf', access, denial: 'Limit_Exceeded' });
        return;
      }
      recordUsage(options.usage, log, req, res, reader, { article, kind: 'pdf', access });
    }
    const disposition = req.query.download === 'true' ? 'attachment' : 'inline';
    res.type('application/pdf').set('Content-Disposition', `${disposition}; filename="${pdfFileName(article.pii)}"`);
    if (range) {
      res
        .status(206)
        .set({ 'Content-Range': `bytes ${range.start}-${range.end}/${pdf.bytes}`, 'Content-Length': String(range.end - range.start + 1) });
    } else {
      res.set('Content-Length', String(pdf.bytes));
    }
    if (req.method === 'HEAD') return res.end();
    const stream = pdfs.read(pdf, range ?? undefined);
    stream.on('error', (e) => {
      log.error({ err: e }, `reading the PDF of ${article.pii} failed`);
      res.destroy(e);
    });
    stream.pipe(res);
  }

  router.get(['/science/article/pii/:pii/pdfft', '/science/article/pii/:pii/pdf'], (req, res, next) => {
    servePdf(req, res).catch(next);
  });

  // The enhanced reader page itself is the React Router route routes/pdf-reader.tsx: here only
  // the host (000 §2: the product's own hosts) and the entitlement are checked, failing closed.
  router.get('/sdfe/reader/pii/:pii/pdf', async (req, res, next) => {
    if (!isOwnHost(req.get('host'), options.config.readerHosts)) {
      return sendProblem(res, 404, `The enhanced reader opens only on this site's own hosts; ${req.hostname} is not one of them.`);
    }
    const article = await repo.article(normalizePii(String(req.params.pii)));
    if (!article) return sendProblem(res, 404, `No article with PII ${String(req.params.pii)}`);
    const access = await accessOf(options.access, readerOf(res), article);
    res.set({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' });
    if (access.entitled && access.isContentVisible && pdfs.canProduce(article)) return next();
    const title = escapeHtml(article.title);
    const articleHref = `/science/article/pii/${encodeURIComponent(article.pii)}`;
    res.status(403).type('html').send(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} (PDF) — Lectern</title><link rel="canonical" href="${enhancedReaderPath(article.pii)}">
<style>body{margin:0 1rem;font-family:system-ui,sans-serif}a{color:#0b57a4}a:focus-visible{outline:3px solid #0b57a4;outline-offset:2px}</style></head>
<body><header><h1>${title}</h1></header><main><p role="alert">You do not have access to this PDF.</p><p><a href="${articleHref}">View the article page</a></p></main></body></html>`);
  });

  return router;
}
