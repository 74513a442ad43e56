import type { ArticleModel, Attachment, ContentNode, Note } from '#src/shared/article/content-model.ts';
import { isElement, type XmlElement } from '../xml/parse-xml.ts';
import type { FloatPlacer } from './floats.ts';
import type { GrantLog } from './funding.ts';
import { freshId } from '../fresh-id.ts';

/**
 * State shared by every part of one Elsevier → model mapping. Warnings are named repairs
 * ("repair:…"), kept once each in the order first seen.
 */
export interface ArticleState {
  warnings: Set<string>;
  /** Every id in the article → the local name of the element that carries it (for cross-ref types). */
  ids: Map<string, string>;
  /** Asset locators the article points at (ce:link locator, MathML altimg basenames). */
  locators: Set<string>;
  /** Attachments by file-basename (= locator), for e-component file names and EIDs. */
  attachmentsByLocator: Map<string, Attachment>;
  /** Body and author footnotes, gathered into model.footnotes wherever they appear. */
  footnotes: Note[];
  /** ce:grant-sponsor / ce:grant-number pairs seen in the text. */
  grants: GrantLog;
  glossary: ArticleModel['glossary'];
  floats: FloatPlacer;
  counters: Map<string, number>;
}

/** 'pre' keeps whitespace exactly (preformatted text). */
export type Mode = 'block' | 'inline' | 'pre';

/** Maps one element to content nodes; undefined when it gives nothing in place. */
export type Handler = (el: XmlElement, cx: MapContext, mode: Mode) => ContentNode | ContentNode[] | undefined;
export type HandlerTable = Readonly<Record<string, Handler>>;

export interface MapContext {
  readonly state: ArticleState;
  /** Children as inline content: whitespace is kept (collapsed). */
  inline(el: XmlElement): ContentNode[];
  /** Children as blocks: whitespace-only text between blocks is dropped. */
  blocks(el: XmlElement): ContentNode[];
  /** Children in the given mode. */
  children(el: XmlElement, mode: Mode): ContentNode[];
  /** One element in the given mode. */
  element(el: XmlElement, mode: Mode): ContentNode[];
}

/** The part of a file name before its extension: "si13.gif" → "si13". */
export function basename(file: string): string {
  const dot = file.lastIndexOf('.');
  return dot > 0 ? file.slice(0, dot) : file;
}

/** One pass over the article: element ids and the asset locators it uses. */
export function indexArticle(article: XmlElement | undefined): Pick<ArticleState, 'ids' | 'locators'> {
  const ids = new Map<string, string>();
  const locators = new Set<string>();
  const walk = (el: XmlElement) => {
    const id = el.attrs.id;
    if (id && !ids.has(id)) ids.set(id, el.local);
    if (el.attrs.locator) locators.add(el.attrs.locator);
    if (el.attrs.altimg) locators.add(basename(el.attrs.altimg));
    // MathML is most of the elements in a mathematical article and holds no ids we link to.
    if (el.local === 'math') return;
    for (const c of el.children) if (isElement(c)) walk(c);
  };
  if (article) walk(article);
  return { ids, locators };
}

export function warn(state: ArticleState, name: string): void {
  state.warnings.add(name);
}

/** A fresh id "prefix1", "prefix2" … that no element of the article uses. */
export function newId(state: ArticleState, prefix: string): string {
  const id = freshId(state.counters, (id) => state.ids.has(id), prefix);
  state.ids.set(id, 'generated');
  return id;
}
