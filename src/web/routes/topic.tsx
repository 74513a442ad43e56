import { data, type MetaDescriptor } from 'react-router';
import { TopicPage } from '../features/topic-links/topic-page.tsx';
import type { Route } from './+types/topic';

/** Articles a topic page lists at most. */
const ARTICLE_LIMIT = 50;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** /topics/{discipline}/{term}: the target of topic links. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { discipline, term } = params;
  if (!SLUG.test(discipline) || !SLUG.test(term) || term.length > 200) throw data(null, { status: 404 });
  const topic = await context.topics.topicPage(discipline, term, ARTICLE_LIMIT);
  if (!topic) throw data(null, { status: 404 });
  return { topic, canonical: `${context.origin}${topic.targetURL}` };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaded }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaded) return [{ title: 'Topic not found | Lectern' }];
  const { topic } = loaded;
  const description = topic.description ?? `${topic.name} in ${topic.discipline.name}: ${topic.articleCount} articles and the sentences where they define or use the term.`;
  return [
    { title: `${topic.name} | ${topic.discipline.name} | Lectern` },
    { name: 'description', content: description.slice(0, 300) },
    { tagName: 'link', rel: 'canonical', href: loaded.canonical },
  ];
}

export default function Topic({ loaderData }: Route.ComponentProps) {
  return <TopicPage topic={loaderData.topic} />;
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
