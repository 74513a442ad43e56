import type { PdfUrlType } from '#src/shared/article-page-state.ts';
import { pdfLinkAction } from '#src/shared/access-bar/pdf-link.ts';

export interface PdfLinkProps {
  url: string | null;
  urlType: PdfUrlType | null | undefined;
  crawlable: boolean;
  csrfToken: string | null;
  className: string;
}

/**
 * The PDF link (spec 000 §3, §7): download and abTest open the url as a link in a new tab;
 * order and purchase post a form to the url into a new window (purchase: `sd-shopping-cart`),
 * carrying the CSRF token; none (or no urlType) renders nothing. A PDF that is not crawlable
 * is marked nofollow.
 */
export function PdfLink({ url, urlType, crawlable, csrfToken, className }: PdfLinkProps) {
  const action = pdfLinkAction({ url, urlType });
  if (!action) return null;
  if (action.method === 'link') {
    return (
      <a className={className} href={action.href} target={action.target} rel={crawlable ? 'noopener' : 'noopener nofollow'} data-pdf-url-type={urlType}>
        {action.label}
      </a>
    );
  }
  return (
    <form className="access-bar__form" method="post" action={action.action} target={action.target} data-pdf-url-type={urlType}>
      {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
      <button type="submit" className={className}>
        {action.label}
      </button>
    </form>
  );
}
