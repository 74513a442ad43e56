import type { RenderCache } from '#src/web/load-context.ts';

/**
 * A least-recently-used cache of rendered article HTML, bounded by total characters.
 * Keys include the article's updated_at, so a re-ingested article is rendered afresh.
 */
export function createRenderCache(maxChars: number): RenderCache {
  const entries = new Map<string, string>();
  let size = 0;
  return {
    get(key) {
      const html = entries.get(key);
      if (html !== undefined) {
        entries.delete(key);
        entries.set(key, html);
      }
      return html;
    },
    set(key, html) {
      if (html.length > maxChars) return;
      const old = entries.get(key);
      if (old !== undefined) size -= old.length;
      entries.delete(key);
      entries.set(key, html);
      size += html.length;
      for (const [k, v] of entries) {
        if (size <= maxChars) break;
        entries.delete(k);
        size -= v.length;
      }
    },
  };
}
