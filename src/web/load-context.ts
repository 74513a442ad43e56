import type { ArticleReader } from '#src/shared/article-reader.ts';
import type { BrowseReader } from '#src/shared/browse-reader.ts';
import type { ArticleHead } from '#src/shared/scholar-meta.ts';
import type { TopicReader } from '#src/shared/topics/topic-reader.ts';

/**
 * What the Express host passes to every loader. `htmlSlots` carries server-rendered HTML
 * (the article body) from a loader to the document render without putting it in loader data,
 * which would be serialised into the page a second time.
 */
export interface LecternLoadContext {
  articles: ArticleReader;
  topics: TopicReader;
  browse: BrowseReader;
  htmlSlots: Map<string, string>;
  renderCache: RenderCache;
  /** Origin for canonical links, e.g. "https://journals.example.org". */
  origin: string;
  /** Per-request nonce for the Content-Security-Policy (inline hydration scripts). */
  cspNonce: string;
  /** Article files load from `{mediaBaseUrl}/{attachment-eid}` (spec 000 §7). */
  mediaBaseUrl: string;
}

/** An article's content rendered to HTML, with its head metadata. */
export interface RenderedArticle {
  pii: string;
  html: string;
  head: ArticleHead;
}

export interface RenderCache {
  get(key: string): RenderedArticle | undefined;
  set(key: string, value: RenderedArticle): void;
}

declare module 'react-router' {
  // Declaration merging needs an interface here; it adds LecternLoadContext's members.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LecternLoadContext {}
}
