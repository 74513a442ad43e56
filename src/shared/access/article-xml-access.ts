/**
 * The article XML view (spec 000 §2 and §6): "/sdfe/arp/pii/{pii}/xocs?entitledToken={token} |
 * Article XML view. The link is shown only to users whose privilege type is PRIVILEGED or
 * DATA_CHECKOUT and is labelled 'View article XML'."
 */

export const VIEW_ARTICLE_XML_LABEL = 'View article XML';

const XML_PRIVILEGES: ReadonlySet<string> = new Set(['PRIVILEGED', 'DATA_CHECKOUT']);

/** True only for the two privilege types the spec names (exact, as the user config spells them). */
export function canViewArticleXml(privilegeType: string | null | undefined): boolean {
  return typeof privilegeType === 'string' && XML_PRIVILEGES.has(privilegeType);
}

/** The XML view's address; the token is added only when there is one. */
export function articleXmlHref(pii: string, entitledToken?: string | null): string {
  const base = `/sdfe/arp/pii/${encodeURIComponent(pii)}/xocs`;
  return entitledToken ? `${base}?entitledToken=${encodeURIComponent(entitledToken)}` : base;
}
