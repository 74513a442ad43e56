import type { PdfUrlType } from '#src/shared/article/article-page-state.ts';
import { pdfLinkAction } from '#src/web/ui/pdf-link-target.ts';
import type { OrderDocumentField } from '#src/shared/access/document-delivery.ts';

export interface PdfLinkProps {
  url: string | null;
  urlType: PdfUrlType | null | undefined;
  crawlable: boolean;
  csrfToken: string | null;
  className: string;
  /** Hidden fields the form posts (order: the article's pii, doi and title). */
  fields?: readonly OrderDocumentField[];
}

/**
 * The PDF link (spec 000 §3, §7): download and abTest open the url as a link in a new tab;
 * order and purchase post a form to the url into a new window (purchase: `sd-shopping-cart`);
 * purchase (this site) carries the CSRF token, order (the library's document-delivery service,
 * another site) never does — it carries the article's hidden fields; none (or no urlType)
 * renders nothing. A PDF that is not crawlable
 * is marked nofollow.
 */
export function PdfLink({ url, urlType, crawlable, csrfToken, className, fields }: PdfLinkProps) {
  const action = pdfLinkAction({ url, urlType });
  if (!action) return null;
  if (action.method === 'link') {
    return (
      <a
        className={className}
        href={action.href}
        target={action.target}
        rel={crawlable ? 'noopener' : 'noopener nofollow'}
        data-pdf-url-type={urlType}
      >
        {action.label}
      </a>
    );
  }
  return (
    <form className="access-bar__form" method="post" action={action.action} target={action.target} data-pdf-url-type={urlType}>
      {csrfToken && urlType !== 'order' ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
      {fields?.map((f) => (
        <input key={f.name} type="hidden" name={f.name} value={f.value} />
      ))}
      <button type="submit" className={className}>
        {action.label}
      </button>
    </form>
  );
}
