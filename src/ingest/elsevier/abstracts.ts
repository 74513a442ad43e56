import { collapse } from '../xml/xml-space.ts';
import type { Abstract, ArticleModel, ContentNode } from '#src/shared/article/content-model.ts';
import { elements, isElement, type XmlElement } from '../xml/parse-xml.ts';
import type { MapContext } from './context.ts';
import { appendNodes, node, tidyBlock } from '../content-nodes.ts';
import { attrOf, childText, plainText, without } from './xml-text.ts';

/**
 * ce:abstract (by class: author, author-highlights, graphical, teaser …) and ce:keywords.
 * An abstract's ce:abstract-sec is not a section of the article (it is not counted as one):
 * its heading becomes a `title` block followed by its paragraphs.
 */
const ABSTRACT_KINDS: Readonly<Record<string, string>> = {
  author: 'author',
  'author-highlights': 'highlights',
  graphical: 'graphical',
};

function abstractSec(sec: XmlElement, cx: MapContext): ContentNode[] {
  const out: ContentNode[] = [];
  for (const c of sec.children) {
    if (!isElement(c)) continue;
    if (c.local === 'section-title') out.push(node('title', undefined, cx.inline(c)));
    else appendNodes(out, cx.element(c, 'block'));
  }
  return out;
}

function abstractOf(el: XmlElement, cx: MapContext): Abstract {
  const cls = attrOf(el, 'class') ?? 'author';
  const children: ContentNode[] = [];
  for (const c of without(el, 'section-title').children) {
    if (!isElement(c)) {
      if (collapse(c) !== '') appendNodes(children, { text: c });
    } else if (c.local === 'abstract-sec') appendNodes(children, abstractSec(c, cx));
    else appendNodes(children, cx.element(c, 'block'));
  }
  const out: Abstract = { kind: ABSTRACT_KINDS[cls] ?? cls, children: tidyBlock(children) };
  const id = attrOf(el, 'id');
  if (id) out.id = id;
  const title = childText(el, 'section-title');
  if (title) out.title = title;
  return out;
}

export function mapAbstracts(head: XmlElement | undefined, cx: MapContext): Abstract[] {
  return elements(head, 'abstract').map((el) => abstractOf(el, cx));
}

/**
 * A keyword's text; nested keywords qualify it ("DTI: diffusion tensor imaging" in an
 * abbreviation list, "primary: 20D20" in a subject classification).
 */
function termOf(kw: XmlElement): string {
  const own = childText(kw, 'text') ?? plainText(without(kw, 'keyword'));
  const nested = elements(kw, 'keyword').map(termOf).filter(Boolean);
  if (nested.length === 0) return own;
  return own ? `${own}: ${nested.join(', ')}` : nested.join(', ');
}

export function mapKeywords(head: XmlElement | undefined): ArticleModel['keywords'] {
  return elements(head, 'keywords').map((group) => {
    const out: ArticleModel['keywords'][number] = {
      terms: elements(group, 'keyword').map(termOf).filter(Boolean),
    };
    const kind = attrOf(group, 'class');
    if (kind) out.kind = kind;
    const title = childText(group, 'section-title');
    if (title) out.title = title;
    return out;
  });
}
