import { createContext, useContext, type ReactElement, type Ref } from 'react';

/** Server-only HTML slots filled by loaders (see load-context.ts); empty on the client. */
export const ServerHtmlContext = createContext<Map<string, string> | null>(null);

/**
 * Emits HTML rendered on the server. On the client the slot is empty and React keeps the
 * server's DOM through hydration (suppressHydrationWarning), so the body is never re-rendered
 * and never shipped a second time as JSON.
 */
export function ServerHtml({
  slot,
  as: Tag = 'div',
  className,
  ref,
}: {
  slot: string;
  as?: 'div' | 'article';
  className?: string;
  ref?: Ref<HTMLElement>;
}): ReactElement {
  const slots = useContext(ServerHtmlContext);
  const html = slots?.get(slot) ?? '';
  return <Tag ref={ref as Ref<HTMLDivElement>} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
