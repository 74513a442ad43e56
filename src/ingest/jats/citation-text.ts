import type { PersonName, Reference } from '#src/shared/article/content-model.ts';
import { isElement, type XmlElement } from '../xml/parse-xml.ts';
import { nameText } from './text.ts';
import { collapse } from '../xml/xml-space.ts';

/**
 * The readable one-line text of a reference (model.references[].text): a mixed citation
 * as the publisher punctuated it, a structured one in a compact author–year style.
 */

/** Spaces the source's indentation left before punctuation: "Smith J , Doe K ." → "Smith J, Doe K." */
function tidyPunctuation(s: string): string {
  return collapse(s)
    .replace(/ ([,.;:)\]])/g, '$1')
    .replace(/([([]) /g, '$1');
}

/** Text of a mixed citation; names read "Surname Given" even when the parts touch. */
export function mixedCitationText(el: XmlElement): string {
  let out = '';
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (!isElement(c)) out += c;
      else if (c.name === 'name') out += nameText(c);
      else if (c.name === 'etal') out += ' et al.';
      else if (c.name === 'object-id' || c.name === 'label') continue;
      else walk(c);
    }
  };
  walk(el);
  return tidyPunctuation(out);
}

/** "Surname Initials" as reference lists print names. */
function citeName(n: PersonName): string {
  return [n.surname, n.given, n.suffix].filter(Boolean).join(' ') || n.display;
}

const noDot = (s: string) => s.replace(/[. ]+$/, '');

/** A structured citation as "Authors. Year. Title. Source Volume(Issue):pages. Publisher. doi: …". */
export function formattedCitation(r: Omit<Reference, 'id' | 'text'>, etal: boolean): string {
  const who = [...r.contribution.authors.map(citeName), ...(r.contribution.collab ? [r.contribution.collab] : [])].join(', ');
  const h = r.host;
  const segments: string[] = [];
  if (who || etal) segments.push(etal ? (who ? `${who}, et al.` : 'et al.') : who);
  if (h.year) segments.push(h.year);
  if (r.contribution.title) segments.push(r.contribution.title);
  if (h.editors?.length) segments.push(`In: ${h.editors.map(citeName).join(', ')}${h.editorsEtAl ? ', et al.' : ''}, editors`);
  const pages = h.firstPage ? (h.lastPage ? `${h.firstPage}–${h.lastPage}` : h.firstPage) : h.articleNumber;
  // Journals print "Source Volume(Issue):pages"; books give pages after the publisher.
  const isBook = h.kind === 'book' || h.kind === 'edited-book';
  let host = h.title ?? '';
  if (h.volume) host += `${host ? ' ' : ''}${h.volume}`;
  if (h.issue) host += `(${h.issue})`;
  if (pages && !isBook) host += host ? `:${pages}` : pages;
  if (host) segments.push(host);
  if (h.edition) segments.push(`${h.edition} edition`);
  const publisher = [h.publisherLocation, h.publisher].filter(Boolean).join(': ');
  if (publisher) segments.push(publisher);
  if (pages && isBook) segments.push(`pp. ${pages}`);
  let text = segments.map(noDot).filter(Boolean).join('. ');
  if (text) text += '.';
  if (r.doi) text += ` doi: ${r.doi}`;
  else if (h.url && !r.comment?.includes(h.url)) text += ` ${h.url}`;
  if (r.comment) text += ` ${r.comment}`;
  return tidyPunctuation(text);
}
