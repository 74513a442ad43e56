import { isText, type ContentNode } from '#src/shared/article/content-model.ts';
import { first } from '../xml/parse-xml.ts';
import type { Handler, HandlerTable } from './context.ts';
import { keepHref } from './hrefs.ts';
import { node, orderBy } from '../content-nodes.ts';
import { attrOf, childText, without } from './xml-text.ts';

/** Figures, assets (ce:link) and supplementary material (ce:e-component). */

/** Float children in the model's order: caption, graphics, alt text, credits, then the rest. */
const FLOAT_ORDER: Readonly<Record<string, number>> = { caption: 0, graphic: 1, 'alt-text': 2, source: 3, copyright: 4 };

function inFloatOrder(nodes: readonly ContentNode[]): ContentNode[] {
  return orderBy(nodes, (n) => (isText(n) ? 9 : (FLOAT_ORDER[n.type] ?? 5)));
}

const figure: Handler = (el, cx) =>
  node('figure', { id: attrOf(el, 'id'), label: childText(el, 'label') }, inFloatOrder(cx.blocks(without(el, 'label'))));

/**
 * ce:link points at an asset by locator ("gr1"); the asset files are listed in
 * xocs:attachments by the same name. The graphic keeps the bare locator as its href.
 */
const link: Handler = (el, cx) => {
  const locator = attrOf(el, 'locator');
  const href = keepHref(cx.state, el.attrs['xlink:href']) ?? locator;
  const text = cx.inline(el);
  if (!href) return text;
  return [node('graphic', { href, locator }), ...text];
};

/** A small image inside text or a table cell. */
const inlineFigure: Handler = (el, cx) =>
  cx.inline(el).map((n) => (!isText(n) && n.type === 'graphic' ? { ...n, attrs: { ...n.attrs, inline: true } } : n));

/** Supplementary material: its file name, EID and type come from the matching attachment. */
const eComponent: Handler = (el, cx) => {
  const linkEl = first(el, 'link');
  const locator = attrOf(linkEl, 'locator');
  const attachment = locator ? cx.state.attachmentsByLocator.get(locator) : undefined;
  const file = attachment ? [attachment.fileBasename, attachment.extension].filter(Boolean).join('.') : undefined;
  const attrs = {
    id: attrOf(el, 'id'),
    label: childText(el, 'label'),
    href: file ?? keepHref(cx.state, linkEl?.attrs['xlink:href']) ?? locator,
    locator,
    eid: attachment?.eid,
    mimetype: attachment?.mimetype,
  };
  return node('e-component', attrs, inFloatOrder(cx.blocks(without(el, 'label', 'link'))));
};

export const floatHandlers: HandlerTable = {
  figure,
  link,
  'inline-figure': inlineFigure,
  'e-component': eComponent,
};
