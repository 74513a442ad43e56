import type { ReactElement } from 'react';
import type { AuthorArticleSummary } from '#src/shared/api/api-contract.ts';
import { isAuthorArticlesResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import { authorArticlesUrl } from './author-articles.ts';
import { usePanelData } from '../../ui/use-panel-data.ts';

async function loadArticles(url: string): Promise<AuthorArticleSummary[]> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text().catch(() => '')}`);
  return readJson(await res.json(), isAuthorArticlesResponse, 'author articles').scopusDocuments;
}

/**
 * "Other articles by this author" in the Author side panel (001 §7
 * /sdfe/arp/pii/{pii}/author/{index}/articles), fetched when the panel opens, once per author
 * and page: 'Loading...' while requested, the list when it has articles, nothing when it is
 * empty or fails.
 */
export function OtherArticles({ pii, index }: { pii: string; index: number }): ReactElement | null {
  const url = authorArticlesUrl(pii, index);
  const articles = usePanelData(`author-articles:${url}`, () => loadArticles(url));
  if (articles.status === 'failed' || (articles.status === 'received' && articles.data.length === 0)) return null;
  return (
    <section className="author-articles" aria-busy={articles.status === 'request' || undefined} aria-label="Other articles by this author">
      {articles.status === 'request' ? (
        <p className="side-panel-loading">Loading...</p>
      ) : (
        <>
          <h3 className="author-articles-title">Other articles by this author</h3>
          <ul className="author-articles-list">
            {articles.data.map((a, i) => (
              <li key={i}>
                <a href={a.url}>{a.itemTitle}</a>
                <span className="author-articles-source">
                  {[a.sourceTitle, a.volume ? `Volume ${a.volume}` : null, a.publicationDate?.slice(0, 4)].filter(Boolean).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
