import { FOOTER_LINKS } from '#src/web/ui/site-links.ts';
import { CookieSettingsButton } from '../features/cookie-consent/cookie-banner.tsx';
import { useRootData } from '../ui/use-root-data.ts';

/**
 * Site footer (spec 001 §2): the site's links, the publisher with its own links
 * (LECTERN_PUBLISHER_NAME, LECTERN_FOOTER_LINKS), the current-year copyright, the software
 * named modestly, the way back to the cookie settings.
 */
export function SiteFooter() {
  const { brand } = useRootData();
  const year = new Date().getFullYear();
  const owner = brand.publisherName ?? 'Lectern contributors';
  return (
    <footer className="site-footer">
      <nav aria-label="Site information">
        <ul className="site-footer__links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {brand.publisherName || brand.footerLinks.length > 0 ? (
        <div className="site-footer__publisher">
          {brand.publisherName ? (
            <p className="site-footer__publisher-name">
              {brand.siteName} is published by {brand.publisherName}.
            </p>
          ) : null}
          {brand.footerLinks.length > 0 ? (
            <nav aria-label={brand.publisherName ?? 'Publisher'}>
              <ul className="site-footer__links">
                {brand.footerLinks.map((link) => (
                  <li key={`${link.label} ${link.href}`}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      ) : null}
      <p>
        © {year} {owner}. Article content is © its authors and licensed as stated on each article.
      </p>
      <p className="site-footer__software">Powered by Lectern, open-source scholarly publishing software.</p>
      <CookieSettingsButton />
    </footer>
  );
}
