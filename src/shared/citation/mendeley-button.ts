/**
 * The Mendeley button (spec 001 §4): "Mendeley button (Chrome, Edge, Firefox, Safari only): if
 * the importer is absent it opens its download page; when the page becomes visible again it
 * reloads and opens the importer after 750 ms." Pure rules; the browser side is in
 * web/features/mendeley.
 */

/** 001 §4: the importer opens 750 ms after the page is visible again. */
export const MENDELEY_REOPEN_DELAY_MS = 750;

/** Mendeley's public web importer; `{url}` becomes the article's address. */
export const DEFAULT_MENDELEY_IMPORTER_URL = 'https://www.mendeley.com/import/?url={url}';
/** Mendeley's public download page of the web importer. */
export const DEFAULT_MENDELEY_DOWNLOAD_URL = 'https://www.mendeley.com/reference-management/web-importer';

export interface MendeleyUrls {
  /** LECTERN_MENDELEY_IMPORTER_URL: https:// URL, `{url}` replaced by the article's address. */
  importerUrl: string;
  /** LECTERN_MENDELEY_DOWNLOAD_URL: where the importer is downloaded. */
  downloadUrl: string;
}

export type MendeleyBrowser = 'chrome' | 'edge' | 'firefox' | 'safari';

/**
 * The browser family from a user agent, or null for any other browser (001 §4: the button is
 * shown in Chrome, Edge, Firefox and Safari only). Chromium-based browsers that name
 * themselves (Opera, Samsung Internet, Brave's UA is Chrome's), embedded web views and
 * crawlers are not one of the four.
 */
export function mendeleyBrowser(userAgent: string | null | undefined): MendeleyBrowser | null {
  const ua = userAgent ?? '';
  if (!/^Mozilla\/5\.0 /.test(ua) || /bot|crawl|spider|headless/i.test(ua)) return null;
  if (/\b(?:OPR|Opera|SamsungBrowser|YaBrowser|UCBrowser|Vivaldi|Electron|wv)\b|; wv\)/.test(ua)) return null;
  if (/\bEdg(?:e|A|iOS)?\/\d/.test(ua)) return 'edge';
  if (/\b(?:Firefox|FxiOS)\/\d/.test(ua) && !/\bSeamonkey\//i.test(ua)) return 'firefox';
  if (/\b(?:Chrome|CriOS)\/\d/.test(ua)) return 'chrome';
  if (/\bVersion\/\d[\d.]* (?:Mobile\/\w+ )?Safari\/\d/.test(ua)) return 'safari';
  return null;
}

/** Whether the Mendeley button shows for this user agent. */
export function showMendeleyButton(userAgent: string | null | undefined): boolean {
  return mendeleyBrowser(userAgent) !== null;
}

/** The importer's address for an article (its `{url}` filled with the encoded article address). */
export function mendeleyImporterUrl(template: string, articleUrl: string): string {
  return template.split('{url}').join(encodeURIComponent(articleUrl));
}

/**
 * Where a click goes (001 §4): the importer when it is present, else its download page — and
 * then the importer is opened after the page becomes visible again.
 */
export function mendeleyClickTarget(
  importerPresent: boolean,
  urls: MendeleyUrls,
  articleUrl: string,
): { url: string; reopenWhenVisible: boolean } {
  return importerPresent
    ? { url: mendeleyImporterUrl(urls.importerUrl, articleUrl), reopenWhenVisible: false }
    : { url: urls.downloadUrl, reopenWhenVisible: true };
}
