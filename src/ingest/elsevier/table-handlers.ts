import { isText, type ContentNode } from '#src/shared/article/content-model.ts';
import { elements } from '../xml/parse-xml.ts';
import { mapTgroup } from './cals-grid.ts';
import type { Handler, HandlerTable } from './context.ts';
import { node, orderBy } from '../content-nodes.ts';
import { noteFrom } from './notes.ts';
import { attrOf, childText, without } from './xml-text.ts';

/**
 * ce:table → `table` [id, label] with caption, one table-grid per CALS tgroup, the
 * ce:table-footnotes gathered in one `table-footnotes`, then legend, credits and alt text.
 */
function rank(n: ContentNode): number {
  if (isText(n)) return 9;
  switch (n.type) {
    case 'caption':
      return n.attrs?.role === 'legend' ? 4 : 0;
    case 'graphic':
      return 1;
    case 'table-grid':
      return 2;
    case 'table-footnotes':
      return 3;
    case 'source':
      return 5;
    case 'copyright':
      return 6;
    case 'alt-text':
      return 7;
    default:
      return 8;
  }
}

const table: Handler = (el, cx) => {
  const children = cx.blocks(without(el, 'label', 'table-footnote'));
  const notes = elements(el, 'table-footnote').map((fn) => {
    const note = noteFrom(fn, cx, 'tfn');
    return node('footnote', { id: note.id, label: note.label }, note.children);
  });
  if (notes.length > 0) children.push(node('table-footnotes', undefined, notes));
  return node('table', { id: attrOf(el, 'id'), label: childText(el, 'label') }, orderBy(children, rank));
};

export const tableHandlers: HandlerTable = {
  table,
  tgroup: (el, cx) => mapTgroup(el, cx),
};
