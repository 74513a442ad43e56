import type { AccessBarConfig, AccessBarComponent } from '#src/shared/access/access-bar-config.ts';
import { DOWNLOAD_ISSUE_EVENT, type DownloadIssueDetail } from '#src/web/ui/access-bar-events.ts';
import type { AccessBarItem } from '#src/web/features/access-bar/access-bar-layout.ts';
import { plainLabel } from '#src/web/features/access-bar/bold-segments.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';
import { BoldLabel } from './bold-label.tsx';
import { PdfLink } from './pdf-link.tsx';
import { UniversalPdfButton } from './universal-pdf-button.tsx';

/** A rule item or a publisher's own component. */
export type BarEntry = { key: string; item: AccessBarItem } | { key: string; component: AccessBarComponent & { id: string } };

/** The first entry shows as a button, the rest as links (spec 000 §3); a component may say otherwise. */
function classFor(asButton: boolean): string {
  return asButton ? 'access-bar__action access-bar__action--button' : 'access-bar__action access-bar__action--link';
}

export function AccessBarEntry({
  entry,
  first,
  pii,
  csrfToken,
  config,
}: {
  entry: BarEntry;
  first: boolean;
  pii: string;
  csrfToken: string | null;
  config: AccessBarConfig;
}) {
  if ('component' in entry) {
    const c = entry.component;
    const href = safeHref(c.href);
    if (!href) return null;
    const asButton = c.appearance ? c.appearance === 'BUTTON' : first;
    return (
      <a
        className={classFor(asButton)}
        href={href}
        target={c.target}
        rel={c.target === '_blank' ? (c.rel ?? 'noopener') : c.rel}
        aria-label={c.ariaLabel ?? (c.label.includes('**') ? plainLabel(c.label) : undefined)}
        data-component-id={c.id}
      >
        <BoldLabel label={c.label} />
      </a>
    );
  }
  const item = entry.item;
  const className = classFor(first);
  switch (item.kind) {
    case 'universal-pdf':
      return (
        <UniversalPdfButton
          doi={item.doi}
          citationDatabaseId={item.citationDatabaseId}
          config={config.universalPdf}
          className={className}
        />
      );
    case 'view-pdf':
    case 'download-pdf':
    case 'order-pdf':
    case 'purchase-pdf':
      return (
        <PdfLink
          url={item.pdf.url}
          urlType={item.pdf.urlType}
          crawlable={item.pdf.crawlable}
          csrfToken={csrfToken}
          className={className}
          fields={item.fields}
        />
      );
    case 'download-full-issue':
      return (
        <button
          type="button"
          className={className}
          data-access-kind={item.kind}
          onClick={() => window.dispatchEvent(new CustomEvent<DownloadIssueDetail>(DOWNLOAD_ISSUE_EVENT, { detail: { pii } }))}
        >
          {item.label}
        </button>
      );
    default: {
      const href = safeHref(item.href);
      if (!href) return null;
      const external = /^https?:/i.test(href);
      return (
        <a
          className={className}
          href={href}
          data-access-kind={item.kind}
          aria-label={item.label.includes('**') ? plainLabel(item.label) : undefined}
          {...(external ? { target: '_blank', rel: 'noopener' } : {})}
        >
          <BoldLabel label={item.label} />
        </a>
      );
    }
  }
}
