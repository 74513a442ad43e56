import type { PersonName, Reference } from '#src/shared/article/content-model.ts';
import type { Host, HostExtras } from './sb-host.ts';

/**
 * The readable one-line citation for a structured sb:reference, in the shape ScienceDirect
 * shows ("A. Author, B. Author. Title. Journal, 12 (3) (2013), pp. 34-43"). It is what a
 * reader sees when the renderer has nothing better, and what search indexes.
 */
export interface HostPart {
  host: Host;
  extras: HostExtras;
}

export interface CitationParts {
  contribution: Reference['contribution'];
  etAl: boolean;
  translatedTitle?: string;
  /** Hosts and comments in source order ("… Doklady 12. transl. from Mat. Zametki 27 …"). */
  tail: Array<HostPart | { comment: string }>;
}

function names(list: readonly PersonName[], etAl: boolean): string {
  const joined = list
    .map((n) => n.display)
    .filter(Boolean)
    .join(', ');
  if (!etAl) return joined;
  return joined ? `${joined}, et al.` : 'et al.';
}

function pages(host: Host): string {
  if (host.firstPage && host.lastPage && host.lastPage !== host.firstPage) return `pp. ${host.firstPage}-${host.lastPage}`;
  if (host.firstPage) return `p. ${host.firstPage}`;
  if (host.articleNumber) return `Article ${host.articleNumber}`;
  return '';
}

/** "Title, 12 (3) (2013), pp. 1-9" for a journal issue. */
function issueText(host: Host): string {
  const volume = host.volume && host.issue ? `${host.volume} (${host.issue})` : (host.volume ?? (host.issue ? `(${host.issue})` : ''));
  const head = [host.title, volume].filter(Boolean).join(', ');
  const dated = host.year || host.date ? `${head} (${host.date ?? host.year})`.trim() : head;
  return [dated, pages(host)].filter(Boolean).join(', ');
}

/** "In: Eds (Eds.), Book, ed., Series 4, Conference, Publisher, Place (2001), pp. 1-9". */
function bookText({ host, extras }: HostPart, hasTitle: boolean): string {
  const editors = host.editors && host.editors.length > 0 ? `${names(host.editors, extras.etAlEditors)} (Eds.)` : '';
  const volume = host.volume && !/^vol/i.test(host.volume) ? `vol. ${host.volume}` : host.volume;
  const series = host.series && volume ? `${host.series}, ${volume}` : host.series;
  const place = [host.publisher, host.publisherLocation].filter(Boolean).join(', ');
  const body = [editors, host.title, host.edition, series, extras.conference, place].filter(Boolean).join(', ');
  const dated = host.year || host.date ? `${body} (${host.date ?? host.year})`.trim() : body;
  const text = [dated, pages(host)].filter(Boolean).join(', ');
  // A chapter sits "in" its book; a cited book is the contribution itself.
  return hasTitle && host.title && text ? `In: ${text}` : text;
}

/** The host as one or more sentences. */
function hostText(part: HostPart, hasTitle: boolean): string[] {
  const { host, extras } = part;
  switch (host.kind) {
    case 'issue': {
      // A special issue's editors, title and conference come before the journal.
      const editors = host.editors && host.editors.length > 0 ? `${names(host.editors, extras.etAlEditors)} (Eds.)` : '';
      return [[editors, extras.issueTitle, extras.conference].filter(Boolean).join(', '), issueText(host)];
    }
    case 'book':
    case 'edited-book':
      return [bookText(part, hasTitle)];
    case 'e-host':
      return [[host.url, host.date ? `(${host.date})` : ''].filter(Boolean).join(' ')];
    default:
      return [[extras.conference, pages(host)].filter(Boolean).join(', ')];
  }
}

/** Joins sentences with ". ", without doubling a full stop one already ends with. */
function sentences(parts: readonly string[]): string {
  let out = '';
  for (const p of parts) {
    if (!p) continue;
    out += out === '' ? p : /[.!?]$/.test(out) ? ` ${p}` : `. ${p}`;
  }
  return out === '' || /[.!?]$/.test(out) ? out : `${out}.`;
}

export function citationText(parts: CitationParts): string {
  const { contribution } = parts;
  const authors = [names(contribution.authors, parts.etAl), contribution.collab].filter(Boolean).join(', ');
  const title = contribution.title && parts.translatedTitle ? `${contribution.title} [${parts.translatedTitle}]` : contribution.title;
  const tail = parts.tail.flatMap((t) => ('comment' in t ? [t.comment] : hostText(t, Boolean(contribution.title))));
  return sentences([authors, title ?? '', ...tail]);
}
