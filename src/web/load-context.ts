import type { AccountActions } from '#src/shared/account/account-actions.ts';
import type { AccountConfig } from '#src/shared/account/account-config.ts';
import type { AdminTool } from '#src/shared/site/admin-tool.ts';
import type { Reader } from '#src/shared/access/reader.ts';
import type { ArticlePageAccess } from '#src/shared/article/article-page-state.ts';
import type { PurchaseActions } from '#src/shared/access/purchase.ts';
import type { AccessBarArticle } from '#src/web/features/access-bar/access-bar-layout.ts';
import type { ArticleReader } from '#src/shared/article/article-reader.ts';
import type { BrowseReader } from '#src/shared/journals/browse-reader.ts';
import type { JournalReader } from '#src/shared/journals/journal-reader.ts';
import type { CollectionReader } from '#src/shared/journals/collection-reader.ts';
import type { PageUsage, UsageAdmin } from '#src/shared/counter/usage-reports.ts';
import type { ArticleHead } from '#src/shared/citation/scholar-meta.ts';
import type { TocData } from '#src/web/ui/toc-data.ts';
import type { SiteSettings } from '#src/shared/site/site-settings.ts';
import type { AccessBarConfig } from '#src/shared/access/access-bar-config.ts';
import type { TopicReader } from '#src/shared/topics/topic-reader.ts';
import type { PageBucket, SharedCachePolicy } from '#src/shared/access/page-cache-bucket.ts';

/**
 * What the Express host passes to every loader. `htmlSlots` carries server-rendered HTML
 * (the article body) from a loader to the document render without putting it in loader data,
 * which would be serialised into the page a second time.
 */
export interface LecternLoadContext {
  articles: ArticleReader;
  topics: TopicReader;
  browse: BrowseReader;
  /** Featured journals, journal profiles, most read and most cited (home and journal pages). */
  journals: JournalReader;
  htmlSlots: Map<string, string>;
  renderCache: RenderCache;
  /** Origin for canonical links, e.g. "https://journals.example.org". */
  origin: string;
  /** Per-request nonce for the Content-Security-Policy (inline hydration scripts). */
  cspNonce: string;
  /** Article files load from `{mediaBaseUrl}/{attachment-eid}` (spec 000 §7). */
  mediaBaseUrl: string;
  /** The reader of this request (src/server/access/reader-middleware.ts). */
  reader: Reader;
  /** CSRF token for forms and client POSTs (`_csrf` field or X-CSRF-Token header). */
  csrfToken: string;
  /** The header's account area settings (spec 001 §3 User config). */
  accountConfig: AccountConfig;
  /** Account operations of this request (sign-in, history, alerts …). */
  account: AccountActions;
  /** Entitlement decided on the server for this request's reader (spec 001 §6). */
  articleAccess: ArticlePageAccess;
  /** Single-article purchases of this request's reader (001 §5, §6). */
  purchases: PurchaseActions;
  /** Virtual special issues and books. */
  collections: CollectionReader;
  /** COUNTER usage of this request's page views; records in the background. */
  usage: PageUsage;
  /** The Admin Tool's commands and lists; `allowed` only for ADMIN readers. */
  adminTool: AdminTool;
  /** Usage reports for the admin page; `allowed` only for ADMIN readers. */
  usageAdmin: UsageAdmin;
  /** Names, contact address and limits the site's own pages state (/about, /terms, /privacy …). */
  site: SiteSettings;
  /** The operator's Markdown for site pages, by slug (LECTERN_SITE_PAGES_DIR); absent: the defaults. */
  sitePages?: Readonly<Record<string, string>>;
  /** The article access bar's configuration, as the server was configured (LECTERN_ACCESS_BAR_CONFIG). */
  accessBarConfig: AccessBarConfig;
  /** This request's entitlement bucket and what shared caches may keep (ADR 008; LECTERN_PAGE_S_MAXAGE …). */
  pageCache: { bucket: PageBucket; policy: SharedCachePolicy };
  /** The image a verified virtual microscope link names (src/server/virtual-microscope/vm-page-guard.ts); null elsewhere. */
  vmSlide?: { pii: string; eid: string } | null;
  /**
   * The whole-page render cache of anonymous article pages (ADR 011): a loader whose page is the
   * anonymous variant sets `key` (what its server-only HTML is); the document render then serves
   * or fills the cache. Left null, the page is rendered as always.
   */
  pageRender?: { cache: PageRenderCache; key: string | null };
}

/** An article's content rendered to HTML, with its head metadata. */
export interface RenderedArticle {
  pii: string;
  html: string;
  head: ArticleHead;
  /** What the access bar needs to know about the article (doi, eid, contentType). */
  facts: AccessBarArticle;
  /** The stored article's id (for per-request counts such as cited-by). */
  articleId: string;
  /** The table of contents derived from the model, cited-by count 0 (set per request). */
  toc: TocData;
  /** GET address of the article's enriched content (000 §7, ADR 006). */
  enrichedPath: string;
}

export interface RenderCache {
  get(key: string): RenderedArticle | undefined;
  set(key: string, value: RenderedArticle): void;
}

/** A cached page for one response: its bytes carrying this response's nonce, and its ETag. */
export interface CachedPage {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** 'gzip': `body` is the page gzipped (the request accepted it), sent as is. */
  encoding?: 'gzip';
}

export interface PageRenderCache {
  /** False when its budget is 0 (LECTERN_RENDER_CACHE_MB=0). */
  enabled: boolean;
  /** The page with `nonce`, gzipped when `acceptEncoding` accepts gzip (compressed once, when stored). */
  get(key: string, nonce: string, acceptEncoding?: string | null): CachedPage | undefined;
  /** Stores a page rendered with `nonce`; returns it with its ETag, gzipped as `get` would. */
  set(key: string, page: Uint8Array<ArrayBuffer>, nonce: string, acceptEncoding?: string | null): CachedPage;
}

declare module 'react-router' {
  // Declaration merging needs an interface here; it adds LecternLoadContext's members.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends LecternLoadContext {}
}
