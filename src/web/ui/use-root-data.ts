import { useContext } from 'react';
import { ANONYMOUS_READER, type Reader } from '#src/shared/access/reader.ts';
import type { BrandView } from '#src/web/ui/brand-view.ts';
import type { AccountConfig } from '#src/shared/account/account-config.ts';
import { DEFAULT_COOKIE_CONSENT_MODE, type CookieConsentMode, type CookiePreferences } from '#src/shared/site/cookie-preferences.ts';
import type { ExperimentFlag } from '#src/shared/site/experiments.ts';
import { PageContext } from './page-context.ts';

export interface RootData {
  reader: Reader;
  csrfToken: string | null;
  accountConfig: AccountConfig | null;
  /** The cookie choice read from the request (null: not chosen yet); undefined without root data. */
  cookiePreferences: CookiePreferences | null | undefined;
  /** How the cookie banner asks (LECTERN_COOKIE_CONSENT). */
  cookieConsent: CookieConsentMode;
  /** Site-wide experiment flags that are on (LECTERN_EXPERIMENTS). */
  experiments: ExperimentFlag[];
  /** Site name, publisher, logo and footer links (LECTERN_SITE_NAME, LECTERN_PUBLISHER_NAME, LECTERN_LOGO_URL, LECTERN_FOOTER_LINKS). */
  brand: BrandView;
}

const DEMO_BRAND: BrandView = { siteName: 'Lectern', publisherName: null, logoUrl: null, footerLinks: [], css: null };

/** The root loader's reader, CSRF token and account settings; anonymous on an error page without them. */
export function useRootData(): RootData {
  const data = useContext(PageContext).root;
  return {
    reader: data?.reader ?? ANONYMOUS_READER,
    csrfToken: data?.csrfToken ?? null,
    accountConfig: data?.accountConfig ?? null,
    cookiePreferences: data?.cookiePreferences,
    cookieConsent: data?.cookieConsent ?? DEFAULT_COOKIE_CONSENT_MODE,
    experiments: data?.experiments ?? [],
    brand: data?.brand ?? DEMO_BRAND,
  };
}
