import { Fragment, type ReactNode } from 'react';
import { eAddressHref } from '#src/shared/article/author-entry.ts';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';

/**
 * Author notes, correspondence and biographies in the Author side panel. They are short rich
 * text (paragraphs, emphasis, email and web links), so only that subset gets its own element;
 * anything else keeps its text. Untrusted content: React text only, hrefs through the same
 * rules as the server.
 */
const INLINE: Record<string, 'p' | 'i' | 'b' | 'sup' | 'sub' | 'u' | 'code' | 's' | 'ul' | 'li'> = {
  para: 'p',
  italic: 'i',
  bold: 'b',
  sup: 'sup',
  sub: 'sub',
  underline: 'u',
  monospace: 'code',
  strike: 's',
  list: 'ul',
  'list-item': 'li',
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

export function AuthorNotes({ nodes, depth = 0 }: { nodes: readonly ContentNode[] | undefined; depth?: number }): ReactNode {
  if (!nodes || depth > 20) return null;
  return nodes.map((node, i) => {
    if ('text' in node) return <Fragment key={i}>{node.text}</Fragment>;
    const children = <AuthorNotes nodes={node.children} depth={depth + 1} />;
    if (node.type === 'break') return <br key={i} />;
    if (node.type === 'e-address' || LINKS.has(node.type)) {
      const href = linkHref(node);
      return href ? (
        <a key={i} href={href}>
          {children}
        </a>
      ) : (
        <Fragment key={i}>{children}</Fragment>
      );
    }
    if (node.type === 'label' || node.type === 'title') {
      return (
        <span key={i} className={`note-${node.type}`}>
          {children}{' '}
        </span>
      );
    }
    const Tag = INLINE[node.type];
    return Tag ? <Tag key={i}>{children}</Tag> : <Fragment key={i}>{children}</Fragment>;
  });
}
