import type { PersonName, Reference } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { personNameOf } from './person-name.ts';
import { childText, plainText } from './xml-text.ts';

/**
 * sb:host → the reference's host: a journal issue (sb:issue), a book (sb:book), an edited
 * book (sb:edited-book) or a web resource (sb:e-host), with sb:pages beside it.
 */
export type Host = Reference['host'];

/** Extras the model has no field for, kept for the readable citation text. */
export interface HostExtras {
  conference?: string;
  /** A special issue's own title, beside the journal's (sb:issue > sb:title). */
  issueTitle?: string;
  etAlEditors: boolean;
}

/** "Main title: subtitle" from an sb:title. */
export function titleOf(title: XmlElement | undefined): string | undefined {
  const main = childText(title, 'maintitle');
  const sub = childText(title, 'subtitle');
  if (main && sub) return `${main}: ${sub}`;
  return main ?? sub ?? (plainText(title) || undefined);
}

function editorsOf(editors: XmlElement | undefined): PersonName[] {
  return elements(editors, 'editor').map(personNameOf);
}

function setIf<K extends keyof Host>(host: Host, key: K, value: Host[K] | undefined): void {
  if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) host[key] = value;
}

/** Publisher, series, edition and editors: what books and edited books share. */
function bookParts(book: XmlElement, host: Host): void {
  setIf(host, 'title', titleOf(first(book, 'title')));
  setIf(host, 'edition', childText(book, 'edition'));
  const bookSeries = first(book, 'book-series');
  // Proceedings often name their editors only on the series.
  const editors = editorsOf(first(book, 'editors'));
  setIf(host, 'editors', editors.length > 0 ? editors : editorsOf(first(bookSeries, 'editors')));
  const series = first(bookSeries, 'series');
  setIf(host, 'series', titleOf(first(series, 'title')));
  setIf(host, 'volume', childText(series, 'volume-nr'));
  const publisher = first(book, 'publisher');
  setIf(host, 'publisher', childText(publisher, 'name'));
  setIf(host, 'publisherLocation', childText(publisher, 'location'));
}

function datePart(el: XmlElement, host: Host): void {
  const date = childText(el, 'date');
  setIf(host, 'date', date);
  setIf(host, 'year', date?.match(/\b\d{4}\b/)?.[0]);
}

export function hostOf(hostEl: XmlElement): { host: Host; extras: HostExtras } {
  const host: Host = {};
  const extras: HostExtras = { etAlEditors: false };
  const part = elements(hostEl).find((c) => ['issue', 'book', 'edited-book', 'e-host'].includes(c.local));
  if (part?.local === 'issue') {
    host.kind = 'issue';
    const series = first(part, 'series');
    const journal = titleOf(first(series, 'title'));
    const own = titleOf(first(part, 'title'));
    setIf(host, 'title', journal ?? own);
    if (journal && own) extras.issueTitle = own;
    setIf(host, 'volume', childText(series, 'volume-nr'));
    setIf(host, 'issue', childText(part, 'issue-nr'));
    setIf(host, 'editors', editorsOf(first(part, 'editors')));
  } else if (part?.local === 'book' || part?.local === 'edited-book') {
    host.kind = part.local;
    bookParts(part, host);
  } else if (part?.local === 'e-host') {
    host.kind = 'e-host';
    const link = first(part, 'inter-ref');
    setIf(host, 'url', link?.attrs['xlink:href']?.trim() || plainText(link) || undefined);
  } else host.kind = 'other';
  if (part) {
    datePart(part, host);
    extras.conference = childText(part, 'conference');
    const editors = first(part, 'editors') ?? first(first(part, 'book-series'), 'editors');
    extras.etAlEditors = first(editors, 'et-al') !== undefined;
  }
  const pages = first(hostEl, 'pages');
  setIf(host, 'firstPage', childText(pages, 'first-page'));
  setIf(host, 'lastPage', childText(pages, 'last-page'));
  setIf(host, 'articleNumber', childText(hostEl, 'article-number'));
  return { host, extras };
}
