import { z } from 'zod';
import { isPublisherLinkUrl, PUBLISHER_LINK_URL_MAX, SSRN_ID, SSRN_ID_MAX_DIGITS } from '../shared/access/publisher-links.ts';

/** What the admin commands accept for an article's publisher links (rules in publisher-links.ts). */

/** An SSRN abstract id: digits only (papers.ssrn.com/…?abstract_id=1234567). */
export const ssrnIdSchema = z
  .string()
  .trim()
  .regex(SSRN_ID, `an SSRN id is 1 to ${SSRN_ID_MAX_DIGITS} digits (the abstract_id of papers.ssrn.com)`);

/** An absolute http(s) URL without credentials, spaces or quotes, at most 2,000 characters. */
export const publisherLinkUrlSchema = z
  .string()
  .trim()
  .max(PUBLISHER_LINK_URL_MAX, `a link has at most ${PUBLISHER_LINK_URL_MAX} characters`)
  .refine(isPublisherLinkUrl, 'a link must be an absolute http:// or https:// URL');
