import { useEffect, type ReactElement } from 'react';
import { authorDetails } from './author-details.ts';
import { authorIndexOfPanel } from './author-articles.ts';
import { SIDE_PANEL_TITLES } from '#src/web/ui/side-panel-state.ts';
import { SidePanel, type SidePanelContentProps } from '../../ui/side-panel.tsx';
import { usePanelData } from '../../ui/use-panel-data.ts';
import { AuthorDetailsView } from './author-details-view.tsx';
import { authorsSourceFor } from './authors-source.ts';
import { OtherArticles } from './other-articles.tsx';

/**
 * The Author side panel (001 §2 side panel types): a modal side panel that closes on Escape,
 * on its close button and on a click outside it. Its content follows the authors request
 * (shared with the header's full list): 'Loading...' while requested (001 §8), the details
 * when received, nothing more when it failed (001 §8: "Authors failure: failed state, no
 * message"); then the author's other articles (001 §7).
 */
export function AuthorSidePanel({ id, pii, opener, onClose }: SidePanelContentProps): ReactElement {
  const source = authorsSourceFor(pii);
  const authors = usePanelData(`authors:${pii}`, () => source.load());
  useEffect(() => {
    if (authors.status === 'failed') console.error(new Error(`Authors request failed for ${pii}`));
  }, [authors.status, pii]);
  const data = source.data ?? (authors.status === 'received' ? authors.data : undefined);
  const details = data ? authorDetails(data, id) : undefined;
  const index = data ? authorIndexOfPanel(data.authors, id) : null;
  // Until the details arrive, the panel is named by the name the reader chose.
  const title = details?.name ?? (opener?.textContent?.trim() || SIDE_PANEL_TITLES.author);
  return (
    <SidePanel modal opener={opener} onClose={onClose} className="author-panel" panelType="author">
      <SidePanel.Header title={title} closeLabel="Close author details" />
      <SidePanel.Body busy={!data && authors.status === 'request'}>
        {details ? <AuthorDetailsView details={details} /> : null}
        {details && index !== null ? <OtherArticles pii={pii} index={index} /> : null}
      </SidePanel.Body>
    </SidePanel>
  );
}
