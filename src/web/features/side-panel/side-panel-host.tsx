import { Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactElement } from 'react';
import type { SidePanelType } from '#src/web/ui/side-panel-state.ts';
import { closePanel, openerOf, panelSnapshot, panelValueError, parsePanelValue, subscribePanel } from '../../ui/panel-location.ts';
import type { SidePanelContentProps } from '../../ui/side-panel.tsx';

/** Each panel type's component (lazy chunks of their features, given by the route: ADR 009). */
export type SidePanelRegistry = Readonly<Record<SidePanelType, ComponentType<SidePanelContentProps>>>;

export interface SidePanelHostProps {
  panels: SidePanelRegistry;
  pii: string;
  entitledToken: string | null;
}

/**
 * The side panel of the article page (001 §2; ADR 009): renders the panel the URL names
 * (`?panel=<kind>:<id>`), one at a time, and nothing when none is named. Opening, closing,
 * back/forward and shared links all go through the URL. It lives in a React root of its own,
 * outside the server-only article body.
 */
export function SidePanelHost({ panels, pii, entitledToken }: SidePanelHostProps): ReactElement | null {
  const value = useSyncExternalStore(subscribePanel, panelSnapshot, () => '');
  const ref = parsePanelValue(value);
  useEffect(() => {
    const error = panelValueError(value);
    if (error) console.error(new Error(error));
  }, [value]);
  if (!ref) return null;
  const Panel = panels[ref.type];
  return (
    <Suspense fallback={null}>
      {/* A new type is a new dialog (modal and docked panels differ); the same type keeps its dialog and opener. */}
      <Panel key={ref.type} id={ref.id} pii={pii} entitledToken={entitledToken} opener={openerOf(ref)} onClose={closePanel} />
    </Suspense>
  );
}
