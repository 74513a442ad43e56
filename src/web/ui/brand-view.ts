import { brandColourCss } from '#src/shared/site/brand-colours.ts';
import { DEFAULT_BRAND, type BrandFooterLink } from '#src/shared/site/brand-settings.ts';
import { DEFAULT_PUBLISHER_NAME, type SiteSettings } from '#src/shared/site/site-settings.ts';

/** What every page's header and footer show of the brand (the root loader's data). */
export interface BrandView {
  siteName: string;
  /** The configured publisher; null for the demo (its footer names the Lectern contributors). */
  publisherName: string | null;
  logoUrl: string | null;
  footerLinks: BrandFooterLink[];
  /** Custom properties overriding tokens.css for a configured primary colour; null for the demo's own. */
  css: string | null;
}

export function brandView(site: SiteSettings): BrandView {
  const { brand } = site;
  const isDemoColour = brand.colours.primary === DEFAULT_BRAND.colours.primary;
  return {
    siteName: site.siteName,
    publisherName: site.publisherName === DEFAULT_PUBLISHER_NAME ? null : site.publisherName,
    logoUrl: brand.logoUrl,
    footerLinks: brand.footerLinks,
    css: isDemoColour ? null : brandColourCss(brand.colours),
  };
}
