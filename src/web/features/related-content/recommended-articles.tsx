import { useEffect, useMemo, useRef, useState } from 'react';
import type { RecommendationsResponse } from '#src/shared/api/api-contract.ts';
import { isRecommendationsResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import type { AjaxLinks } from '#src/shared/article/article-page-state.ts';
import {
  RECOMMENDATIONS_EMPTY,
  RECOMMENDATIONS_FAILED,
  RECOMMENDATIONS_LOADING,
  recommendationAuthorLine,
  recommendationsToggleText,
  visibleRecommendations,
} from '#src/web/features/related-content/related-content-rules.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { useRootData } from '../../ui/use-root-data.ts';
import { feedbackPoster, sendRecommendationFeedback } from './recommendation-feedback.ts';
import { RelatedPanel } from './related-panel.tsx';

/**
 * Recommended articles (000 §4, §9; 001 §4, §7): loads only while its section is open; 3 show
 * until expanded, the toggle gives the hidden count; 'Loading...', 'Recommended articles
 * cannot be displayed at this time.' and 'No articles found.'; 2 authors per line. Shown
 * recommendations send Display feedback, a title click TitleClick (001 §5).
 */
export function RecommendedArticles({ pii, ajaxLinks }: { pii: string; ajaxLinks: Partial<AjaxLinks> | null }) {
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const section = useSectionData<RecommendationsResponse>(
    'recommendations',
    (signal) =>
      fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/recommendations`, signal, (v) =>
        readJson(v, isRecommendationsResponse, 'recommendations'),
      ),
    { ajaxLinks, enabled: open },
  );
  const data = section.data;
  const shown = useMemo(() => (data ? visibleRecommendations(data.articles, expanded) : []), [data, expanded]);
  const displayed = useRef(new Set<string>());
  const { csrfToken } = useRootData();
  const post = useMemo(() => feedbackPoster(csrfToken), [csrfToken]);

  useEffect(() => {
    if (!data || !open) return;
    const fresh = shown
      .map((a, i) => ({ recommendationToken: a.recommendationToken, position: i + 1 }))
      .filter((item) => !displayed.current.has(item.recommendationToken));
    if (fresh.length === 0) return;
    fresh.forEach((item) => displayed.current.add(item.recommendationToken));
    sendRecommendationFeedback('Display', data.pageLoadId, fresh, post);
  }, [data, open, shown, post]);

  if (!ajaxLinks?.recommendations) return null;
  const toggleText = data ? recommendationsToggleText(data.articles.length, expanded) : null;
  return (
    <RelatedPanel title="Recommended articles" open={open} onToggle={() => setOpen((o) => !o)} className="related-recommendations">
      <div aria-live="polite" aria-busy={section.status === 'request'}>
        {section.status === 'request' ? <p className="related-status">{RECOMMENDATIONS_LOADING}</p> : null}
        {section.status === 'failed' ? <p className="related-status">{RECOMMENDATIONS_FAILED}</p> : null}
        {section.status === 'received' && data?.articles.length === 0 ? <p className="related-status">{RECOMMENDATIONS_EMPTY}</p> : null}
      </div>
      {shown.length > 0 && data ? (
        <ol className="related-list">
          {shown.map((article, index) => (
            <li key={article.pii} className="related-item">
              <a
                className="related-item__title"
                href={`/science/article/pii/${encodeURIComponent(article.pii)}`}
                onClick={() =>
                  sendRecommendationFeedback(
                    'TitleClick',
                    data.pageLoadId,
                    [{ recommendationToken: article.recommendationToken, position: index + 1 }],
                    post,
                  )
                }
              >
                {article.title}
              </a>
              <span className="related-item__source">
                {article.publicationTitle}
                {article.publicationYear ? `, ${article.publicationYear}` : ''}
              </span>
              <span className="related-item__authors">{recommendationAuthorLine(article.authors, article.authorCount)}</span>
            </li>
          ))}
        </ol>
      ) : null}
      {toggleText ? (
        <button type="button" className="related-more secondary-button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {toggleText}
        </button>
      ) : null}
    </RelatedPanel>
  );
}
