import { loadChunk } from '#src/web/ui/chunk-load.ts';
import type { EnhancerModule } from '../ui/use-enhancers.ts';

/**
 * The client-side enhancers of the article page, each a lazily loaded chunk
 * (features add theirs here; see ui/use-enhancers.ts).
 */
export const ARTICLE_ENHANCERS: readonly EnhancerModule[] = [
  () => import('../features/citation-popover/citation-popover.ts'),
  () => import('../features/references/reference-links-enhancer.ts'),
  () => import('../features/author-panel/author-panel.ts'),
  () => import('../features/topic-links/topic-links-enhancer.ts'),
  () => import('../features/usage/usage-enhancer.ts'),
  () => import('../features/counter-beacon/page-usage-beacon.ts'),
  () => import('../features/related-notice/related-notice-enhancer.ts'),
  () => import('../features/mendeley/mendeley-enhancer.ts'),
  () =>
    import('../features/figure-viewer/figure-viewer-enhancer.ts').then(({ figureViewerEnhancer }) => ({
      enhance: figureViewerEnhancer(() =>
        loadChunk('figure-viewer', 'features/figure-viewer/figure-viewer.ts', () => import('../features/figure-viewer/figure-viewer.ts')),
      ),
    })),
  // The body's delegated click handler only sets `?panel=`; the host that renders the panel is a chunk of its own (ADR 009).
  () =>
    loadChunk(
      'side-panel',
      'features/side-panel/side-panel-enhancer.ts',
      () => import('../features/side-panel/side-panel-enhancer.ts'),
    ).then(({ sidePanelEnhancer }) => ({
      enhance: sidePanelEnhancer(() => import('../islands/side-panel-root.tsx').then((m) => m.mountSidePanelHost)),
    })),
];
