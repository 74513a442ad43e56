import type { Request } from 'express';
import type { CookieConsentMode } from '#src/shared/site/cookie-preferences.ts';
import type { ExperimentFlag } from '#src/shared/site/experiments.ts';
import { deriveBrandColours } from '#src/shared/site/brand-colours.ts';
import { DEFAULT_BRAND, parseFooterLinks, type BrandSettings } from '#src/shared/site/brand-settings.ts';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#src/shared/site/site-settings.ts';
import type { DownloadConfig } from './downloads/download-config.ts';

/** LECTERN_SITE_NAME, LECTERN_PUBLISHER_NAME and LECTERN_CONTACT_EMAIL (src/config/env.server.ts). */
export interface SiteOptions {
  siteName?: string;
  publisherName?: string;
  contactEmail?: string;
  rightsUrl?: string;
  cookieConsent?: CookieConsentMode;
  experiments?: ExperimentFlag[];
  mendeleyImporterUrl?: string;
  mendeleyDownloadUrl?: string;
  /** LECTERN_LOGO_URL, LECTERN_PRIMARY_COLOR, LECTERN_FOOTER_LINKS (checked by src/config; checked again here). */
  logoUrl?: string;
  primaryColor?: string;
  footerLinks?: string;
}

/** The brand from the site options: an unusable colour or link list throws (start-up stops with the reason). */
export function brandFor(site: SiteOptions | undefined): BrandSettings {
  const colours = site?.primaryColor ? deriveBrandColours(site.primaryColor) : null;
  if (colours && !colours.ok) throw new Error(`Invalid configuration:\n  LECTERN_PRIMARY_COLOR: ${colours.message}`);
  const links = parseFooterLinks(site?.footerLinks);
  if (!links.ok) throw new Error(`Invalid configuration:\n  LECTERN_FOOTER_LINKS: ${links.message}`);
  return { logoUrl: site?.logoUrl || DEFAULT_BRAND.logoUrl, colours: colours?.colours ?? DEFAULT_BRAND.colours, footerLinks: links.links };
}

/**
 * What the site's own pages state: the configured names and contact address, and the limits
 * this server enforces — its download caps and session lifetime, not the defaults.
 */
export function siteSettingsFor(
  site: SiteOptions | undefined,
  downloads: DownloadConfig | undefined,
  sessionDays: number | undefined,
): SiteSettings {
  return {
    siteName: site?.siteName || DEFAULT_SITE_SETTINGS.siteName,
    publisherName: site?.publisherName || DEFAULT_SITE_SETTINGS.publisherName,
    contactEmail: site?.contactEmail || null,
    downloadLimits: downloads
      ? { pdfDaily: downloads.pdfDailyCap, issueDaily: downloads.issueDailyCap, pdfsPerMinute: downloads.pdfsPerMinute }
      : DEFAULT_SITE_SETTINGS.downloadLimits,
    sessionDays: sessionDays ?? DEFAULT_SITE_SETTINGS.sessionDays,
    rightsUrl: site?.rightsUrl || null,
    cookieConsent: site?.cookieConsent ?? DEFAULT_SITE_SETTINGS.cookieConsent,
    experiments: site?.experiments ?? DEFAULT_SITE_SETTINGS.experiments,
    mendeley: {
      importerUrl: site?.mendeleyImporterUrl || DEFAULT_SITE_SETTINGS.mendeley.importerUrl,
      downloadUrl: site?.mendeleyDownloadUrl || DEFAULT_SITE_SETTINGS.mendeley.downloadUrl,
    },
    brand: brandFor(site),
  };
}

/** The app's site settings (kept in `app.locals` by createApp), for handlers outside the page loaders. */
export function siteSettingsOf(req: Request): SiteSettings {
  return (req.app.locals.siteSettings as SiteSettings | undefined) ?? DEFAULT_SITE_SETTINGS;
}
