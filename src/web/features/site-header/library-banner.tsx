import type { ShownLibraryBanner } from '#src/shared/access/library-banner.ts';
import { HeaderMenu } from './header-menu.tsx';

/**
 * The institution's library banner (spec 001 §3 libraryBanner): its image and plain text,
 * linked to the library when it has a link. The link's name is the text; an image without text
 * is named by its alt, the institution's name (beside the text its alt is empty, so the name is
 * not read twice). Only institutional readers get a banner (src/shared/access/library-banner.ts), so
 * anonymous pages never carry one.
 */
export function LibraryBannerLink({ banner, className }: { banner: ShownLibraryBanner; className?: string }) {
  const classes = ['library-banner__link', className].filter(Boolean).join(' ');
  const content = (
    <>
      {banner.imageUrl ? <img className="library-banner__image" src={banner.imageUrl} alt={banner.imageAlt} decoding="async" /> : null}
      {banner.text ? <span className="library-banner__text">{banner.text}</span> : null}
    </>
  );
  if (!banner.linkUrl) {
    return (
      <span className={classes} data-library-banner={banner.position}>
        {content}
      </span>
    );
  }
  return (
    <a className={classes} href={banner.linkUrl} data-library-banner={banner.position}>
      {content}
    </a>
  );
}

/** ABOVE: a strip above the header bar, at every width. */
export function LibraryBannerStrip({ banner }: { banner: ShownLibraryBanner }) {
  return (
    <aside className="library-banner library-banner--above" aria-label="Your library">
      <LibraryBannerLink banner={banner} />
    </aside>
  );
}

/** RIGHT: inline at the right of the header bar on wide screens; narrow screens show it in the drawer. */
export function LibraryBannerInline({ banner }: { banner: ShownLibraryBanner }) {
  return (
    <div className="library-banner library-banner--right">
      <LibraryBannerLink banner={banner} />
    </div>
  );
}

/**
 * DROPDOWN for a reader not signed in as a person (IP range, access code, federation without an
 * account): a menu button named after the institution, opening the banner. Escape or a click
 * outside closes it (useDisclosure).
 */
export function LibraryMenu({ banner }: { banner: ShownLibraryBanner }) {
  return (
    <HeaderMenu name={banner.institutionName} className="library-menu">
      <LibraryBannerLink banner={banner} className="library-banner__link--menu" />
    </HeaderMenu>
  );
}
