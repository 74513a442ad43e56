import { data, type MetaDescriptor } from 'react-router';
import { pageCount, parsePageParameter } from '#src/shared/site/pagination.ts';
import { TOPIC_PAGE_SIZE } from '#src/shared/topics/topic-reader.ts';
import { TopicPage } from '../features/topic-links/topic-page.tsx';
import topicPageCss from '../features/topic-links/topic-page.css?url';
import type { Route } from './+types/topic';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: topicPageCss }];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /topics/{discipline}/{term}: the target of topic links. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { discipline, term } = params;
  if (!SLUG.test(discipline) || !SLUG.test(term) || term.length > 200) throw data(null, { status: 404 });
  const page = parsePageParameter(new URL(request.url).searchParams.get('page'));
  if (!page.ok) throw data({ message: page.message }, { status: 400 });
  const topic = await context.topics.topicPage(discipline, term, page.page, TOPIC_PAGE_SIZE);
  // A page past the last one is no page (page 1 always exists).
  if (!topic || page.page > pageCount(topic.articleCount, topic.pageSize)) throw data(null, { status: 404 });
  return { topic, canonical: `${context.origin}${topic.targetURL}` };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaded }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaded) return [{ title: 'Topic not found | Lectern' }];
  const { topic } = loaded;
  const pages = pageCount(topic.articleCount, topic.pageSize);
  const pageHref = (n: number) => (n === 1 ? topic.targetURL : `${topic.targetURL}?page=${n}`);
  const description =
    topic.description ??
    `${topic.name} in ${topic.discipline.name}: ${topic.articleCount} articles and the sentences where they define or use the term.`;
  return [
    { title: `${topic.name}${pages > 1 ? ` (page ${topic.page} of ${pages})` : ''} | ${topic.discipline.name} | Lectern` },
    { name: 'description', content: description.slice(0, 300) },
    { tagName: 'link', rel: 'canonical', href: topic.page > 1 ? `${loaded.canonical}?page=${topic.page}` : loaded.canonical },
    ...(topic.page > 1 ? [{ tagName: 'link', rel: 'prev', href: pageHref(topic.page - 1) }] : []),
    ...(topic.page < pages ? [{ tagName: 'link', rel: 'next', href: pageHref(topic.page + 1) }] : []),
  ];
}

export default function Topic({ loaderData }: Route.ComponentProps) {
  return <TopicPage topic={loaderData.topic} />;
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
