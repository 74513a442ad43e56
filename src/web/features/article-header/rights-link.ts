/**
 * Rights-and-content link (001 §5, §9): hidden when the feature is off or the document
 * subtype is one of the free document subtypes.
 */
export const FREE_DOCUMENT_SUBTYPES: ReadonlySet<string> = new Set([
  'ACK',
  'ADV',
  'ANN',
  'BIO',
  'CAL',
  'CON',
  'COP',
  'CTR',
  'DED',
  'DUP',
  'EDB',
  'ERR',
  'FOR',
  'HTU',
  'IDX',
  'ITR',
  'LST',
  'OVW',
  'PRE',
  'PRP',
  'PUB',
  'REM',
  'RET',
]);

/** The rights-and-content (copyright clearance) address: `{pii}` and `{doi}` in the template, URL-encoded. */
export function rightsAndContentUrl(template: string, article: { pii: string; doi?: string | null }): string {
  return template.replaceAll('{pii}', encodeURIComponent(article.pii)).replaceAll('{doi}', encodeURIComponent(article.doi ?? ''));
}

export const RIGHTS_AND_CONTENT_LABEL = 'Rights and content';

export function showRightsAndContentLink(featureEnabled: boolean, documentSubtype: string | null | undefined): boolean {
  if (!featureEnabled) return false;
  return !FREE_DOCUMENT_SUBTYPES.has((documentSubtype ?? '').trim().toUpperCase());
}
