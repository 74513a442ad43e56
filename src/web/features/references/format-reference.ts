import type { PersonName, Reference } from '#src/shared/article/content-model.ts';

/** "Smith JQ" from the structured name, else its display form. */
export function referenceName(n: PersonName): string {
  const surname = n.surname?.trim();
  if (!surname) return n.display.trim();
  const initials = (n.given ?? '')
    .split(/[\s.-]+/)
    .filter(Boolean)
    .map((part) => (part === part.toUpperCase() && part.length <= 3 ? part : part.charAt(0).toUpperCase()))
    .join('');
  return [surname, initials, n.suffix?.trim()].filter(Boolean).join(' ');
}

/** Every name the source lists, then "et al." where the source ends the list with it. */
export function authorLine(names: readonly PersonName[], collab?: string, etAl?: boolean): string {
  const list = names.map(referenceName).filter(Boolean);
  if (collab?.trim()) list.push(collab.trim());
  if (etAl) list.push('et al.');
  return list.join(', ');
}

function pages(h: Reference['host']): string | undefined {
  if (h.firstPage && h.lastPage && h.lastPage !== h.firstPage) return `${h.firstPage}\u2013${h.lastPage}`;
  return h.firstPage ?? h.articleNumber;
}

/** Ends a piece with a full stop unless it already ends with punctuation. */
function sentence(s: string): string {
  const t = s.trim();
  return /[.?!]$/.test(t) ? t : `${t}.`;
}

/** A structured reference has enough fields to be formatted; otherwise its text is shown. */
export function isStructured(r: Reference): boolean {
  return (
    Boolean(r.contribution.title || r.host.title || r.host.series) &&
    (r.contribution.authors.length > 0 || Boolean(r.contribution.collab) || Boolean(r.host.year))
  );
}

export interface FormattedReference {
  authors?: string;
  year?: string;
  title?: string;
  /** Italic part: journal or book title. */
  source?: string;
  /** "12(3), 45–67", publisher etc. */
  details?: string;
}

/** Authors (year). Title. Source, volume(issue), pages. — from the structured fields. */
export function formatReference(r: Reference): FormattedReference {
  const h = r.host;
  const out: FormattedReference = {};
  const authors = authorLine(r.contribution.authors, r.contribution.collab, r.contribution.etAl);
  if (authors) out.authors = authors;
  const year = h.year ?? h.date?.slice(0, 4);
  if (year) out.year = year;
  // A book known only by its series (sb:book-series without a book title) is cited by the series.
  const hostTitle = h.title?.trim() || h.series?.trim();
  const isBookPart = Boolean(r.contribution.title && hostTitle && (h.kind === 'book' || h.kind === 'edited-book'));
  if (r.contribution.title) out.title = sentence(r.contribution.title);
  if (hostTitle)
    out.source =
      (isBookPart ? 'In: ' : '') + (h.editors?.length ? `${authorLine(h.editors, undefined, h.editorsEtAl)} (Eds.), ` : '') + hostTitle;
  const details: string[] = [];
  if (h.title?.trim() && h.series?.trim()) details.push(h.series.trim());
  if (h.edition) details.push(/\bed(?:\.|ition)?$/i.test(h.edition.trim()) ? h.edition.trim() : `${h.edition.trim()} ed.`);
  if (h.volume) details.push(h.issue ? `${h.volume}(${h.issue})` : h.volume);
  else if (h.issue) details.push(`(${h.issue})`);
  const p = pages(h);
  if (p) details.push(isBookPart || (h.kind === 'book' && !h.volume) ? `pp. ${p}` : p);
  const publisher = [h.publisherLocation, h.publisher].filter((s) => s?.trim()).join(': ');
  if (publisher) details.push(publisher);
  if (details.length > 0) out.details = details.join(', ');
  return out;
}
