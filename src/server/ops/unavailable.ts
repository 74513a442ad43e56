import type { Request, Response } from 'express';
import { sendProblem } from '../problem.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether the client asked for a page (a browser) rather than data (an API client, curl's *\/*). */
export function wantsPage(req: Request): boolean {
  return req.accepts(['application/json', 'application/problem+json', 'text/html']) === 'text/html';
}

/** A short HTML page for a browser that cannot be served (no scripts, nothing from the database). */
export function errorPageHtml(title: string, detail: string): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(detail)}</p></main></body></html>`
  );
}

export function sendErrorPage(res: Response, status: number, title: string, detail: string): void {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(errorPageHtml(title, detail));
}

/** A client error (400, 413, 415 …): a page for a browser, a problem document for an API client. */
export function sendClientError(req: Request, res: Response, status: number, title: string, detail: string): void {
  if (wantsPage(req)) sendErrorPage(res, status, title, detail);
  else sendProblem(res, status, detail);
}

/** 503 with Retry-After: a page for a browser, a problem document for an API client. */
export function sendUnavailable(req: Request, res: Response, detail: string, retryAfterSeconds: number): void {
  res.set('Retry-After', String(retryAfterSeconds));
  if (wantsPage(req)) sendErrorPage(res, 503, 'Service temporarily unavailable', `${detail} Please try again in a moment.`);
  else sendProblem(res, 503, detail);
}
