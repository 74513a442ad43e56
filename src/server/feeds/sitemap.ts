import { el, toXmlDocument } from '#src/server/xml-writer.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemaps.org limit on URLs in one file (and on files in one index). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  /** ISO timestamp; written at seconds precision (W3C Datetime). */
  lastmod?: string | null;
}

function w3cDatetime(stamp: string): string {
  return `${new Date(stamp).toISOString().slice(0, 19)}Z`;
}

export function urlsetDocument(urls: SitemapUrl[]): string {
  return toXmlDocument(
    el(
      'urlset',
      { xmlns: SITEMAP_NS },
      ...urls.map((u) => el('url', {}, el('loc', {}, u.loc), u.lastmod ? el('lastmod', {}, w3cDatetime(u.lastmod)) : null)),
    ),
  );
}

export function sitemapIndexDocument(sitemaps: SitemapUrl[]): string {
  return toXmlDocument(
    el(
      'sitemapindex',
      { xmlns: SITEMAP_NS },
      ...sitemaps.map((s) => el('sitemap', {}, el('loc', {}, s.loc), s.lastmod ? el('lastmod', {}, w3cDatetime(s.lastmod)) : null)),
    ),
  );
}

/** robots.txt: crawl pages, not the JSON API or search results (endless, thin pages). */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /sdfe/', 'Disallow: /search', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
