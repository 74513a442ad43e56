import { el, toXmlDocument } from '#src/server/xml-writer.ts';
import { newestChange, type FeedChannel } from './feed-items.ts';

const DC_NS = 'http://purl.org/dc/elements/1.1/';
const PRISM_NS = 'http://prismstandard.org/namespaces/basic/2.0/';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

/**
 * RSS 2.0. RSS's own <author> must be an e-mail address, which articles do not give for
 * every author, so authors go in dc:creator (one per author) as journal feeds commonly do;
 * the DOI goes in prism:doi and dc:identifier for reference managers that read either.
 */
export function rssDocument(channel: FeedChannel, now: Date): string {
  return toXmlDocument(
    el(
      'rss',
      { version: '2.0', 'xmlns:atom': ATOM_NS, 'xmlns:dc': DC_NS, 'xmlns:prism': PRISM_NS },
      el(
        'channel',
        {},
        el('title', {}, `${channel.journal}: ${channel.kind}`),
        el('link', {}, channel.siteUrl),
        el('description', {}, `${channel.kind} in ${channel.journal}`),
        el('atom:link', { href: channel.selfUrl, rel: 'self', type: 'application/rss+xml' }),
        el('lastBuildDate', {}, newestChange(channel.items, now).toUTCString()),
        el('generator', {}, 'Lectern'),
        ...channel.items.map((item) =>
          el(
            'item',
            {},
            el('title', {}, item.title),
            el('link', {}, item.url),
            el('guid', { isPermaLink: 'true' }, item.url),
            el('pubDate', {}, item.published.toUTCString()),
            el('description', {}, item.summary),
            ...item.authors.map((a) => el('dc:creator', {}, a)),
            item.doi ? el('dc:identifier', {}, `doi:${item.doi}`) : null,
            item.doi ? el('prism:doi', {}, item.doi) : null,
          ),
        ),
      ),
    ),
  );
}
