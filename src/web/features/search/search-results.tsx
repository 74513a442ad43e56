import type { ReactElement } from 'react';
import type { SearchHit } from '#src/shared/article/article-reader.ts';
import { hasHighlight } from '#src/shared/search/search-highlight.ts';
import { articleTypeLabel } from '#src/shared/article/article-type-label.ts';
import { HighlightedText } from './highlighted-text.tsx';

/** What a result shows of a hit: the page's data carries no more. */
export type ShownHit = Pick<
  SearchHit,
  'pii' | 'articleType' | 'openAccess' | 'authors' | 'authorCount' | 'publicationTitle' | 'publicationYear' | 'highlights'
>;

/** A hit as the page shows it: a keyword snippet without a matched word is not shown, so not sent. */
export function shownHit(hit: SearchHit): ShownHit {
  const { pii, articleType, openAccess, authors, authorCount, publicationTitle, publicationYear, highlights } = hit;
  const keywords = hasHighlight(highlights.keywords) ? highlights.keywords : null;
  return { pii, articleType, openAccess, authors, authorCount, publicationTitle, publicationYear, highlights: { ...highlights, keywords } };
}

/** One result: title (matched words marked), type, access, authors, source, then the abstract and keyword snippets. */
function SearchResult({ hit }: { hit: ShownHit }): ReactElement {
  const more = hit.authorCount > hit.authors.length;
  return (
    <li className="search-result">
      <p className="search-result__meta">
        <span>{articleTypeLabel(hit.articleType)}</span>
        {hit.openAccess ? <span className="badge badge--oa">Open access</span> : null}
      </p>
      <h2 className="search-result__title">
        <a href={`/science/article/pii/${encodeURIComponent(hit.pii)}`}>
          <HighlightedText snippet={hit.highlights.title} />
        </a>
      </h2>
      {hit.authors.length > 0 ? (
        <p className="search-result__authors">
          {hit.authors.join(', ')}
          {more ? ', et al.' : ''}
        </p>
      ) : null}
      <p className="search-result__source">
        {hit.publicationTitle}
        {hit.publicationYear ? `, ${hit.publicationYear}` : ''}
      </p>
      {hit.highlights.abstract ? (
        <p className="search-result__snippet">
          <HighlightedText snippet={hit.highlights.abstract} />
        </p>
      ) : null}
      {hasHighlight(hit.highlights.keywords) ? (
        <p className="search-result__keywords">
          Keywords: <HighlightedText snippet={hit.highlights.keywords!} />
        </p>
      ) : null}
    </li>
  );
}

export function SearchResults({ hits, first }: { hits: readonly ShownHit[]; first: number }): ReactElement {
  return (
    <ol className="search-results" start={first} aria-label="Search results">
      {hits.map((hit) => (
        <SearchResult key={hit.pii} hit={hit} />
      ))}
    </ol>
  );
}
