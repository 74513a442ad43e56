import { isText, type ArticleModel, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { isSkippedKind, SKIPPED_NODE_TYPES } from '#src/shared/topics/topic-contexts.ts';

/**
 * The parts of an article that topic annotations address: the abstract, and each section or
 * figure with an id (the nearest one holds the text; nested ones are units of their own). A
 * unit's text comes as paragraphs, each with the ranges that may be linked — text outside a
 * skipped context, one range per text node, as the page's text nodes are.
 */
export interface TopicParagraph {
  text: string;
  linkable: Array<[start: number, end: number]>;
}
export interface TopicUnit {
  id: string;
  kind: 'abstract' | 'section';
  paragraphs: TopicParagraph[];
}

export const ABSTRACT_UNIT_ID = 'abstract';

const UNIT_TYPES: ReadonlySet<string> = new Set(['section', 'figure', 'figure-group']);
/** Text never shown as part of a sentence (MathML markup, table cells). */
const SILENT_TYPES: ReadonlySet<string> = new Set(['math', 'mathml', 'tex', 'table', 'table-grid', 'code', 'preformat']);
const PARAGRAPH_TYPES: ReadonlySet<string> = new Set([
  'para',
  'list-item',
  'def',
  'term',
  'title',
  'section-title',
  'label',
  'caption',
  'footnote',
  'disp-quote',
  'statement',
  'boxed-text',
  'attribution',
  'source',
  'copyright',
  'break',
]);

interface Walk {
  units: Map<string, TopicUnit>;
  /** Inside the abstract, sections are part of the one abstract unit. */
  inAbstract: boolean;
  unit?: TopicUnit;
  current?: TopicParagraph;
}

function flush(walk: Walk): void {
  const p = walk.current;
  if (p && walk.unit && p.linkable.length > 0 && p.text.trim() !== '') walk.unit.paragraphs.push(p);
  walk.current = undefined;
}

function pushText(walk: Walk, text: string, linkable: boolean): void {
  if (!walk.unit) return;
  walk.current ??= { text: '', linkable: [] };
  const start = walk.current.text.length;
  walk.current.text += text;
  if (linkable && text.trim() !== '') walk.current.linkable.push([start, start + text.length]);
}

function skipped(node: ElementNode, parent: string | undefined): boolean {
  if (SKIPPED_NODE_TYPES.has(node.type)) return true;
  if (node.type === 'title' && parent !== 'caption') return true; // a heading, not a caption title
  const kind = node.attrs?.type;
  return (node.type === 'section' || node.type === 'footnote') && typeof kind === 'string' && isSkippedKind(kind);
}

function walkNodes(walk: Walk, nodes: readonly ContentNode[] | undefined, parent: string | undefined, linkable: boolean): void {
  for (const n of nodes ?? []) {
    if (isText(n)) pushText(walk, n.text, linkable);
    else walkElement(walk, n, parent, linkable);
  }
}

function walkElement(walk: Walk, node: ElementNode, parent: string | undefined, linkable: boolean): void {
  if (SILENT_TYPES.has(node.type) || node.type === 'acknowledgment' || node.type === 'appendix') return;
  const isSkipped = skipped(node, parent);
  if (node.type === 'section' && isSkipped) return; // conflict-of-interest, data availability …
  const id = node.attrs?.id;
  if (!walk.inAbstract && UNIT_TYPES.has(node.type) && typeof id === 'string' && id !== '') {
    const outer = { unit: walk.unit, current: walk.current };
    flush(walk);
    walk.unit = { id, kind: 'section', paragraphs: [] };
    // Ids are unique per article in the store: the first unit keeps one, the abstract's included.
    if (id !== ABSTRACT_UNIT_ID && !walk.units.has(id)) walk.units.set(id, walk.unit);
    walkNodes(walk, node.children, node.type, linkable && !isSkipped);
    flush(walk);
    walk.unit = outer.unit;
    walk.current = undefined;
    return;
  }
  const block = PARAGRAPH_TYPES.has(node.type);
  if (block) flush(walk);
  walkNodes(walk, node.children, node.type, linkable && !isSkipped);
  if (block) flush(walk);
}

/** The article's topic units, abstract first, then body and back matter in document order. */
export function topicUnits(model: Pick<ArticleModel, 'abstracts' | 'body' | 'back'>): TopicUnit[] {
  const abstract: TopicUnit = { id: ABSTRACT_UNIT_ID, kind: 'abstract', paragraphs: [] };
  const walk: Walk = { units: new Map(), inAbstract: true };
  walk.unit = abstract;
  for (const a of model.abstracts) {
    walkNodes(walk, a.children, 'abstract', true);
    flush(walk);
  }
  walk.unit = undefined;
  walk.inAbstract = false;
  walkNodes(walk, model.body, undefined, true);
  walkNodes(walk, model.back, undefined, true);
  return [abstract, ...walk.units.values()].filter((u) => u.paragraphs.length > 0);
}
