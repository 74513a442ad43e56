import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { useRootData } from '../../ui/use-root-data.ts';
import { DownloadIssueModal } from './download-issue-modal.tsx';
import { EntitledRecommendationsPopup } from './entitled-recommendations-popup.tsx';
import { DownloadCapModal, TransientErrorModal } from './page-modals.tsx';
import { SelectionSearch } from './selection-search.tsx';
import { useHashScroll } from './use-hash-scroll.ts';
import './page-interactions.css';

/**
 * Page-level interactions of the article page (001 §4, §5, §9): hash scrolling, text-selection
 * search, download caps and the page's modals (download issue, download cap, transient error,
 * entitled recommendations).
 */
export function PageInteractions({ pii, pageState }: { pii: string; pageState: Pick<ArticlePageState, 'ajaxLinks'> }) {
  useHashScroll();
  const { csrfToken } = useRootData();
  return (
    <>
      <SelectionSearch origin="article" />
      <DownloadIssueModal csrfToken={csrfToken} />
      <DownloadCapModal />
      <TransientErrorModal />
      <EntitledRecommendationsPopup pii={pii} hasLink={pageState.ajaxLinks['recommendations-entitled']} isCasaUser={false} />
    </>
  );
}
