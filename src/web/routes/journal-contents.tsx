import { data } from 'react-router';
import type { TocScope } from '#src/shared/journals/browse-reader.ts';
import { supplementLabel, supplementSegment } from '#src/shared/article/supplement-label.ts';
import browseCss from '../features/browse/browse.css?url';
import { Breadcrumbs, type Crumb } from '../features/browse/breadcrumbs.tsx';
import { JournalHeader } from '../features/browse/journal-header.tsx';
import { issueLabel, journalPath, volumePath } from '../features/browse/journal-paths.ts';
import { TocList } from '../features/browse/toc-list.tsx';
import type { Route } from './+types/journal-contents';
import { humanDate } from '#src/web/ui/human-date.ts';
import { pageCount, pageOffset, parsePageParameter } from '#src/shared/site/pagination.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: browseCss }];

const MAX_PART = 32;

/**
 * /journal/{slug}/vol/{v}, /journal/{slug}/vol/{v}/issue/{i} and /journal/{slug}/articles-in-press
 * (spec 001 §2), each also with /suppl/{s} or /part/{p}: one table of contents; the params say which scope.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { slug, volume, issue, suppl, part } = params as { slug: string; volume?: string; issue?: string; suppl?: string; part?: string };
  const supplement = suppl ?? part;
  if ([volume, issue, supplement].some((p) => (p?.length ?? 0) > MAX_PART)) throw data(null, { status: 404 });
  // …/part/{p} names a part ("PA"), …/suppl/{s} anything else ("C", "S2").
  if (supplement && supplementSegment(supplement) !== (part ? 'part' : 'suppl')) throw data(null, { status: 404 });
  const extra = supplement ? { supplement } : {};
  const scope: TocScope =
    issue && volume ? { kind: 'issue', volume, issue, ...extra } : volume ? { kind: 'volume', volume, ...extra } : { kind: 'in-press' };
  const page = parsePageParameter(new URL(request.url).searchParams.get('page'));
  if (!page.ok) throw data({ message: page.message }, { status: 400 });
  const contents = await context.browse.contents(slug, scope, page.page);
  // A page past the last one is no page (page 1 always exists, empty or not).
  if (!contents || page.page > pageCount(contents.total, contents.pageSize)) throw data(null, { status: 404 });
  return { contents };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

const headingOf = (scope: TocScope) =>
  scope.kind === 'in-press'
    ? 'Articles in press'
    : [issueLabel(scope.volume, scope.kind === 'issue' ? scope.issue : null), supplementLabel(scope.supplement)].filter(Boolean).join(', ');

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page not found | Lectern' }];
  const { publication, scope, page, total, pageSize } = loaded.contents;
  const pages = pageCount(total, pageSize);
  return [
    { title: `${headingOf(scope)}${pages > 1 ? ` (page ${page} of ${pages})` : ''} | ${publication.title} | Lectern` },
    ...(page > 1 ? [{ tagName: 'link', rel: 'prev', href: pageHref(page - 1) }] : []),
    ...(page < pages ? [{ tagName: 'link', rel: 'next', href: pageHref(page + 1) }] : []),
  ];
}

export default function JournalContents({ loaderData }: Route.ComponentProps) {
  const { publication, scope, issues, articles, total, page, pageSize } = loaderData.contents;
  const pages = pageCount(total, pageSize);
  const heading = headingOf(scope);
  const trail: Crumb[] = [
    { label: 'Home', to: '/' },
    { label: 'Journals and books', to: '/browse/journals-and-books' },
    { label: publication.title, to: journalPath(publication.slug) },
  ];
  if (scope.kind === 'issue') trail.push({ label: issueLabel(scope.volume, null), to: volumePath(publication.slug, scope.volume) });
  trail.push({ label: heading });
  const coverDate = scope.kind !== 'in-press' && issues.length === 1 ? issues[0]!.coverDate : null;
  return (
    <div className="journal-contents">
      <Breadcrumbs trail={trail} />
      <JournalHeader publication={publication} heading={heading} />
      {coverDate ? <p>Cover date: {humanDate(coverDate)}</p> : null}
      <p role="status">
        {total} article{total === 1 ? '' : 's'}
        {pages > 1 ? `, ${pageOffset(page, pageSize) + 1}–${pageOffset(page, pageSize) + articles.length} shown` : ''}
      </p>
      <TocList articles={articles} showIssue={scope.kind === 'volume' && issues.length > 1} />
      {pages > 1 ? <PageLinks page={page} pages={pages} /> : null}
    </div>
  );
}

/** A relative link to another page of this table of contents (the path stays; only `page` changes). */
const pageHref = (page: number) => (page === 1 ? '?' : `?page=${page}`);

function PageLinks({ page, pages }: { page: number; pages: number }) {
  return (
    <nav className="page-links" aria-label="Pages">
      {page > 1 ? (
        <a href={pageHref(page - 1)} rel="prev">
          Previous page
        </a>
      ) : null}
      <span aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a href={pageHref(page + 1)} rel="next">
          Next page
        </a>
      ) : null}
    </nav>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
