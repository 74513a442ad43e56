import type { ReactElement } from 'react';
import { articleXmlHref, canViewArticleXml, VIEW_ARTICLE_XML_LABEL } from '#src/shared/access/article-xml-access.ts';

export interface ViewArticleXmlLinkProps {
  pii: string;
  /** The user's privilege type (user config); arrives with entitlement. */
  privilegeType: string | null | undefined;
  entitledToken?: string | null;
}

/**
 * The 'View article XML' link (spec 000 §2, §6): rendered only for PRIVILEGED and
 * DATA_CHECKOUT users; for everyone else nothing, so the address never reaches their page.
 */
export function ViewArticleXmlLink({ pii, privilegeType, entitledToken }: ViewArticleXmlLinkProps): ReactElement | null {
  if (!canViewArticleXml(privilegeType)) return null;
  return (
    <a className="view-article-xml" href={articleXmlHref(pii, entitledToken)}>
      {VIEW_ARTICLE_XML_LABEL}
    </a>
  );
}
