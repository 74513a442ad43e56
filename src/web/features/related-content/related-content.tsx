import { lazy, Suspense } from 'react';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { ArticleNavigation } from './article-navigation.tsx';
import { CitedBy } from './cited-by.tsx';
import { Crossmark } from './crossmark.tsx';
import { MetricsPanel } from './metrics-panel.tsx';
import { RecommendedArticles } from './recommended-articles.tsx';
import { SpecialIssuePanel, VirtualSpecialIssuePanel } from './special-issue.tsx';
import { RelatedPanel } from './related-panel.tsx';
import './related-content.css';

/** Only articles that mention substances load the section (001 §9 "Lazily loaded chunks"). */
const SubstancesSection = lazy(() => import('./substances-section.tsx').then((m) => ({ default: m.SubstancesSection })));

/**
 * The right column of the article page (001 §2 "related-content column"): previous / next
 * article, 'Check for updates' (crossmark), recommended articles, special issue or volume, virtual special issue, cited by and
 * metrics. Every section loads on the client after hydration, gated by its ajaxLinks flag.
 */
export function RelatedContent({ pii, pageState }: { pii: string; pageState: Pick<ArticlePageState, 'ajaxLinks'> }) {
  const { ajaxLinks } = pageState;
  return (
    <aside className="related-content" aria-label="Related content">
      <ArticleNavigation pii={pii} />
      <Crossmark pii={pii} ajaxLinks={ajaxLinks} />
      <RecommendedArticles pii={pii} ajaxLinks={ajaxLinks} />
      <SpecialIssuePanel pii={pii} ajaxLinks={ajaxLinks} />
      <VirtualSpecialIssuePanel pii={pii} />
      <CitedBy pii={pii} ajaxLinks={ajaxLinks} />
      {ajaxLinks.substances ? (
        <Suspense fallback={null}>
          <SubstancesSection pii={pii} ajaxLinks={ajaxLinks} Panel={RelatedPanel} />
        </Suspense>
      ) : null}
      <MetricsPanel pii={pii} />
      <p className="related-help">
        <button
          type="button"
          className="related-help__button secondary-button"
          data-content-type="help"
          data-content-id="recommended-articles"
          aria-haspopup="dialog"
        >
          About recommended articles
        </button>
      </p>
    </aside>
  );
}
