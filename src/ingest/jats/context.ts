import type { ArticleModel, Attachment, ContentNode } from '#src/shared/article/content-model.ts';
import type { XmlElement } from '../xml/parse-xml.ts';
import { freshId } from '../fresh-id.ts';

/**
 * State shared by every part of one JATS → model mapping. Warnings are named repairs
 * ("repair:…"), kept once each in the order first seen.
 */
export interface ArticleState {
  /** The article's EID, used to derive attachment EIDs. */
  eid: string;
  warnings: Set<string>;
  attachments: Attachment[];
  /** Glossary entries, collected where each glossary is mapped. */
  glossary: ArticleModel['glossary'];
  /** Every id in the source plus every id generated so far: generated ids never collide. */
  usedIds: Set<string>;
  counters: Map<string, number>;
}

/** Maps one element to content nodes (an unknown element gives its children's nodes). */
export type Handler = (el: XmlElement, cx: MapContext) => ContentNode[];
export type HandlerTable = Readonly<Record<string, Handler>>;

export interface MapContext {
  readonly state: ArticleState;
  /** True inside preformat/code, where whitespace is content. */
  readonly preserveSpace: boolean;
  /** Content nodes for an element's children (none for a missing element). */
  children(el: XmlElement | undefined): ContentNode[];
  /** Content nodes for a run of text (whitespace collapsed unless preserved). */
  text(s: string): ContentNode[];
  /** Content nodes for one element. */
  element(el: XmlElement): ContentNode[];
  /** The same mapper with whitespace preserved. */
  preserving(): MapContext;
}

export function createState(eid: string, root: XmlElement): ArticleState {
  const usedIds = new Set<string>();
  const collect = (el: XmlElement) => {
    const id = el.attrs.id;
    if (id) usedIds.add(id);
    for (const c of el.children) if (typeof c !== 'string') collect(c);
  };
  collect(root);
  return { eid, warnings: new Set(), attachments: [], glossary: [], usedIds, counters: new Map() };
}

export function warn(state: ArticleState, name: string): void {
  state.warnings.add(name);
}

/** A fresh id "prefix1", "prefix2" … that is used nowhere else in the article. */
export function newId(state: ArticleState, prefix: string): string {
  const id = freshId(state.counters, (id) => state.usedIds.has(id), prefix);
  state.usedIds.add(id);
  return id;
}

/** `preferred` when no element uses it yet, else a fresh "preferred-N". */
export function claimId(state: ArticleState, preferred: string): string {
  if (state.usedIds.has(preferred)) return newId(state, `${preferred}-`);
  state.usedIds.add(preferred);
  return preferred;
}
