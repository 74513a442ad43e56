import { elements } from '../xml/parse-xml.ts';
import type { Handler, HandlerTable } from './context.ts';
import { glossaryHandlers } from './glossary.ts';
import { placeFloats } from './inline-handlers.ts';
import { node } from '../content-nodes.ts';
import { noteFrom } from './notes.ts';
import { attrOf, childText, holdsBlocks } from './xml-text.ts';

/** Structure: sections, paragraphs, lists, statements, boxes, captions and notes. */

const block =
  (type: string): Handler =>
  (el, cx) =>
    node(type, { id: attrOf(el, 'id') }, cx.blocks(el));

const inline =
  (type: string): Handler =>
  (el, cx) =>
    node(type, undefined, cx.inline(el));

/** Content that may be a run of text or a stack of paragraphs (definitions, descriptions). */
const flow =
  (type: string): Handler =>
  (el, cx) =>
    node(type, { id: attrOf(el, 'id') }, holdsBlocks(el) ? cx.blocks(el) : cx.inline(el));

/** A paragraph, then the floats first anchored inside it (where ScienceDirect shows them). */
const para: Handler = (el, cx) => {
  const { value, anchors } = cx.state.floats.within(() => cx.inline(el));
  const p = node('para', { id: attrOf(el, 'id') }, value);
  return anchors.length === 0 ? p : [p, ...placeFloats(anchors, cx)];
};

const section: Handler = (el, cx) => node('section', { id: attrOf(el, 'id'), type: attrOf(el, 'role') }, cx.blocks(el));

const BULLET = /^[•◦▪▫■□●○‣⁃∙·∗*–—−-]$/u;
const ENUMERATOR = /^[([]?(?:\d+|[a-z]|[ivxlcdm]+)[.):\]]?$/i;

/**
 * Elsevier writes each item's marker as its ce:label: "•" lists are bullets, "1." / "(a)"
 * lists are ordered, anything else is a simple list showing its labels. The labels are kept
 * as `label` children either way, so the exact markers survive.
 */
function listStyle(labels: ReadonlyArray<string | undefined>): string {
  if (labels.length === 0 || labels.some((l) => l === undefined)) return 'simple';
  if (labels.every((l) => BULLET.test(l as string))) return 'bullet';
  if (labels.every((l) => ENUMERATOR.test(l as string))) return 'order';
  return 'simple';
}

const list: Handler = (el, cx) => {
  const labels = elements(el, 'list-item').map((item) => childText(item, 'label'));
  return node('list', { id: attrOf(el, 'id'), style: listStyle(labels) }, cx.blocks(el));
};

/** Body footnotes join model.footnotes; the cross-ref that points at each stays in the text. */
const footnote: Handler = (el, cx) => {
  cx.state.footnotes.push(noteFrom(el, cx, 'fn'));
  return undefined;
};

export const blockHandlers: HandlerTable = {
  section,
  'section-title': inline('section-title'),
  label: inline('label'),
  title: inline('title'),
  para,
  'simple-para': para,
  'note-para': para,
  list,
  'list-item': block('list-item'),
  'def-list': block('def-list'),
  'def-term': flow('term'),
  'def-description': flow('def'),
  // Theorems, lemmas, proofs …
  enunciation: block('statement'),
  textbox: (el, cx) => node('boxed-text', { id: attrOf(el, 'id'), type: attrOf(el, 'role') }, cx.blocks(el)),
  'displayed-quote': block('disp-quote'),
  preformat: (el, cx) => node('preformat', { id: attrOf(el, 'id') }, cx.children(el, 'pre')),
  verbatim: (el, cx) => node('preformat', { id: attrOf(el, 'id') }, cx.children(el, 'pre')),
  chem: inline('chem-struct'),
  // ce:text holds a run of text (correspondence, keyword, collaboration name).
  text: (el, cx) => cx.inline(el),
  caption: block('caption'),
  // The model has no legend type: a second caption, marked, keeps the text below the float.
  legend: (el, cx) => node('caption', { role: 'legend' }, cx.blocks(el)),
  source: inline('source'),
  copyright: (el, cx) => node('copyright', { year: attrOf(el, 'year'), type: attrOf(el, 'type') }, cx.inline(el)),
  'alt-text': inline('alt-text'),
  acknowledgment: block('acknowledgment'),
  appendices: block('appendix'),
  footnote,
  // References are read from the whole article by mapReferences, never as body content.
  bibliography: () => undefined,
  'further-reading': () => undefined,
  ...glossaryHandlers,
};
