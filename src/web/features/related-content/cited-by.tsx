import { useState } from 'react';
import type { CitingArticlesResponse } from '#src/shared/api/api-contract.ts';
import { isCitingArticlesResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import type { AjaxLinks } from '#src/shared/article/article-page-state.ts';
import {
  CITED_BY_SHOWN,
  citedByHeading,
  citingArticleLink,
  showViewAllCitedBy,
} from '#src/web/features/related-content/citing-article-link.ts';
import { recommendationAuthorLine } from '#src/web/features/related-content/related-content-rules.ts';
import { CITED_BY_ANCHOR } from '#src/web/ui/toc-rules.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { RelatedPanel } from './related-panel.tsx';
import { loadArticleContext } from './use-article-context.ts';

/** The external "View all" search: citing documents of this DOI in the citation database. */
export function viewAllCitingUrl(doi: string | null): string | null {
  return doi ? `https://www.scopus.com/results/results.uri?src=s&sot=a&s=${encodeURIComponent(`REF("${doi}")`)}` : null;
}

/**
 * Cited by (001 §5, §9): 'Cited by (count)', the first 6 citing articles with the citing-article
 * link rule and abstracts that expand and collapse (001 §4), and 'View all on Scopus' when hits exceed 6. A failure keeps the failed state (001 §8).
 */
export function CitedBy({ pii, ajaxLinks }: { pii: string; ajaxLinks: Partial<AjaxLinks> | null }) {
  const [doi, setDoi] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleAbstract = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const [open, setOpen] = useState(true);
  const section = useSectionData<CitingArticlesResponse>(
    'citingArticles',
    async (signal) => {
      const answer = await fetchSectionJson(
        `/sdfe/arp/citingArticles?pii=${encodeURIComponent(pii)}&limit=${CITED_BY_SHOWN}`,
        signal,
        (v) => readJson(v, isCitingArticlesResponse, 'citing articles'),
      );
      if (showViewAllCitedBy(answer.hitCount)) setDoi((await loadArticleContext(pii, signal).catch(() => null))?.doi ?? null);
      return answer;
    },
    { ajaxLinks },
  );
  const data = section.data;
  if (!data || data.hitCount === 0) return null;
  const viewAll = showViewAllCitedBy(data.hitCount) ? viewAllCitingUrl(doi) : null;
  return (
    <RelatedPanel
      id={CITED_BY_ANCHOR}
      title={citedByHeading(data.hitCount)}
      open={open}
      onToggle={() => setOpen((o) => !o)}
      className="related-cited-by"
    >
      <ol className="related-list">
        {data.articles.slice(0, CITED_BY_SHOWN).map((article, index) => {
          const href = citingArticleLink({ externalArticle: article.externalArticle, doi: article.doi, pii: article.pii });
          const key = article.pii || article.doi || article.articleTitle;
          const abstractId = `cited-by-abstract-${index}`;
          const isOpen = expanded.has(key);
          return (
            <li key={key} className="related-item">
              {href ? (
                <a className="related-item__title" href={href}>
                  {article.articleTitle}
                </a>
              ) : (
                <span className="related-item__title">{article.articleTitle}</span>
              )}
              <span className="related-item__source">
                {article.publicationTitle}
                {article.publicationYear ? `, ${article.publicationYear}` : ''}
              </span>
              <span className="related-item__authors">{recommendationAuthorLine(article.authors)}</span>
              {article.abstract ? (
                <>
                  <button
                    type="button"
                    className="related-abstract-toggle"
                    aria-expanded={isOpen}
                    aria-controls={abstractId}
                    onClick={() => toggleAbstract(key)}
                  >
                    {isOpen ? 'Hide abstract' : 'Show abstract'}
                  </button>
                  <p id={abstractId} className="related-item__abstract" hidden={!isOpen}>
                    {article.abstract}
                  </p>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
      {viewAll ? (
        <a className="related-more-link" href={viewAll} rel="noopener" target="_blank">
          View all on Scopus
        </a>
      ) : null}
    </RelatedPanel>
  );
}
