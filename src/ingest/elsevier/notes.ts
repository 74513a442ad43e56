import type { Note } from '#src/shared/article/content-model.ts';
import type { XmlElement } from '../xml/parse-xml.ts';
import { newId, type MapContext } from './context.ts';
import { tidyBlock } from '../content-nodes.ts';
import { attrOf, childText, holdsBlocks, without } from './xml-text.ts';

/**
 * A note (footnote, correspondence, biography, article footnote) from an element whose
 * optional ce:label is the note's label and whose other children are its content.
 * Paragraph content (ce:note-para, ce:simple-para) maps to paras; bare text (ce:text in a
 * correspondence) stays inline, without a para the source does not have.
 */
export function noteFrom(el: XmlElement, cx: MapContext, idPrefix: string): Note {
  const body = without(el, 'label');
  const children = tidyBlock(cx.children(body, holdsBlocks(body) ? 'block' : 'inline'));
  const note: Note = { id: attrOf(el, 'id') ?? newId(cx.state, idPrefix), children };
  const label = childText(el, 'label');
  if (label) note.label = label;
  return note;
}
