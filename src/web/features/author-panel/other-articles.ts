import type { AuthorArticleSummary } from '#src/shared/api/api-contract.ts';
import { isAuthorArticlesResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import { authorArticlesUrl, authorIndexOfPanel } from '#src/web/features/author-panel/author-articles.ts';
import type { Author } from '#src/shared/article/content-model.ts';
import { h } from './dom.ts';

/** One request per author per page: reopening the panel shows the same list at once. */
const cache = new Map<string, Promise<AuthorArticleSummary[]>>();

function load(pii: string, index: number): Promise<AuthorArticleSummary[]> {
  const url = authorArticlesUrl(pii, index);
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text().catch(() => "")}`);
        return readJson(await res.json(), isAuthorArticlesResponse, 'author articles').scopusDocuments;
      })
      .catch((error: unknown) => {
        cache.delete(url);
        throw error;
      });
    cache.set(url, pending);
  }
  return pending;
}

function articleItem(doc: Document, a: AuthorArticleSummary): HTMLLIElement {
  const where = [a.sourceTitle, a.volume ? `Volume ${a.volume}` : null, a.publicationDate?.slice(0, 4)].filter(Boolean).join(', ');
  return h(doc, 'li', {}, [
    h(doc, 'a', { text: a.itemTitle, attrs: { href: a.url } }),
    h(doc, 'span', { className: 'author-articles-source', text: where }),
  ]);
}

/**
 * "Other articles by this author" in the Author side panel (001 §7
 * /sdfe/arp/pii/{pii}/author/{index}/articles): 'Loading...' while requested, the list when
 * it has articles, nothing when it is empty or fails (a failure is logged).
 */
export function appendOtherArticles(
  doc: Document,
  body: HTMLElement,
  pii: string,
  authors: readonly Author[],
  panelId: string,
  stillShowing: () => boolean,
): void {
  const index = authorIndexOfPanel(authors, panelId);
  if (index === null) return;
  const status = h(doc, 'p', { className: 'side-panel-loading', text: 'Loading...' });
  const section = h(doc, 'section', { className: 'author-articles', attrs: { 'aria-busy': 'true', 'aria-label': 'Other articles by this author' } }, [status]);
  body.append(section);
  load(pii, index).then(
    (articles) => {
      if (!stillShowing()) return;
      section.removeAttribute('aria-busy');
      if (articles.length === 0) return section.remove();
      section.replaceChildren(
        h(doc, 'h3', { className: 'author-articles-title', text: 'Other articles by this author' }),
        h(doc, 'ul', { className: 'author-articles-list' }, articles.map((a) => articleItem(doc, a))),
      );
    },
    (error: unknown) => {
      console.error(error);
      section.remove();
    },
  );
}
