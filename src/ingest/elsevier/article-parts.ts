import type { ContentNode, Note } from '#src/shared/article/content-model.ts';
import { elements, type XmlElement } from '../xml/parse-xml.ts';
import { warn, type MapContext } from './context.ts';
import { appendNodes, tidyBlock } from '../content-nodes.ts';
import { noteFrom } from './notes.ts';
import { plainText } from './xml-text.ts';

/** The parts of <head>, <body> and <tail> that are not contributors, abstracts or references. */

/** Head elements read elsewhere (contributors, abstracts, keywords, dates, title). */
const HEAD_READ_ELSEWHERE: ReadonlySet<string> = new Set([
  'title',
  'subtitle',
  'author-group',
  'abstract',
  'keywords',
  'date-received',
  'date-revised',
  'date-accepted',
  'date-available-online',
  'dochead',
  'article-footnote',
  'miscellaneous',
]);

/**
 * Article-level notes: the ☆ ce:article-footnote (licence, funding, dedications) and
 * ce:miscellaneous lines ("Communicated by …", "Editor: …") which the model has no other
 * place for; both are article notes shown with the header.
 */
export function headNotes(head: XmlElement | undefined, cx: MapContext): Note[] {
  const notes: Note[] = [];
  for (const el of elements(head)) {
    if (el.local === 'article-footnote') notes.push(noteFrom(el, cx, 'afn'));
    else if (el.local === 'miscellaneous') notes.push(noteFrom(el, cx, 'misc'));
    else if (!HEAD_READ_ELSEWHERE.has(el.local)) warn(cx.state, `repair:unmapped-head-element:${el.name}`);
  }
  return notes;
}

/** ce:dochead ("Short communication", "Review") is the heading subject shown above the title. */
export function subjects(head: XmlElement | undefined): string[] {
  return elements(head, 'dochead').map(plainText).filter(Boolean);
}

/** The title (or subtitle) as inline content, edges trimmed. */
export function inlineOf(el: XmlElement | undefined, cx: MapContext): ContentNode[] {
  return el ? tidyBlock(cx.inline(el)) : [];
}

/**
 * <body>: ce:sections is the article body; ce:acknowledgment and ce:appendices are back
 * matter, rendered after it; a glossary goes to model.glossary (its handler collects it).
 */
export function mapBody(body: XmlElement | undefined, cx: MapContext): { body: ContentNode[]; back: ContentNode[] } {
  const out = { body: [] as ContentNode[], back: [] as ContentNode[] };
  for (const el of elements(body)) {
    if (el.local === 'sections') appendNodes(out.body, cx.blocks(el));
    else if (el.local === 'acknowledgment' || el.local === 'appendices') appendNodes(out.back, cx.element(el, 'block'));
    else appendNodes(out.body, cx.element(el, 'block'));
  }
  return out;
}

/** <tail>: biographies become notes; references are read separately; anything else is back matter. */
export function mapTail(tail: XmlElement | undefined, cx: MapContext): { back: ContentNode[]; biographies: Note[] } {
  const out = { back: [] as ContentNode[], biographies: [] as Note[] };
  for (const el of elements(tail)) {
    if (el.local === 'biography') out.biographies.push(noteFrom(el, cx, 'bio'));
    else appendNodes(out.back, cx.element(el, 'block'));
  }
  return out;
}

/** Floats no paragraph anchored: appended to the body so none is lost (a named repair). */
export function unanchoredFloats(cx: MapContext): ContentNode[] {
  const rest = cx.state.floats.takeRemaining();
  if (rest.length === 0) return [];
  warn(cx.state, 'repair:unanchored-float-appended');
  return rest.flatMap((f) => cx.element(f, 'block'));
}
