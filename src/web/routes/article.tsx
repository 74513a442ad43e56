import { useRef } from 'react';
import { data, type MetaDescriptor } from 'react-router';
import { isValidPii } from '#src/shared/pii.ts';
import { ServerHtml } from '../server-html.tsx';
import { useEnhancers } from '../ui/use-enhancers.ts';
import type { Route } from './+types/article';
import { ARTICLE_ENHANCERS } from './article-enhancers.ts';
import { loadRenderedArticle } from './article-render.server.tsx';

/** /science/article/pii/{pii} (full text) and /science/article/abs/pii/{pii} (abstract page). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const pii = params.pii;
  if (!isValidPii(pii)) console.error(`Invalid PII ${pii}`);
  const variant = new URL(request.url).pathname.startsWith('/science/article/abs/') ? 'abstract' : 'full';
  const article = await loadRenderedArticle(context, pii, variant);
  if (!article) throw data({ pii }, { status: 404 });
  context.htmlSlots.set('article', article.html);
  // Only what the head needs travels as loader data; the content is server-only HTML.
  return { pii: article.pii, variant, head: article.head };
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

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaded }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaded) return [{ title: 'Article not found | Lectern' }];
  const { head } = loaded;
  return [
    { title: `${head.title} | Lectern` },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.meta.map((m) => (m.property ? { property: m.property, content: m.content } : { name: m.name!, content: m.content })),
    { 'script:ld+json': head.jsonLd },
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const ref = useRef<HTMLElement>(null);
  useEnhancers(ref, { pii: loaderData.pii }, ARTICLE_ENHANCERS);
  return <ServerHtml ref={ref} slot="article" as="article" className={`article article--${loaderData.variant}`} />;
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
