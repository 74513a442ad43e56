import { useState } from 'react';
import { accountConfigFor } from '#src/shared/account/account-config.ts';
import { accountArea } from '#src/shared/account/account-menu.ts';
import { experimentOn } from '#src/shared/site/experiments.ts';
import { libraryBannerPlacement } from '#src/shared/access/library-banner.ts';
import { accountExternalLinks } from '#src/web/ui/site-links.ts';
import { CookieBanner } from '../features/cookie-consent/cookie-banner.tsx';
import '../features/cookie-consent/cookie-banner.css';
import { AccountArea } from '../features/site-header/account-area.tsx';
import { LibraryBannerInline, LibraryBannerStrip } from '../features/site-header/library-banner.tsx';
import '../features/site-header/library-banner.css';
import { MobileDrawer } from '../features/site-header/mobile-drawer.tsx';
import '../features/site-header/site-header.css';
import { usePagePath } from '../ui/page-context.ts';
import { useRootData } from '../ui/use-root-data.ts';

/** Header search limit (spec 001 §5, §9). */
export const HEADER_SEARCH_MAX_LENGTH = 250;

/**
 * Site header (spec 001 §2, §6): logo; the search form — a plain GET to /search with `qs`,
 * hidden origin and zone=header, max length 250 — behind a search bar toggle on narrow
 * screens; the account area for the reader's user type; the mobile drawer menu. The cookie
 * banner sits above it, in the flow, so it never covers the page.
 */
export function SiteHeader() {
  const { reader, csrfToken, accountConfig, experiments, brand } = useRootData();
  const path = usePagePath();
  const [searchOpen, setSearchOpen] = useState(false);
  const area = accountArea(reader, accountConfig ?? accountConfigFor(reader, null), path, accountExternalLinks('production'), {
    guestHeader: experimentOn(experiments, 'header-sign-in'),
  });
  const banner = accountConfig?.libraryBanner ?? null;
  const bannerAt = libraryBannerPlacement(banner, area.kind === 'individual');
  return (
    <>
      <CookieBanner />
      {banner && bannerAt.above ? <LibraryBannerStrip banner={banner} /> : null}
      <header className="site-header" data-search-open={searchOpen ? 'true' : 'false'}>
        <a href="/" className="site-logo" data-logo={brand.logoUrl ? 'image' : undefined} aria-label={`${brand.siteName} home`}>
          {brand.logoUrl ? <img className="site-logo__image" src={brand.logoUrl} alt="" /> : null}
          {brand.siteName}
        </a>
        <button
          type="button"
          className="site-header__search-toggle"
          aria-expanded={searchOpen}
          aria-controls="site-search-form"
          onClick={() => setSearchOpen((o) => !o)}
        >
          <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m11 11 4 4" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="site-header__toggle-text">{searchOpen ? 'Close search' : 'Open search'}</span>
        </button>
        <form id="site-search-form" className="site-search" role="search" method="get" action="/search" aria-label="Search articles">
          <input type="hidden" name="origin" value="header" />
          <input type="hidden" name="zone" value="header" />
          <label htmlFor="site-search-qs" className="visually-hidden">
            Search for articles
          </label>
          <input
            id="site-search-qs"
            type="search"
            name="qs"
            required
            maxLength={HEADER_SEARCH_MAX_LENGTH}
            placeholder="Search articles"
            autoComplete="off"
          />
          <button type="submit">Search</button>
        </form>
        {banner && bannerAt.right ? <LibraryBannerInline banner={banner} /> : null}
        <AccountArea area={area} csrfToken={csrfToken} libraryBanner={bannerAt.dropdown ? banner : null} />
        <MobileDrawer area={area} csrfToken={csrfToken} libraryBanner={bannerAt.drawer ? banner : null} />
      </header>
    </>
  );
}
