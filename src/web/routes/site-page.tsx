import { data } from 'react-router';
import { sitePageSlugOf } from '#src/web/features/site-pages/site-pages.ts';
import { sitePageContent } from '#src/web/features/site-pages/site-page-markdown.ts';
import sitePagesCss from '../features/site-pages/site-pages.css?url';
import { SitePageView } from '../features/site-pages/site-page-content.tsx';
import type { Route } from './+types/site-page';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitePagesCss }];

/**
 * /about, /advertise, /support, /terms, /privacy (spec 001 §2 "Footer"): the site's own pages,
 * from their Markdown (content/site-pages, or LECTERN_SITE_PAGES_DIR) with this installation's names and limits. The same for every
 * reader, so shared caches may keep them.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const slug = sitePageSlugOf(new URL(request.url).pathname);
  if (!slug) throw data('Not found', { status: 404 });
  return { page: sitePageContent(slug, context.site, context.sitePages?.[slug]), siteName: context.site.siteName };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Page not found' }];
  return [{ title: `${loaderData.page.title} | ${loaderData.siteName}` }, { name: 'description', content: loaderData.page.description }];
}

export default function SitePage({ loaderData }: Route.ComponentProps) {
  return <SitePageView page={loaderData.page} />;
}
