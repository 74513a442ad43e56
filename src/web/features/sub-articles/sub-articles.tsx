import type { ReactElement, ReactNode } from 'react';
import type { ContentNode, SubArticle } from '#src/shared/article/content-model.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { doiUrl } from '#src/shared/identifiers/urn.ts';

/** Renders rich content at a section depth; the route passes the article-body renderer in. */
export type RenderNodes = (nodes: readonly ContentNode[] | undefined, depth?: number) => ReactNode;

const DEFAULT_TITLES: Record<string, string> = {
  'decision-letter': 'Decision letter',
  reply: 'Author response',
  'author-comment': 'Author response',
  'article-commentary': 'Commentary',
};

function People({ sub }: { sub: SubArticle }): ReactNode {
  if (sub.authors.length === 0) return null;
  return (
    <ul className="sub-article-people" aria-label="Contributors">
      {sub.authors.map((a, i) => (
        <li key={i}>
          {a.name.display}
          {a.role?.trim() ? <span className="contributor-role"> ({a.role.trim()})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** Peer-review material after the article: decision letters and author responses, each with its heading. */
export function SubArticles({
  subArticles,
  ids,
  renderNodes,
}: {
  subArticles: readonly SubArticle[];
  ids: Set<string>;
  renderNodes: RenderNodes;
}): ReactElement | null {
  if (subArticles.length === 0) return null;
  return (
    <div className="sub-articles">
      {subArticles.map((s, i) => {
        const kind = s.kind.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
        const doi = s.doi ? doiUrl(s.doi) : undefined;
        return (
          <section key={i} id={claimId(ids, s.id)} className={`sub-article sub-article--${kind}`}>
            <h2 className="section-title">{s.title.trim() || DEFAULT_TITLES[kind] || 'Related material'}</h2>
            <People sub={s} />
            {doi ? (
              <p className="sub-article-doi">
                <a href={doi}>{doi}</a>
              </p>
            ) : null}
            {renderNodes(s.body, 1)}
          </section>
        );
      })}
    </div>
  );
}
