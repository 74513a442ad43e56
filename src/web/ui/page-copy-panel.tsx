import { useMemo, type ReactElement } from 'react';
import { SIDE_PANEL_TITLES } from './side-panel-state.ts';
import { SidePanel, useSidePanel, type SidePanelContentProps } from './side-panel.tsx';

/** The page's element `id` as one line of text (null when it is not on the page). */
export function pageText(doc: Document, id: string): string | null {
  const source = doc.getElementById(id);
  return source ? (source.textContent ?? '').replace(/\s+/g, ' ').trim() : null;
}

function GoToSource({ id }: { id: string }): ReactElement {
  const { close } = useSidePanel();
  return (
    <p>
      <a href={`#${id}`} onClick={close}>
        Go to this in the article
      </a>
    </p>
  );
}

/**
 * Footnotes and references are on the page already (001 §2): their panel shows a text copy of
 * the element with that id, and a link to it in the article (which closes the panel).
 */
export function PageCopyPanel({
  type,
  id,
  opener,
  onClose,
  emptyText,
}: SidePanelContentProps & { type: 'footnote' | 'reference'; emptyText: string }): ReactElement {
  const text = useMemo(() => pageText(document, id), [id]);
  return (
    <SidePanel modal opener={opener} onClose={onClose} className="generic-side-panel" panelType={type}>
      <SidePanel.Header title={SIDE_PANEL_TITLES[type]} />
      <SidePanel.Body>
        <p className="side-panel-text">{text || emptyText}</p>
        {text !== null ? <GoToSource id={id} /> : null}
      </SidePanel.Body>
    </SidePanel>
  );
}
