import type { Reference } from '#src/shared/article/content-model.ts';
import { tidyBlock } from '../content-nodes.ts';
import { descendants, elements, first, isElement, type XmlElement } from '../xml/parse-xml.ts';
import { newId, warn, type ArticleState } from './context.ts';
import { createMapContext } from './map-nodes.ts';
import { isScriptHref } from './hrefs.ts';
import { personNameOf } from './person-name.ts';
import { citationText, type CitationParts, type HostPart } from './reference-text.ts';
import { hostOf, titleOf } from './sb-host.ts';
import { attrOf, childText, plainText } from './xml-text.ts';

/**
 * ce:bib-reference → Reference. The structured form is sb:reference (contribution + host);
 * the unstructured one ce:other-ref/ce:textref. A bib-reference may group several
 * sb:references ("[1] (a) … (b) …"): the first gives the structured fields, the text keeps
 * them all, each with its own label.
 */
type Structured = Omit<Reference, 'id' | 'label' | 'text'>;

const DOI_IN_TEXT = /(?:\bdoi:\s*|doi\.org\/)(10\.\d{4,9}\/[^\s"<>]+)/i;

function kindOf(host: Reference['host'], hostEl: XmlElement | undefined, hasTitle: boolean): string {
  switch (host.kind) {
    case 'issue':
      return 'journal';
    case 'edited-book':
      return hasTitle ? 'chapter' : 'book';
    case 'book':
      if (first(hostEl, 'book')?.attrs.class === 'report') return 'other';
      return hasTitle && host.title ? 'chapter' : 'book';
    case 'e-host':
      return 'web';
    default:
      return 'other';
  }
}

function contributionOf(ref: XmlElement): Reference['contribution'] {
  const contributionEl = first(ref, 'contribution');
  const authorsEl = first(contributionEl, 'authors');
  const contribution: Reference['contribution'] = { authors: elements(authorsEl, 'author').map(personNameOf) };
  if (first(authorsEl, 'et-al')) contribution.etAl = true;
  const collab = elements(authorsEl, 'collaboration').map(plainText).filter(Boolean).join('; ');
  if (collab) contribution.collab = collab;
  const title = titleOf(first(contributionEl, 'title'));
  if (title) contribution.title = title;
  return contribution;
}

/** Hosts and comments in source order; the first host gives the structured fields. */
function tailOf(ref: XmlElement): CitationParts['tail'] {
  const tail: CitationParts['tail'] = [];
  for (const el of elements(ref, 'host', 'comment')) {
    if (el.local === 'host') tail.push(hostOf(el));
    else if (plainText(el)) tail.push({ comment: plainText(el) });
  }
  return tail;
}

function identifiersOf(ref: XmlElement, host: Reference['host'], fields: Structured): void {
  const doi = plainText(descendants(ref, 'doi')[0]) || host.url?.match(/^doi:\s*(.+)$/i)?.[1];
  if (doi) fields.doi = doi;
  const isbn = plainText(descendants(ref, 'isbn')[0]);
  if (isbn) fields.isbn = isbn;
  const issn = plainText(descendants(ref, 'issn')[0]);
  if (issn) fields.issn = issn;
}

function structured(ref: XmlElement, state: ArticleState): { fields: Structured; text: string } {
  const contribution = contributionOf(ref);
  const tail = tailOf(ref);
  const hosts = tail.filter((t): t is HostPart => 'host' in t);
  const host: Reference['host'] = { ...(hosts[0]?.host ?? {}) };
  if (hosts[0]?.extras.etAlEditors && host.editors?.length) host.editorsEtAl = true;
  // Later hosts (a translation, an online copy) only fill in a missing link.
  for (const other of hosts.slice(1)) host.url ??= other.host.url;
  if (host.url && isScriptHref(host.url)) {
    warn(state, 'repair:unsafe-href-dropped');
    delete host.url;
  }
  const fields: Structured = { kind: kindOf(host, elements(ref, 'host')[0], Boolean(contribution.title)), contribution, host };
  identifiersOf(ref, host, fields);
  const comment = tail.flatMap((t) => ('comment' in t ? [t.comment] : [])).join('; ');
  if (comment) fields.comment = comment;
  const text = citationText({
    contribution,
    tail,
    etAl: contribution.etAl === true,
    translatedTitle: titleOf(first(first(ref, 'contribution'), 'translated-title')),
  });
  return { fields, text };
}

function unstructured(other: XmlElement, state: ArticleState): { fields: Structured; text: string } {
  const text = plainText(other);
  const fields: Structured = { kind: 'other', contribution: { authors: [] }, host: {} };
  const link = descendants(other, 'inter-ref')[0]?.attrs['xlink:href']?.trim();
  if (link && isScriptHref(link)) warn(state, 'repair:unsafe-href-dropped');
  else if (link) fields.host.url = link;
  const doi = text.match(DOI_IN_TEXT)?.[1]?.replace(/[.,;)\]]+$/, '');
  if (doi) fields.doi = doi;
  return { fields, text };
}

