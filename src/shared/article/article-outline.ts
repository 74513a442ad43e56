import type { TocEntry } from '../api/api-contract.ts';
import { graphicRefOf } from './attachments.ts';
import { isText, textOf, type ArticleModel, type ContentNode, type ElementNode } from './content-model.ts';

/**
 * Pure views of the content model used by the table of contents, the /toc and /body
 * endpoints: the section outline and the lists of figures, tables and extras.
 */

function childElements(node: ElementNode): ElementNode[] {
  return (node.children ?? []).filter((c): c is ElementNode => !isText(c));
}

function sectionTitle(node: ElementNode): string {
  const title = childElements(node).find((c) => c.type === 'section-title' || c.type === 'title');
  return textOf(title?.children).replace(/\s+/g, ' ').trim();
}

/** Sections with a title and an id, nested as in the article; heading level starts at 2 (spec 000 §9). */
export function outlineOf(nodes: readonly ContentNode[], level = 2): TocEntry[] {
  const out: TocEntry[] = [];
  for (const n of nodes) {
    if (isText(n)) continue;
    if (n.type === 'section' || n.type === 'appendix' || n.type === 'acknowledgment') {
      const title = sectionTitle(n);
      const id = typeof n.attrs?.id === 'string' ? n.attrs.id : undefined;
      // An untitled wrapper section is not an outline entry: its children take its level.
      if (title && id) out.push({ id, title, level, children: outlineOf(childElements(n), Math.min(level + 1, 6)) });
      else out.push(...outlineOf(childElements(n), level));
    }
  }
  return out;
}

export interface FloatEntry {
  id: string;
  label: string;
  caption: string;
}

function captionText(node: ElementNode): string {
  const caption = childElements(node).find((c) => c.type === 'caption');
  return textOf(caption?.children).replace(/\s+/g, ' ').trim();
}

/** Each figure's first graphic (by figure id) as attachments name it, for its thumbnail. */
export function figureGraphicRefs(nodes: readonly ContentNode[]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (list: readonly ContentNode[]) => {
    for (const n of list) {
      if (isText(n)) continue;
      if (n.type === 'figure' && typeof n.attrs?.id === 'string' && !out.has(n.attrs.id)) {
        const { locator, href } = childElements(n).find((c) => c.type === 'graphic')?.attrs ?? {};
        const ref = graphicRefOf(typeof locator === 'string' ? locator : undefined, typeof href === 'string' ? href : undefined);
        if (ref) out.set(n.attrs.id, ref);
      }
      if (n.type !== 'mathml') walk(n.children ?? []);
    }
  };
  walk(nodes);
  return out;
}

/** Figures and tables in document order (body, back matter). */
export function floatsOf(nodes: readonly ContentNode[]): { figures: FloatEntry[]; tables: FloatEntry[] } {
  const figures: FloatEntry[] = [];
  const tables: FloatEntry[] = [];
  const walk = (list: readonly ContentNode[]) => {
    for (const n of list) {
      if (isText(n)) continue;
      if ((n.type === 'figure' || n.type === 'table') && typeof n.attrs?.id === 'string') {
        const entry = { id: n.attrs.id, label: String(n.attrs.label ?? ''), caption: captionText(n) };
        (n.type === 'figure' ? figures : tables).push(entry);
      }
      if (n.type !== 'mathml') walk(n.children ?? []);
    }
  };
  walk(nodes);
  return { figures, tables };
}

/** Supplementary items (e-components) as "extras". */
export function extrasOf(model: ArticleModel): FloatEntry[] {
  const out: FloatEntry[] = [];
  const walk = (list: readonly ContentNode[]) => {
    for (const n of list) {
      if (isText(n)) continue;
      if ((n.type === 'e-component' || n.type === 'media') && typeof n.attrs?.id === 'string') {
        out.push({ id: n.attrs.id, label: String(n.attrs.label ?? ''), caption: captionText(n) });
      }
      if (n.type !== 'mathml') walk(n.children ?? []);
    }
  };
  walk(model.body);
  walk(model.back);
  return out;
}
