/**
 * OpenURL 1.0 (ANSI/NISO Z39.88-2004) context objects in KEV form, for an institution's link
 * resolver (the linking hub, spec 001 §3, §7): the resolver's base URL plus the article's metadata.
 */
export interface OpenUrlArticle {
  doi: string | null;
  title: string;
  /** Journal or book title. */
  sourceTitle: string;
  /** JL journal; BK, HB, BS, RW book-like (a chapter of a book). */
  contentType: string;
  issn: string | null;
  isbn: string | null;
  volume: string | null;
  issue: string | null;
  firstPage: string | null;
  lastPage: string | null;
  /** ISO yyyy[-mm[-dd]]. */
  date: string | null;
  authorLast: string | null;
  authorFirst: string | null;
}

const REFERRER = 'info:sid/lectern';

/** The KEV fields, in a stable order; empty values are left out. */
export function openUrlFields(a: OpenUrlArticle): [string, string][] {
  const journal = a.contentType === 'JL';
  const fields: [string, string | null][] = [
    ['url_ver', 'Z39.88-2004'],
    ['ctx_ver', 'Z39.88-2004'],
    ['rfr_id', REFERRER],
    ['rft_val_fmt', journal ? 'info:ofi/fmt:kev:mtx:journal' : 'info:ofi/fmt:kev:mtx:book'],
    ['rft_id', a.doi ? `info:doi/${a.doi}` : null],
    ['rft.genre', journal ? 'article' : 'bookitem'],
    ['rft.atitle', a.title],
    [journal ? 'rft.jtitle' : 'rft.btitle', a.sourceTitle],
    ['rft.issn', journal ? a.issn : null],
    ['rft.isbn', journal ? null : a.isbn],
    ['rft.volume', a.volume],
    ['rft.issue', a.issue],
    ['rft.spage', a.firstPage],
    ['rft.epage', a.lastPage],
    ['rft.date', a.date],
    ['rft.aulast', a.authorLast],
    ['rft.aufirst', a.authorFirst],
  ];
  return fields.filter((f): f is [string, string] => typeof f[1] === 'string' && f[1].trim() !== '');
}

/** The resolver URL for an article: `base?…` (or `base&…` when the base has a query already). */
export function openUrl(resolverBase: string, article: OpenUrlArticle): string {
  const query = new URLSearchParams(openUrlFields(article)).toString();
  const joiner = resolverBase.includes('?') ? (/[?&]$/.test(resolverBase) ? '' : '&') : '?';
  return `${resolverBase}${joiner}${query}`;
}
