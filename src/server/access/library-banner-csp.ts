import type { NextFunction, Request, Response } from 'express';
import { libraryBannerFor } from '#src/shared/access/library-banner.ts';
import { actingInstitution } from './reader-middleware.ts';
import { readerOf } from './request-reader.ts';

/** The image origin of the request's library banner, when the image is on another site. */
export function libraryBannerImageOrigin(res: Response): string | undefined {
  const imageUrl = libraryBannerFor(readerOf(res), actingInstitution(res))?.imageUrl;
  if (!imageUrl || imageUrl.startsWith('/')) return undefined;
  return new URL(imageUrl).origin;
}

/** Adds `origin` to the img-src directive of a Content-Security-Policy value. */
export function withImageSource(policy: string, origin: string): string {
  return policy
    .split(';')
    .map((directive) => (/^\s*img-src\s/i.test(directive) ? `${directive.trimEnd()} ${origin}` : directive))
    .join(';');
}

/**
 * A library banner's image may live on the library's own site (spec 001 §3 libraryBanner: an
 * image URL): the page's Content-Security-Policy (helmet, set before the reader is known) then
 * allows that one origin for images, for this institution's readers only. Mount it after the
 * reader middleware.
 */
export function libraryBannerCsp(_req: Request, res: Response, next: NextFunction): void {
  const origin = libraryBannerImageOrigin(res);
  const policy = res.getHeader('Content-Security-Policy');
  if (origin && typeof policy === 'string') res.setHeader('Content-Security-Policy', withImageSource(policy, origin));
  next();
}
