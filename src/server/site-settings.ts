import type { Request } from 'express';
import type { CookieConsentMode } from '#src/shared/cookie-preferences.ts';
import type { ExperimentFlag } from '#src/shared/experiments.ts';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '#src/shared/site-settings.ts';
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
}

/**
 * What the site's own pages state: the configured names and contact address, and the limits
 * this server enforces — its download caps and session lifetime, not the defaults.
 */
export function siteSettingsFor(site: SiteOptions | undefined, downloads: DownloadConfig | undefined, sessionDays: number | undefined): SiteSettings {
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
  };
}

/** The app's site settings (kept in `app.locals` by createApp), for handlers outside the page loaders. */
export function siteSettingsOf(req: Request): SiteSettings {
  return (req.app.locals.siteSettings as SiteSettings | undefined) ?? DEFAULT_SITE_SETTINGS;
}
