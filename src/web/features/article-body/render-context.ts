import type { ReactNode } from 'react';
import type { ContentNode, ElementNode } from '#src/shared/article/content-model.ts';
import type { MediaFiles } from './media-files.ts';

/**
 * What every node renderer receives. Renderers are plain functions called directly by the
 * registry (not React components): the article body is rendered once on the server, and a
 * component per node would double the work React does for tens of thousands of nodes.
 */
export interface RenderCtx {
  /** Ids already used on the page (one set per rendered page), so ids are never duplicated. */
  readonly ids: Set<string>;
  /** Section nesting depth: 0 renders section headings as h2 (spec 000 §9). */
  readonly depth: number;
  /** Renders a list of child nodes (the registry's renderer, passed down to avoid an import cycle). */
  readonly render: (nodes: readonly ContentNode[] | undefined, ctx: RenderCtx) => ReactNode[];
  /** The article's files (images, video, supplementary data); absent: placeholders only. */
  readonly media?: MediaFiles;
  /** The article's paragraph ids (src/shared/qa/paragraph-ids.ts): answers point at them. */
  readonly paragraphIds?: ReadonlyMap<ElementNode, string>;
}

export type NodeRenderer = (node: ElementNode, ctx: RenderCtx, key: number) => ReactNode;

/** A part of the node → renderer registry. */
export type RendererTable = Readonly<Record<string, NodeRenderer>>;
