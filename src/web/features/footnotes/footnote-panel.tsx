import type { ReactElement } from 'react';
import { PageCopyPanel } from '../../ui/page-copy-panel.tsx';
import type { SidePanelContentProps } from '../../ui/side-panel.tsx';

/** The Footnote side panel (001 §2): the note with that id, opened from its marker in the body. */
export function FootnotePanel(props: SidePanelContentProps): ReactElement {
  return <PageCopyPanel {...props} type="footnote" emptyText="This footnote is not on the page." />;
}
