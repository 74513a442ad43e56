/**
 * PDF link rules (spec 000 §3 "PDF link", §5, §7 "PDF order and purchase"; 001 §5 purchase).
 */
import type { AccessLinkType, PdfUrlType } from '#src/shared/article/article-page-state.ts';

export const PDF_LINK_LABELS: Record<Exclude<PdfUrlType, 'none'>, string> = {
  download: 'View PDF',
  order: 'Order Document',
  purchase: 'Purchase PDF',
  abTest: 'Download PDF',
};

/** The named window purchases open in. */
export const SHOPPING_CART_WINDOW = 'sd-shopping-cart';

/** The label for a urlType; null (render nothing) for none or a missing type. */
export function pdfLinkLabel(urlType: PdfUrlType | null | undefined): string | null {
  if (!urlType || urlType === 'none') return null;
  return PDF_LINK_LABELS[urlType] ?? null;
}

/** 001 §5: Purchase PDF needs a PURCHASE link type and url, and goes to that url plus /purchase. */
export function purchaseUrl(linkType: AccessLinkType | null, linkUrl: string | null): string | null {
  if (linkType !== 'PURCHASE' || !linkUrl) return null;
  return `${linkUrl.replace(/\/+$/, '')}/purchase`;
}

export type PdfLinkAction =
  | { method: 'link'; href: string; label: string; target: '_blank' }
  | { method: 'post'; action: string; label: string; target: string };

/**
 * How a PDF link behaves: download and abTest open the url as a link (new tab); order and
 * purchase post a form to the url into a new window, purchase into `sd-shopping-cart`.
 */
export function pdfLinkAction(pdf: { url: string | null; urlType: PdfUrlType | null | undefined }): PdfLinkAction | null {
  const label = pdfLinkLabel(pdf.urlType);
  if (!label || !pdf.url) return null;
  switch (pdf.urlType) {
    case 'download':
    case 'abTest':
      return { method: 'link', href: pdf.url, label, target: '_blank' };
    case 'order':
      return { method: 'post', action: pdf.url, label, target: '_blank' };
    case 'purchase':
      return { method: 'post', action: pdf.url, label, target: SHOPPING_CART_WINDOW };
    default:
      return null;
  }
}
