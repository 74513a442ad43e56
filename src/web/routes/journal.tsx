import { data, Link } from 'react-router';
import { humanDate } from '#src/web/ui/human-date.ts';
import { MOST_READ_DAYS } from '#src/shared/journals/journal-reader.ts';
import browseCss from '../features/browse/browse.css?url';
import { Breadcrumbs } from '../features/browse/breadcrumbs.tsx';
import { IssueList } from '../features/browse/issue-list.tsx';
import { JournalHeader } from '../features/browse/journal-header.tsx';
import { inPressPath, issueLabel, issuePath, journalPath, volumePath } from '../features/browse/journal-paths.ts';
import journalsCss from '../features/journals/journals.css?url';
import { JournalMasthead } from '../features/journals/journal-masthead.tsx';
import { AimsAndScope, EditorialBoardList } from '../features/journals/journal-profile.tsx';
import { ArticleListItem } from '../ui/article-list-item.tsx';
import { citedByLabel, RankedArticleList, readsLabel } from '../ui/ranked-article-list.tsx';
import type { Route } from './+types/journal';

const LATEST_COUNT = 10;
const SECTION_COUNT = 5;

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: browseCss },
  { rel: 'stylesheet', href: journalsCss },
];

/** /journal/{slug}: the journal home (spec 001 §2; README "Journal pages"). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const [journal, page] = await Promise.all([
    context.browse.journal(params.slug, LATEST_COUNT),
    context.journals.journalPage(params.slug, SECTION_COUNT),
  ]);
  if (!journal || !page) throw data(null, { status: 404 });
  const base = `${context.origin}${journalPath(journal.publication.slug)}`;
  return { journal, page, feeds: { rss: `${base}/feed`, atom: `${base}/atom` } };
}

export function headers() {
  return { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page not found | Lectern' }];
  const { publication } = loaded.journal;
  return [
    { title: `${publication.title} | Lectern` },
    {
      name: 'description',
      content: `${publication.title}${publication.publisher ? `, published by ${publication.publisher}` : ''}: aims and scope, editorial board, volumes, issues and latest articles.`,
    },
    // Feed readers and browsers discover the journal's feeds from the head.
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${publication.title}: latest articles (RSS)`,
      href: loaded.feeds.rss,
    },
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/atom+xml',
      title: `${publication.title}: latest articles (Atom)`,
      href: loaded.feeds.atom,
    },
  ];
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { journal, page, feeds } = loaderData;
  const { publication, issues, latest } = journal;
  const { profile, latestIssue } = page;
  const slug = publication.slug;
  return (
    <div className="journal">
      <Breadcrumbs
        trail={[
          { label: 'Home', to: '/' },
          { label: 'Journals and books', to: '/browse/journals-and-books' },
          { label: publication.title },
        ]}
      />
      <JournalMasthead
        slug={slug}
        title={publication.title}
        coverVersion={profile.coverVersion}
        submissionUrl={profile.submissionUrl}
        feeds={feeds}
      >
        <JournalHeader publication={publication} />
      </JournalMasthead>
      <div className="journal__columns">
        <div className="journal__main">
          {profile.aimsAndScope ? (
            <section aria-labelledby="aims-title">
              <h2 id="aims-title">Aims and scope</h2>
              <AimsAndScope text={profile.aimsAndScope} />
            </section>
          ) : null}
          <section aria-labelledby="latest-issue-title">
            <h2 id="latest-issue-title">Latest issue</h2>
            {latestIssue ? (
              <>
                <p className="journal__issue-line">
                  <Link
                    to={
                      latestIssue.issue.issue
                        ? issuePath(slug, latestIssue.issue.volume, latestIssue.issue.issue)
                        : volumePath(slug, latestIssue.issue.volume)
                    }
                  >
                    {issueLabel(latestIssue.issue.volume, latestIssue.issue.issue)}
                  </Link>
                  {[
                    latestIssue.issue.coverDate ? humanDate(latestIssue.issue.coverDate) : null,
                    `${latestIssue.issue.articleCount} article${latestIssue.issue.articleCount === 1 ? '' : 's'}`,
                  ]
                    .filter(Boolean)
                    .map((fact) => ` · ${fact}`)
                    .join('')}
                </p>
                <ol className="article-list">
                  {latestIssue.articles.map((a) => (
                    <ArticleListItem key={a.pii} article={a} />
                  ))}
                </ol>
              </>
            ) : (
              <p>No issue yet.</p>
            )}
          </section>
          <section aria-labelledby="in-press-title">
            <h2 id="in-press-title">Articles in press</h2>
            {page.inPressCount === 0 ? (
              <p>No articles in press: every article is in a volume.</p>
            ) : (
              <>
                <ol className="article-list">
                  {page.inPress.map((a) => (
                    <ArticleListItem key={a.pii} article={a} />
                  ))}
                </ol>
                <p>
                  <Link to={inPressPath(slug)}>{`All articles in press (${page.inPressCount})`}</Link>
                </p>
              </>
            )}
          </section>
          <section aria-labelledby="latest-title">
            <h2 id="latest-title">Latest articles</h2>
            {latest.length === 0 ? (
              <p>No articles yet.</p>
            ) : (
              <ol className="article-list">
                {latest.map((a) => (
                  <ArticleListItem key={a.pii} article={a} />
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="issues-title">
            <h2 id="issues-title">Volumes and issues</h2>
            {issues.length > 0 ? <IssueList slug={slug} issues={issues} /> : <p>No volumes yet.</p>}
          </section>
        </div>
        <aside className="journal__side" aria-label="About the journal's articles and editors">
          <section aria-labelledby="most-read-title">
            <h2 id="most-read-title">Most read</h2>
            <RankedArticleList
              articles={page.mostRead}
              countLabel={readsLabel}
              showSource={false}
              empty={`No article has been read in the last ${MOST_READ_DAYS} days.`}
            />
          </section>
          <section aria-labelledby="most-cited-title">
            <h2 id="most-cited-title">Most cited</h2>
            <RankedArticleList
              articles={page.mostCited}
              countLabel={citedByLabel}
              showSource={false}
              empty="No article of this journal is cited by an article on this site yet."
            />
          </section>
          {profile.editorialBoard ? (
            <section aria-labelledby="board-title">
              <h2 id="board-title">Editorial board</h2>
              <EditorialBoardList board={profile.editorialBoard} />
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

export { NotFoundBoundary as ErrorBoundary } from '../ui/not-found-boundary.tsx';
