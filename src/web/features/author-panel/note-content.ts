import { eAddressHref } from '#src/shared/article/author-entry.ts';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';
import { h } from './dom.ts';

/**
 * Author notes, correspondence and biographies as DOM for the side panel. They are short
 * rich text (paragraphs, emphasis, email and web links), so only that subset gets its own
 * element; anything else keeps its text. Untrusted content: text nodes only, hrefs through
 * the same rules as the server.
 */

const INLINE: Record<string, keyof HTMLElementTagNameMap> = {
  para: 'p', italic: 'i', bold: 'b', sup: 'sup', sub: 'sub', underline: 'u', monospace: 'code', strike: 's',
  list: 'ul', 'list-item': 'li',
};
const LINKS = new Set(['inter-ref', 'link', 'intra-ref']);

function text(node: ContentNode): string {
  if ('text' in node) return node.text;
  return (node.children ?? []).map(text).join('');
}

function linkHref(node: Exclude<ContentNode, { text: string }>): string | undefined {
  const href = node.attrs?.href;
  if (node.type === 'e-address') {
    const type = node.attrs?.type === 'url' || node.attrs?.type === 'social-media' ? node.attrs.type : 'email';
    return eAddressHref({ type, value: typeof href === 'string' ? href : text(node) });
  }
  const value = typeof href === 'string' ? href : undefined;
  // In-page links point into the article, which the open panel covers: keep their text only.
  return value?.startsWith('#') ? undefined : safeHref(value);
}

export function renderNotes(doc: Document, nodes: readonly ContentNode[] | undefined, depth = 0): Node[] {
  if (!nodes || depth > 20) return [];
  return nodes.flatMap((node): Node[] => {
    if ('text' in node) return [doc.createTextNode(node.text)];
    const children = renderNotes(doc, node.children, depth + 1);
    if (node.type === 'break') return [h(doc, 'br')];
    if (node.type === 'e-address' || LINKS.has(node.type)) {
      const href = linkHref(node);
      return href ? [h(doc, 'a', { attrs: { href } }, children)] : children;
    }
    if (node.type === 'label' || node.type === 'title') return [h(doc, 'span', { className: `note-${node.type}` }, [...children, ' '])];
    const tag = INLINE[node.type];
    return tag ? [h(doc, tag, {}, children)] : children;
  });
}
