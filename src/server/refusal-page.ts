import type { Request, Response } from 'express';
import { mayPurchase } from '#src/shared/article/article-page-state-rules.ts';
import { articlePath } from '#src/shared/journals/publication-paths.ts';
import { ACCESS_OPTIONS_HEADING, readerAccessOptions, type ReaderAccessOption } from '#src/shared/access/reader-access-options.ts';
import { readerOf } from './access/request-reader.ts';
import { sendProblem } from './problem.ts';

/**
 * Errors a person sees are pages: a browser (it asks for text/html) refused a PDF, a media
 * file or a zip gets an HTML page that says why and what it can do (sign in, institution,
 * purchase, 001 §5–§6); an API client (any other Accept, `*∕*` included) keeps the RFC 9457
 * problem document. Same status code either way.
 */

/** The article the refused file belongs to, when there is one. */
export interface RefusedArticle {
  pii: string;
  title?: string | null;
  /** Sold by its own publisher: never purchasable here. */
  thirdParty?: boolean;
}

export interface RefusalPage {
  status: number;
  heading: string;
  detail: string;
  article?: RefusedArticle;
  options: ReaderAccessOption[];
}

/** A browser navigation asks for HTML first; fetch(), curl and API clients ask for JSON or anything. */
export function prefersHtml(req: Request): boolean {
  return req.accepts(['application/problem+json', 'application/json', 'text/html']) === 'text/html';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1f1f1f;background:#fff}' +
  'header,main{max-width:40rem;margin:0 auto;padding:1rem}header{border-bottom:1px solid #d0d0d0}' +
  'a{color:#0b57a4}a:focus-visible{outline:3px solid #0b57a4;outline-offset:2px}h1{font-size:1.5rem}' +
  'li{margin:.35rem 0}li a{display:inline-block;min-height:24px;line-height:24px}';

/** The page itself: pure, every value escaped. */
export function refusalPageHtml(page: RefusalPage): string {
  const { article } = page;
  const options = page.options.length
    ? `<h2 id="access-options">${escapeHtml(ACCESS_OPTIONS_HEADING)}</h2><ul aria-labelledby="access-options">${page.options
        .map((o) => `<li><a href="${escapeHtml(o.href)}">${escapeHtml(o.label)}</a></li>`)
        .join('')}</ul>`
    : '';
  const about = article
    ? `<p>Article: <a href="${escapeHtml(articlePath(article.pii))}">${escapeHtml(article.title?.trim() || article.pii)}</a>` +
      ` · <a href="/science/article/abs/pii/${escapeHtml(encodeURIComponent(article.pii))}">View the abstract</a></p>`
    : '';
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.heading)}</title><style>${STYLE}</style></head>` +
    `<body><header><a href="/">Home</a></header><main><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.detail)}</p>` +
    `${about}${options}</main></body></html>`
  );
}

/**
 * Refuses the request: an HTML page for a browser, the problem document otherwise. The access
 * options are offered only for a refusal of access (403) to an article's content.
 */
export function sendRefusal(res: Response, status: number, detail: string, page: { heading: string; article?: RefusedArticle }): void {
  if (!prefersHtml(res.req)) return sendProblem(res, status, detail);
  const reader = readerOf(res);
  const { article } = page;
  const options =
    status === 403 && article
      ? readerAccessOptions({
          pii: article.pii,
          reader,
          purchasable: !article.thirdParty && mayPurchase(reader),
          returnTo: articlePath(article.pii),
        })
      : [];
  res.status(status).type('text/html; charset=utf-8').set('Cache-Control', 'no-store').vary('Accept');
  res.send(refusalPageHtml({ status, heading: page.heading, detail, article, options }));
}
