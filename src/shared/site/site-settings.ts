import { DEFAULT_COOKIE_CONSENT_MODE, type CookieConsentMode } from './cookie-preferences.ts';
import { DEFAULT_BRAND, type BrandSettings } from './brand-settings.ts';
import type { ExperimentFlag } from './experiments.ts';
import { DEFAULT_MENDELEY_DOWNLOAD_URL, DEFAULT_MENDELEY_IMPORTER_URL, type MendeleyUrls } from '../citation/mendeley-button.ts';
import { DEFAULT_DAILY_CAPS, DEFAULT_PDFS_PER_MINUTE } from '../access/downloads/download-caps.ts';

/**
 * What the site's own pages (/about, /terms, /privacy …) say about this installation: the
 * names from LECTERN_SITE_NAME / LECTERN_PUBLISHER_NAME / LECTERN_CONTACT_EMAIL and the
 * limits the server actually enforces (download caps, session lifetime).
 */
export interface SiteSettings {
  /** LECTERN_SITE_NAME, default "Lectern". */
  siteName: string;
  /** LECTERN_PUBLISHER_NAME, default "the publisher". */
  publisherName: string;
  /** LECTERN_CONTACT_EMAIL; null when unset. */
  contactEmail: string | null;
  /** Server download caps per reader (LECTERN_PDF_DAILY_CAP, LECTERN_ISSUE_DAILY_CAP, LECTERN_PDF_PER_MINUTE). */
  downloadLimits: { pdfDaily: number; issueDaily: number; pdfsPerMinute: number };
  /** LECTERN_SESSION_DAYS: how long a sign-in lasts. */
  sessionDays: number;
  /** LECTERN_RIGHTS_URL: the rights-and-content link's template; null: the feature is off. */
  rightsUrl: string | null;
  /** LECTERN_COOKIE_CONSENT: how the cookie banner asks (opt-in or opt-out). */
  cookieConsent: CookieConsentMode;
  /** LECTERN_EXPERIMENTS: site-wide experiment flags that are on. */
  experiments: ExperimentFlag[];
  /** LECTERN_MENDELEY_IMPORTER_URL / LECTERN_MENDELEY_DOWNLOAD_URL: the Mendeley button's addresses (001 §4). */
  mendeley: MendeleyUrls;
  /** LECTERN_LOGO_URL, LECTERN_PRIMARY_COLOR, LECTERN_FOOTER_LINKS: the publisher's brand. */
  brand: BrandSettings;
}

export const DEFAULT_SITE_NAME = 'Lectern';
export const DEFAULT_PUBLISHER_NAME = 'the publisher';
export const DEFAULT_SESSION_DAYS = 14;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  publisherName: DEFAULT_PUBLISHER_NAME,
  contactEmail: null,
  downloadLimits: { pdfDaily: DEFAULT_DAILY_CAPS.pdf, issueDaily: DEFAULT_DAILY_CAPS.issue, pdfsPerMinute: DEFAULT_PDFS_PER_MINUTE },
  sessionDays: DEFAULT_SESSION_DAYS,
  rightsUrl: null,
  cookieConsent: DEFAULT_COOKIE_CONSENT_MODE,
  experiments: [],
  mendeley: { importerUrl: DEFAULT_MENDELEY_IMPORTER_URL, downloadUrl: DEFAULT_MENDELEY_DOWNLOAD_URL },
  brand: DEFAULT_BRAND,
};
