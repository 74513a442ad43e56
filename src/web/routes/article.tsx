import { data, type MetaDescriptor } from 'react-router';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { ServerHtml } from '../server-html.tsx';
import type { Route } from './+types/article';
import '../features/article-layout/article-layout.css';
import { PageInteractions } from '../features/page-interactions/page-interactions.tsx';
import { RelatedContent } from '../features/related-content/related-content.tsx';
import { tocForReader } from '../features/toc/toc-for-reader.server.ts';
import { allowPageRenderCache, loadRenderedArticle, pageCaching, renderVariant } from './article-render.server.tsx';
import { withCitedByCount } from '#src/web/ui/toc-data.ts';
import { Island } from '../islands/island.tsx';
import { ArticleAccessIsland, ArticleTocIsland } from './article-islands.tsx';
import { ArticleMainIsland } from './article-main-island.tsx';

/** The page hydrates as islands over the server-rendered content, without React Router (ADR 007). */
export const handle = { islands: true };

/** /science/article/pii/{pii} (full text) and /science/article/abs/pii/{pii} (abstract page). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const pii = params.pii;
  if (!isValidPii(pii)) console.error(`Invalid PII ${pii}`);
  const variant = new URL(request.url).pathname.startsWith('/science/article/abs/') ? 'abstract' : 'full';
  // Entitlement first: an unentitled reader's page is rendered without the body at all.
  const pageState = await context.articleAccess.pageState(pii);
  if (!pageState) throw data({ pii }, { status: 404 });
  const article = await loadRenderedArticle(context, pii, renderVariant(variant, pageState), pageState);
  if (!article) throw data({ pii }, { status: 404 });
  context.htmlSlots.set('article', article.html);
  // Reading history for signed-in readers (fire-and-forget; never delays the page).
  context.account.recordReading(article.pii);
  // COUNTER: the abstract page is an investigation, the full text a request (recorded in the background).
  context.usage.articleView(article.pii, variant, { isThirdParty: pageState.isThirdParty });
  // Only what the head needs travels as loader data; the content is server-only HTML.
  const toc = tocForReader(withCitedByCount(article.toc, article.citedByCount), pageState.isContentVisible);
  const accessBar = { article: article.facts, config: context.accessBarConfig };
  allowPageRenderCache(context, pageState, article.renderKey);
  return data(
    { pii: article.pii, variant, head: article.head, pageState, toc, accessBar, enrichedPath: article.enrichedPath },
    { headers: pageCaching(pageState, context.pageCache) },
  );
}

/**
 * The article content is server-only HTML (ADR 004): it is never sent as loader data, so an
 * in-app navigation to an article (a <Link> from the home page, search, a topic page) loads
 * the document from the server instead. Initial page loads never run this.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  // A shared cache keys the anonymous page by the entitlement bucket alone (ADR 008).
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: loaderHeaders.get('Vary') ?? 'Cookie' };
}

export function meta({ data: loaded }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaded) return [{ title: 'Article not found | Lectern' }];
  const { head, pageState } = loaded;
  // citation_pdf_url (Google Scholar): only a PDF this visitor may fetch, on this host.
  // pdfDownload.linkToPdf: the PDF itself, also when View PDF opens the enhanced reader.
  const pdfUrl =
    pageState.pdf.urlType === 'download' && pageState.pdfDownload.linkToPdf
      ? new URL(pageState.pdfDownload.linkToPdf, head.canonical).href
      : null;
  return [
    { title: `${head.title} | Lectern` },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.meta.map((m) => (m.property ? { property: m.property, content: m.content } : { name: m.name!, content: m.content })),
    ...(pdfUrl ? [{ name: 'citation_pdf_url', content: pdfUrl }] : []),
    { 'script:ld+json': head.jsonLd },
  ];
}

/**
 * The content is server-only HTML (ADR 004); each interactive part around it is an island
 * (ADR 007) whose props are all it reads of the loader data.
 */
export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { pii, pageState, variant } = loaderData;
  return (
    <div className="article-page">
      <Island
        name="article-access"
        className="article-page__access"
        component={ArticleAccessIsland}
        props={{ pii, pageState, ...loaderData.accessBar }}
      />
      <Island
        name="article-toc"
        className="article-page__toc"
        component={ArticleTocIsland}
        props={{ toc: loaderData.toc, pageState, variant }}
      />
      <div className="article-page__main">
        <ServerHtml slot="article" as="article" className={`article article--${variant}`} />
        <Island
          name="article-main"
          component={ArticleMainIsland}
          props={{ pii, variant, pageState, title: loaderData.head.title, enrichedPath: loaderData.enrichedPath }}
        />
      </div>
      <Island
        name="article-related"
        className="article-page__related"
        component={RelatedContent}
        props={{ pii, pageState: { ajaxLinks: pageState.ajaxLinks } }}
      />
      <Island name="article-interactions" component={PageInteractions} props={{ pii, pageState: { ajaxLinks: pageState.ajaxLinks } }} />
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
