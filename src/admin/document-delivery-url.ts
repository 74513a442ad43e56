import { publisherLinkUrlSchema } from './publisher-link-schemas.ts';

/**
 * The document-delivery service's URL (spec 000 §3): an absolute http(s) URL without
 * credentials, at most 2,000 characters (as 0015 checks). Apart from document-delivery.ts so
 * that the page's client, which uses those rules, carries no zod (ADR 007).
 */
export const documentDeliveryUrlSchema = publisherLinkUrlSchema;
