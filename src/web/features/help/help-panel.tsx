import { useEffect, useMemo, type ReactElement } from 'react';
import { helpTextFor } from './help-text.ts';
import { SIDE_PANEL_TITLES } from '#src/web/ui/side-panel-state.ts';
import { SidePanel, type SidePanelContentProps } from '../../ui/side-panel.tsx';
import { HELP_TEXTS } from './help-texts.ts';

/** The text for a help id, or the spec's invariant error (000 §8) when there is none. */
function helpText(id: string): { text: string } | { error: Error } {
  try {
    return { text: helpTextFor(HELP_TEXTS, id) };
  } catch (error) {
    return { error: error as Error };
  }
}

/** The Help side panel (001 §2): the text of one help topic ('What’s this?' links, help openers). */
export function HelpPanel({ id, opener, onClose }: SidePanelContentProps): ReactElement {
  const help = useMemo(() => helpText(id), [id]);
  useEffect(() => {
    // 000 §8: an unknown help id is reported; the panel stays empty.
    if ('error' in help) console.error(help.error);
  }, [help]);
  return (
    <SidePanel modal opener={opener} onClose={onClose} className="generic-side-panel" panelType="help">
      <SidePanel.Header title={SIDE_PANEL_TITLES.help} />
      <SidePanel.Body>{'text' in help ? <p className="side-panel-text">{help.text}</p> : null}</SidePanel.Body>
    </SidePanel>
  );
}