function bibReference(el: XmlElement, state: ArticleState): Reference {
  const parts = elements(el, 'reference', 'other-ref').map((part) => {
    const mapped = part.local === 'reference' ? structured(part, state) : unstructured(part, state);
    const label = childText(part, 'label');
    return { ...mapped, text: label ? `${label} ${mapped.text}` : mapped.text };
  });
  const main = parts[0]?.fields ?? { kind: 'other', contribution: { authors: [] }, host: {} };

  const ref: Reference = {
    id: attrOf(el, 'id') ?? newId(state, 'bib'),
    ...main,
    text: parts
      .map((p) => p.text)
      .filter(Boolean)
      .join(' '),
  };
  const label = childText(el, 'label');
  if (label) ref.label = label;
  const markup = markupOf(el, state, ref.text);
  if (markup) ref.markup = markup;
  if (!ref.text) warn(state, 'repair:empty-reference');
  return ref;
}

const hasMarkup = (el: XmlElement | undefined): el is XmlElement => !!el && el.children.some(isElement);

/**
 * Titles (sb:title: main title and subtitle) and unstructured text (ce:other-ref) that hold
 * inline markup — math, italics, sub/superscripts — keep it, keyed by the plain text the
 * reference's fields carry, so the renderer can show the markup where it shows the text.
 */
function markupOf(bib: XmlElement, state: ArticleState, unstructuredText: string): Reference['markup'] {
  const cx = createMapContext(state);
  const out: NonNullable<Reference['markup']> = [];
  for (const title of descendants(bib, 'title')) {
    const main = first(title, 'maintitle');
    const sub = first(title, 'subtitle');
    if (!hasMarkup(main) && !hasMarkup(sub)) continue;
    const text = titleOf(title);
    if (!text) continue;
    const nodes = [...(main ? cx.inline(main) : []), ...(main && sub ? [{ text: ': ' }] : []), ...(sub ? cx.inline(sub) : [])];
    out.push({ text, nodes: tidyBlock(nodes) });
  }
  const other = first(bib, 'other-ref');
  const textref = first(other, 'textref') ?? other;
  const plain = plainText(textref);
  // The shown text may carry a label before the textref's own words: keep it as text.
  if (hasMarkup(textref) && plain && unstructuredText.endsWith(plain) && !first(bib, 'reference')) {
    const prefix = unstructuredText.slice(0, unstructuredText.length - plain.length);
    out.push({ text: unstructuredText, nodes: tidyBlock([...(prefix ? [{ text: prefix }] : []), ...cx.inline(textref)]) });
  }
  return out.length > 0 ? out : undefined;
}

/** Every ce:bib-reference of the article (bibliography and further reading), in order. */
export function mapReferences(article: XmlElement | undefined, state: ArticleState): Reference[] {
  return descendants(article, 'bib-reference').map((el) => bibReference(el, state));
}
