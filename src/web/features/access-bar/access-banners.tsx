import { useState } from 'react';
import type { AccessBarBanner } from '#src/shared/access/access-bar-config.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';

/**
 * Dismissible banners (spec 000 §3 "Banner", §4): text or text with a link; visible until the
 * close button is pressed, then hidden and not restored.
 */
export function AccessBanners({ banners }: { banners: readonly AccessBarBanner[] }) {
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const shown = banners.filter((b) => !dismissed.has(b.id));
  if (shown.length === 0) return null;
  return (
    <div className="access-banners">
      {shown.map((banner) => {
        const href = banner.messageType === 'textWithLink' && banner.linkUrl ? safeHref(banner.linkUrl) : undefined;
        return (
          <div key={banner.id} className="access-banner" data-banner={banner.id}>
            <p className="access-banner__message">
              {banner.message}
              {href && banner.linkText ? (
                <>
                  {' '}
                  <a href={href}>{banner.linkText}</a>
                </>
              ) : null}
            </p>
            <button
              type="button"
              className="access-banner__close"
              aria-label={banner.ariaLabel.close}
              onClick={() => setDismissed((d) => new Set(d).add(banner.id))}
            >
              <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                <path d="m2 2 10 10M12 2 2 12" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
        );
      })}
    </div>
  );
}
