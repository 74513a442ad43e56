import { FOOTER_LINKS } from '#src/shared/site-links.ts';
import { CookieSettingsButton } from '../features/cookie-consent/cookie-banner.tsx';

/** Site footer (spec 001 §2): the publisher's links, the current-year copyright, the way back to the cookie settings. */
export function SiteFooter() {
  const year = new Date().getFullYear();
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
      <p>
        © {year} Lectern contributors. Article content is © its authors and licensed as stated on each article.
      </p>
      <p>Lectern is open-source scholarly publishing software.</p>
      <CookieSettingsButton />
    </footer>
  );
}
