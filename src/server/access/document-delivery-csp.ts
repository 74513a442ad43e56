import type { NextFunction, Request, Response } from 'express';
import { documentDeliveryFor, documentDeliveryUrlOf } from '#src/shared/access/document-delivery.ts';
import { actingInstitution } from './reader-middleware.ts';
import { readerOf } from './request-reader.ts';

/**
 * The document-delivery service of the institution the reader acts for now (institutional
 * sign-in wins over the address range, as in src/server/access/reader-derivation.ts), from the
 * institution record the reader middleware already loaded: no extra query.
 */
export function documentDeliveryUrlFor(res: Response): string | null {
  return documentDeliveryUrlOf(actingInstitution(res)?.documentDeliveryUrl);
}

/** Adds `origin` to the form-action directive of a Content-Security-Policy value. */
export function withFormActionSource(policy: string, origin: string): string {
  return policy
    .split(';')
    .map((directive) =>
      /^\s*form-action\s/i.test(directive) && !directive.trim().split(/\s+/).includes(origin)
        ? `${directive.trimEnd()} ${origin}`
        : directive,
    )
    .join(';');
}

/**
 * "Order Document" posts a form to the reader's library (spec 000 §3 "PDF order and purchase"),
 * another site, which the page's `form-action 'self'` would block. For a reader who may be
 * offered it, every page's policy (a page reached by client-side navigation keeps the policy
 * of the first page) allows that one origin. Those pages are an institution's reader's, never
 * shared cached ones. Mount it after the reader middleware.
 */
export function documentDeliveryCsp(_req: Request, res: Response, next: NextFunction): void {
  const url = documentDeliveryFor(readerOf(res), documentDeliveryUrlFor(res));
  const policy = res.getHeader('Content-Security-Policy');
  if (url && typeof policy === 'string') res.setHeader('Content-Security-Policy', withFormActionSource(policy, new URL(url).origin));
  next();
}
