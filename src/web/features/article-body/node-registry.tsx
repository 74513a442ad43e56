import type { ReactElement, ReactNode } from 'react';
import { isText, type ContentNode } from '#src/shared/article/content-model.ts';
import { blockRenderers } from './block-nodes.tsx';
import { figureRenderers } from './figure-nodes.tsx';
import { inlineRenderers } from './inline-nodes.tsx';
import { mathRenderers } from './math-nodes.tsx';
import { mediaRenderers } from './media-nodes.tsx';
import type { NodeRenderer, RenderCtx } from './render-context.ts';
import { supplementaryRenderers } from './supplementary-nodes.tsx';
import { tableRenderers } from './table-nodes.tsx';

/** Node type → renderer (spec 000 §1: the content tree "is rendered into page content"). */
export const nodeRegistry: ReadonlyMap<string, NodeRenderer> = new Map(
  Object.entries({
    ...blockRenderers,
    ...inlineRenderers,
    ...figureRenderers,
    ...tableRenderers,
    ...mathRenderers,
    ...supplementaryRenderers,
    ...mediaRenderers,
  }),
);

export function isRenderable(type: string): boolean {
  return nodeRegistry.has(type);
}

const warned = new Set<string>();

/** Spec 000 §1/§8: an unknown element renders as nothing and is logged 'Unable to render' (once per type). */
function unknownNode(type: string): null {
  if (!warned.has(type)) {
    warned.add(type);
    console.warn(`Unable to render: unknown content node type "${type}"`);
  }
  return null;
}

/** Renders a list of nodes; text nodes are text (React escapes them), never markup. */
export function renderNodes(nodes: readonly ContentNode[] | undefined, ctx: RenderCtx): ReactNode[] {
  if (!nodes || nodes.length === 0) return [];
  const out: ReactNode[] = new Array<ReactNode>(nodes.length);
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i]!;
    if (isText(n)) {
      out[i] = n.text;
      continue;
    }
    const render = nodeRegistry.get(n.type);
    out[i] = render ? render(n, ctx, i) : unknownNode(n.type);
  }
  return out;
}

/** A render context for one page; pass the same `ids` set to every feature on that page. */
export function createRenderContext(ids: Set<string> = new Set(), depth = 0): RenderCtx {
  return { ids, depth, render: renderNodes };
}

/** Renders content nodes at a section depth (0 → h2 headings). */
export function ContentNodes({
  nodes,
  ids,
  depth = 0,
}: {
  nodes: readonly ContentNode[] | undefined;
  ids?: Set<string>;
  depth?: number;
}): ReactElement {
  return <>{renderNodes(nodes, createRenderContext(ids, depth))}</>;
}
