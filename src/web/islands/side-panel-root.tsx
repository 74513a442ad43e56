import { createRoot } from 'react-dom/client';
import { SidePanelHost } from '../features/side-panel/side-panel-host.tsx';
import { ARTICLE_SIDE_PANELS } from '../routes/article-side-panels.ts';
import type { EnhancerContext } from '../ui/use-enhancers.ts';

/**
 * The article page's side-panel host as a React root of its own (ADR 009), outside the
 * server-only article body: nothing of it is server-rendered, so it is created, not hydrated.
 * A lazy chunk, loaded on the first opening (or at once when the URL names a panel).
 */
export function mountSidePanelHost({ pii, entitledToken }: EnhancerContext): Promise<() => void> {
  const container = document.createElement('div');
  container.className = 'side-panel-host';
  document.body.append(container);
  const root = createRoot(container);
  root.render(<SidePanelHost panels={ARTICLE_SIDE_PANELS} pii={pii} entitledToken={entitledToken ?? null} />);
  return Promise.resolve(() => {
    root.unmount();
    container.remove();
  });
}
