import type { Abstract } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import type { MapContext } from './context.ts';
import { customMeta } from './article-meta.ts';
import { tidyBlock } from '../content-nodes.ts';
import { attrOf, flatText } from './text.ts';

/** JATS abstract-type → the model's abstract kind; no type is the authors' abstract. */
const ABSTRACT_KINDS: Readonly<Record<string, string>> = {
  abstract: 'author',
  'executive-summary': 'digest', // eLife digest
  summary: 'summary',
  toc: 'teaser',
  teaser: 'teaser',
  short: 'teaser',
  'editors-summary': 'editor-summary',
  editor: 'editor-summary',
  patient: 'patient-summary',
  graphical: 'graphical',
  'key-points': 'highlights',
  highlights: 'highlights',
};

function kindOf(type: string | undefined): string {
  if (!type) return 'author';
  return Object.hasOwn(ABSTRACT_KINDS, type) ? (ABSTRACT_KINDS[type] as string) : type;
}

/** One abstract: its title becomes the title string, everything else its content. */
function abstractOf(el: XmlElement, kind: string, cx: MapContext): Abstract {
  const title = first(el, 'title');
  const out: Abstract = { kind, children: tidyBlock(cx.children({ ...el, children: el.children.filter((c) => c !== title) })) };
  const id = attrOf(el, 'id');
  if (id) out.id = id;
  const t = flatText(title);
  if (t) out.title = t;
  return out;
}

/**
 * abstract and trans-abstract, plus eLife's "Author impact statement" (custom-meta), which
 * is the article's one-sentence teaser.
 */
export function abstractsOf(meta: XmlElement | undefined, cx: MapContext): Abstract[] {
  const out: Abstract[] = [];
  for (const el of elements(meta, 'abstract')) out.push(abstractOf(el, kindOf(attrOf(el, 'abstract-type')), cx));
  for (const el of elements(meta, 'trans-abstract')) out.push(abstractOf(el, 'translated', cx));
  for (const value of customMeta(meta, 'Author impact statement')) {
    const children = tidyBlock(cx.children(value));
    if (children.length > 0) out.push({ kind: 'teaser', children });
  }
  return out;
}
