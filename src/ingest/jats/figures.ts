import type { ContentNode } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import type { Handler, HandlerTable, MapContext } from './context.ts';
import { objectDoi } from './blocks.ts';
import { keepHref } from './hrefs.ts';
import { node } from '../content-nodes.ts';
import { attrOf, flatText } from './text.ts';

/**
 * Figures and their parts. A figure's label is an attribute (renderers build "Figure 1"
 * links and lists from it); caption, graphics, alt text, credit and copyright are children
 * in source order. Images are referenced by their bare href (no assets ship with the XML).
 */

/** Label text of a float, if it has one. */
export function labelOf(el: XmlElement): string | undefined {
  const label = first(el, 'label');
  return label ? flatText(label) || undefined : undefined;
}

/** Children of a float without its label (which becomes an attribute). */
export function withoutLabel(el: XmlElement, cx: MapContext): ContentNode[] {
  const label = first(el, 'label');
  return cx.children(label ? { ...el, children: el.children.filter((c) => c !== label) } : el);
}

const fig: Handler = (el, cx) => [
  node('figure', { id: attrOf(el, 'id'), label: labelOf(el), doi: objectDoi(el), type: attrOf(el, 'fig-type') }, withoutLabel(el, cx)),
];

const figGroup: Handler = (el, cx) => [
  node('figure-group', { id: attrOf(el, 'id'), label: labelOf(el), doi: objectDoi(el) }, withoutLabel(el, cx)),
];

/** graphic → graphic [href]; anything inside it (alt text, caption) follows as siblings. */
function graphic(inline: boolean): Handler {
  return (el, cx) => [
    node('graphic', {
      id: attrOf(el, 'id'),
      href: keepHref(attrOf(el, 'xlink:href'), cx.state),
      mimetype: attrOf(el, 'mimetype'),
      inline: inline || undefined,
    }),
    ...cx.children(el),
  ];
}

/** Copyright statement (or year and holder) → copyright; a licence text → attribution. */
const permissions: Handler = (el, cx) => {
  const out: ContentNode[] = [];
  const year = flatText(first(el, 'copyright-year')) || undefined;
  const holder = flatText(first(el, 'copyright-holder')) || undefined;
  const statement = first(el, 'copyright-statement');
  if (statement) out.push(node('copyright', { year, holder }, cx.children(statement)));
  else if (year || holder) out.push(node('copyright', { year, holder }, holder ? [{ text: holder }] : undefined));
  for (const license of elements(el, 'license')) {
    const href = keepHref(attrOf(license, 'xlink:href'), cx.state);
    const parts: ContentNode[] = [];
    for (const lp of elements(license, 'license-p')) {
      if (parts.length > 0) parts.push({ text: ' ' });
      parts.push(...cx.children(lp));
    }
    out.push(node('attribution', { href, type: 'license' }, parts));
  }
  return out;
};

export const figureHandlers: HandlerTable = {
  fig,
  'fig-group': figGroup,
  graphic: graphic(false),
  'inline-graphic': graphic(true),
  'alt-text': (el, cx) => [node('alt-text', undefined, cx.children(el))],
  'long-desc': (el, cx) => [node('alt-text', { long: true }, cx.children(el))],
  permissions,
};
