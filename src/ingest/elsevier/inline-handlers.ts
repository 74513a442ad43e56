import type { ContentNode } from '#src/shared/article/content-model.ts';
import type { XmlElement } from '../xml/parse-xml.ts';
import type { Handler, HandlerTable, MapContext } from './context.ts';
import { fundingHandlers } from './funding.ts';
import { keepHref } from './hrefs.ts';
import { node } from '../content-nodes.ts';
import { attrOf, plainText } from './xml-text.ts';

/** Inline formatting, links and spacing (ce:italic, ce:cross-ref, ce:inter-ref, ce:hsp …). */

const wrap =
  (type: string): Handler =>
  (el, cx) =>
    node(type, undefined, cx.inline(el));

/** The element that a cross-ref's first target is → the model's refType. */
const REF_TYPES: Readonly<Record<string, string>> = {
  'bib-reference': 'bibr',
  reference: 'bibr',
  figure: 'fig',
  table: 'table',
  footnote: 'fn',
  'table-footnote': 'fn',
  'article-footnote': 'fn',
  formula: 'disp-formula',
  section: 'sec',
  'e-component': 'supplementary-material',
};

const crossRef: Handler = (el, cx) => {
  const children = cx.inline(el);
  const refid = attrOf(el, 'refid')?.replace(/\s+/g, ' ');
  if (!refid) return children;
  const target = cx.state.ids.get(refid.split(' ')[0] as string);
  return node('cross-ref', { refid, refType: (target && REF_TYPES[target]) ?? 'other' }, children);
};

/** A link; when its href is unusable (blank or script) only its text stays. */
const link =
  (type: 'inter-ref' | 'intra-ref'): Handler =>
  (el, cx) => {
    const children = cx.inline(el);
    const href = keepHref(cx.state, el.attrs['xlink:href']);
    return href ? node(type, { href }, children) : children;
  };

const E_ADDRESS_TYPES: ReadonlySet<string> = new Set(['email', 'url', 'social-media']);

/** "email" | "url" | "social-media": the type attribute, else guessed from the value. */
export function eAddressType(el: XmlElement): 'email' | 'url' | 'social-media' {
  const t = el.attrs.type?.trim().toLowerCase();
  if (t && E_ADDRESS_TYPES.has(t)) return t as 'email' | 'url' | 'social-media';
  return plainText(el).includes('@') ? 'email' : 'url';
}

const eAddress: Handler = (el, cx) => {
  const type = eAddressType(el);
  const raw = el.attrs['xlink:href'] ?? plainText(el);
  const target = type === 'email' && !/^mailto:/i.test(raw) ? `mailto:${raw}` : raw;
  return node('e-address', { type, href: keepHref(cx.state, target) }, cx.inline(el));
};

/**
 * ce:hsp is a horizontal space of `sp` ems. Narrow ones (units after numbers: "33.7 Ma")
 * become a thin space so they stay narrow; wider or unsized ones a normal space.
 */
const hsp: Handler = (el) => {
  const raw = el.attrs.sp;
  const sp = raw === undefined ? NaN : Number(raw);
  if (!Number.isFinite(sp)) return { text: ' ' };
  if (sp <= 0) return undefined;
  return { text: sp < 0.5 ? '\u2009' : ' ' };
};

/** Floats anchored here: placed after the enclosing paragraph, or right here when there is none. */
const floatAnchor: Handler = (el, cx) => {
  const refid = attrOf(el, 'refid');
  if (!refid || cx.state.floats.anchor(refid)) return undefined;
  return placeFloats(refid.split(/\s+/), cx);
};

export function placeFloats(ids: readonly string[], cx: MapContext): ContentNode[] {
  const out: ContentNode[] = [];
  for (const id of ids) {
    const f = cx.state.floats.take(id);
    if (f) out.push(...cx.element(f, 'block'));
  }
  return out;
}

export const inlineHandlers: HandlerTable = {
  italic: wrap('italic'),
  bold: wrap('bold'),
  sup: wrap('sup'),
  inf: wrap('sub'),
  'small-caps': wrap('small-caps'),
  underline: wrap('underline'),
  monospace: wrap('monospace'),
  'cross-out': wrap('strike'),
  // No sans-serif type in the model: the text stays, the font change does not.
  'sans-serif': (el, cx) => cx.inline(el),
  hsp,
  vsp: () => node('break'),
  br: () => node('break'),
  'cross-ref': crossRef,
  'cross-refs': crossRef,
  'inter-ref': link('inter-ref'),
  'intra-ref': link('intra-ref'),
  'e-address': eAddress,
  'float-anchor': floatAnchor,
  // An anchor is an empty target point; its id stays in the index, nothing shows.
  anchor: (el, cx, mode) => cx.children(el, mode),
  ...fundingHandlers,
};
