import { el, toXmlDocument } from '#src/server/xml-writer.ts';
import { newestChange, type FeedChannel } from './feed-items.ts';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
const DC_NS = 'http://purl.org/dc/elements/1.1/';
const PRISM_NS = 'http://prismstandard.org/namespaces/basic/2.0/';

/**
 * Atom (RFC 4287). The feed-level author (the publisher, else the journal) satisfies the
 * rule that every entry has an author even for articles that list none.
 */
export function atomDocument(channel: FeedChannel, now: Date): string {
  return toXmlDocument(
    el(
      'feed',
      { xmlns: ATOM_NS, 'xmlns:dc': DC_NS, 'xmlns:prism': PRISM_NS },
      el('id', {}, channel.selfUrl),
      el('title', {}, `${channel.journal}: ${channel.kind}`),
      el('updated', {}, newestChange(channel.items, now).toISOString()),
      el('author', {}, el('name', {}, channel.publisher ?? channel.journal)),
      el('link', { rel: 'self', type: 'application/atom+xml', href: channel.selfUrl }),
      el('link', { rel: 'alternate', type: 'text/html', href: channel.siteUrl }),
      el('generator', {}, 'Lectern'),
      ...channel.items.map((item) =>
        el(
          'entry',
          {},
          el('id', {}, item.url),
          el('title', {}, item.title),
          el('link', { rel: 'alternate', type: 'text/html', href: item.url }),
          item.doi ? el('link', { rel: 'related', href: `https://doi.org/${item.doi}` }) : null,
          ...item.authors.map((a) => el('author', {}, el('name', {}, a))),
          el('published', {}, item.published.toISOString()),
          el('updated', {}, item.updated.toISOString()),
          item.summary ? el('summary', { type: 'text' }, item.summary) : null,
          item.doi ? el('dc:identifier', {}, `doi:${item.doi}`) : null,
          item.doi ? el('prism:doi', {}, item.doi) : null,
        ),
      ),
    ),
  );
}
