import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { ArticlePageState } from '#src/shared/article/article-page-state.ts';
import { PdfEmbed } from '../features/pdf-embed/pdf-embed.tsx';
import { layOutSteps } from '../ui/deferred-sections.ts';
import { afterNextFrame, runSliced } from '../ui/sliced-work.ts';
import { useEnhancers } from '../ui/use-enhancers.ts';
import { useEntitledToken } from '../ui/use-entitled-token.ts';
import { ARTICLE_ENHANCERS } from './article-enhancers.ts';
import { setEnrichedAnchors } from './enriched-anchors-store.ts';

// Enriched content (000 §4, §7) loads after hydration in a chunk of its own: the page's initial JS does not grow.
// A chunk that fails to load is reported and renders nothing (000 §8).
const EnrichedContent = lazy(() =>
  import('../features/enriched-content/enriched-content.tsx').then(
    (m) => ({ default: m.EnrichedContent }),
    (error: unknown) => {
      console.error(error);
      return { default: () => null };
    },
  ),
);

/** The Exam section after the body (001 §7): a lazy chunk, loaded only for an article with an exam. */
const ExamSection = lazy(() => import('../features/exam/exam-section.tsx').then((m) => ({ default: m.ExamSection })));

export interface ArticleMainIslandProps {
  pii: string;
  variant: string;
  pageState: ArticlePageState;
  title: string;
  enrichedPath: string;
}

/** The server-rendered article content of the page (ADR 004), found by the enhancers. */
const CONTENT_SELECTOR = '.article-page__main > article';

/**
 * What follows the server-rendered content in the middle column (exam, embedded PDF, enriched
 * content) and the enhancers of the content itself (ADR 007: an island hydrated when the
 * browser is idle; the content is never part of it).
 */
export function ArticleMainIsland({ pii, variant, pageState, title, enrichedPath }: ArticleMainIslandProps): ReactElement {
  const content = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    content.current = document.querySelector<HTMLElement>(CONTENT_SELECTOR);
  }, []);
  // A cacheable anonymous page asks for its token (ADR 008): the enhancers and the exam wait for it.
  const entitledToken = useEntitledToken(pii, pageState);
  // The enhancers wait for it; a click meant for one is held meanwhile (use-enhancers.ts).
  useEnhancers(content, { pii, entitledToken: entitledToken ?? null }, ARTICLE_ENHANCERS, entitledToken !== undefined);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The sections the browser skipped while off screen are laid out in slices (ADR 015), one
  // slice per frame: what a frame has to paint grows with what was laid out since the last one.
  useEffect(() => {
    const stop = new AbortController();
    void runSliced(layOutSteps(), { signal: stop.signal, budgetMs: 4, yieldToBrowser: afterNextFrame });
    return () => stop.abort();
  }, []);
  return (
    <>
      {variant === 'full' && pageState.ajaxLinks.exam && entitledToken !== undefined ? (
        <Suspense fallback={null}>
          <ExamSection pii={pii} entitledToken={entitledToken} ajaxLinks={pageState.ajaxLinks} />
        </Suspense>
      ) : null}
      <PdfEmbed pageState={pageState} title={title} />
      {hydrated ? (
        <Suspense fallback={null}>
          <EnrichedContent path={enrichedPath} onAnchors={setEnrichedAnchors} />
        </Suspense>
      ) : null}
    </>
  );
}
