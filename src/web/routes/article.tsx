import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { data, type MetaDescriptor } from 'react-router';
import { isValidPii } from '#src/shared/pii.ts';
import { ServerHtml } from '../server-html.tsx';
import { useEnhancers } from '../ui/use-enhancers.ts';
import { useEntitledToken } from '../ui/use-entitled-token.ts';
import type { Route } from './+types/article';
import '../features/article-layout/article-layout.css';
import { PageInteractions } from '../features/page-interactions/page-interactions.tsx';
import { RelatedContent } from '../features/related-content/related-content.tsx';
import { tocForReader } from '../features/toc/toc-for-reader.server.ts';
import { ViewArticleXmlLink } from '../features/article-xml/view-article-xml-link.tsx';
import { PdfEmbed } from '../features/pdf-embed/pdf-embed.tsx';
import { ARTICLE_ENHANCERS } from './article-enhancers.ts';
import { loadRenderedArticle, pageCaching, renderVariant } from './article-render.server.tsx';
import { ArticleToc } from '../features/toc/article-toc.tsx';
import { withCitedByCount } from '#src/shared/toc-data.ts';
import { ArticleAccessBarSlot } from '../features/access-bar/access-bar-slot.tsx';
import type { TocOutlineItem } from '#src/shared/toc-data.ts';

// Enriched content (000 §4, §7) loads after hydration in a chunk of its own: the page's initial JS does not grow.
// A chunk that fails to load is reported and renders nothing (000 §8).
const EnrichedContent = lazy(() =>
  import('../features/enriched-content/enriched-content.tsx').then(
    (m) => ({ default: m.EnrichedContent }),
    (error: unknown) => {
      console.error(error);
      return { default: () => null };
    },
  ),
);

/** The Exam section after the body (001 §7): a lazy chunk, loaded only for an article with an exam. */
const ExamSection = lazy(() => import('../features/exam/exam-section.tsx').then((m) => ({ default: m.ExamSection })));

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
  return data({ pii: article.pii, variant, head: article.head, pageState, toc, accessBar, enrichedPath: article.enrichedPath }, { headers: pageCaching(pageState, context.pageCache) });
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
  // A shared cache keys the anonymous page by the entitlement bucket alone (ADR 007).
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: loaderHeaders.get('Vary') ?? 'Cookie' };
}

export function meta({ data: loaded }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaded) return [{ title: 'Article not found | Lectern' }];
  const { head, pageState } = loaded;
  // citation_pdf_url (Google Scholar): only a PDF this visitor may fetch, on this host.
  // pdfDownload.linkToPdf: the PDF itself, also when View PDF opens the enhanced reader.
  const pdfUrl = pageState.pdf.urlType === 'download' && pageState.pdfDownload.linkToPdf ? new URL(pageState.pdfDownload.linkToPdf, head.canonical).href : null;
  return [
    { title: `${head.title} | Lectern` },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.meta.map((m) => (m.property ? { property: m.property, content: m.content } : { name: m.name!, content: m.content })),
    ...(pdfUrl ? [{ name: 'citation_pdf_url', content: pdfUrl }] : []),
    { 'script:ld+json': head.jsonLd },
  ];
}

/** A ref that never holds an element: the enhancers wait while the page asks for its entitledToken. */
const NOT_YET = { current: null };

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const ref = useRef<HTMLElement>(null);
  // A cacheable anonymous page asks for its token (ADR 007): the enhancers and the exam wait for it.
  const entitledToken = useEntitledToken(loaderData.pii, loaderData.pageState);
  useEnhancers(entitledToken === undefined ? NOT_YET : ref, { pii: loaderData.pii, entitledToken }, ARTICLE_ENHANCERS);
  const [hydrated, setHydrated] = useState(false);
  const [enrichedAnchors, setEnrichedAnchors] = useState<TocOutlineItem[]>([]);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="article-page">
      <div className="article-page__access">
        <ArticleAccessBarSlot pageState={loaderData.pageState} {...loaderData.accessBar} />
        <ViewArticleXmlLink pii={loaderData.pii} privilegeType={loaderData.pageState.privilegeType} entitledToken={entitledToken ?? null} />
      </div>
      <div className="article-page__toc"><ArticleToc toc={loaderData.toc} pageState={loaderData.pageState} variant={loaderData.variant} enrichedAnchors={enrichedAnchors} /></div>
      <div className="article-page__main">
        <ServerHtml ref={ref} slot="article" as="article" className={`article article--${loaderData.variant}`} />
        {loaderData.variant === 'full' && loaderData.pageState.ajaxLinks.exam && entitledToken !== undefined ? (
          <Suspense fallback={null}>
            <ExamSection pii={loaderData.pii} entitledToken={entitledToken} ajaxLinks={loaderData.pageState.ajaxLinks} />
          </Suspense>
        ) : null}
        <PdfEmbed pageState={loaderData.pageState} title={loaderData.head.title} />
        {hydrated ? (
          <Suspense fallback={null}>
            <EnrichedContent path={loaderData.enrichedPath} onAnchors={setEnrichedAnchors} />
          </Suspense>
        ) : null}
      </div>
      <div className="article-page__related">
        <RelatedContent pii={loaderData.pii} pageState={loaderData.pageState} />
      </div>
      <PageInteractions pii={loaderData.pii} pageState={loaderData.pageState} />
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
