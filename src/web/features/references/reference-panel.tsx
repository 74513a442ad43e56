import type { ReactElement } from 'react';
import { PageCopyPanel } from '../../ui/page-copy-panel.tsx';
import type { SidePanelContentProps } from '../../ui/side-panel.tsx';

/** The Reference side panel (001 §2): the reference with that id, as the page lists it. */
export function ReferencePanel(props: SidePanelContentProps): ReactElement {
  return <PageCopyPanel {...props} type="reference" emptyText="This reference is not on the page." />;
}
