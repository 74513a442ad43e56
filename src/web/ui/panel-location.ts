import { requirePanelId, sidePanelTypeOf, type SidePanelType } from './side-panel-state.ts';

/**
 * The open side panel lives in the page's URL (ADR 009): `?panel=<kind>:<id>`, e.g.
 * `?panel=reference:bib12`, `?panel=author:au1`, `?panel=qa:all`. The body's delegated click
 * handler only writes it; the side-panel host reads it, so back/forward and shared links open
 * and close the panel. The opener of a panel (for focus return, 001 §2) is remembered here.
 */
export const PANEL_PARAM = 'panel';

export interface PanelRef {
  type: SidePanelType;
  id: string;
}

/** The short kind written in the URL; Questions answered is `qa`. */
export function panelKind(type: SidePanelType): string {
  return type === 'questions-and-answers' ? 'qa' : type;
}

/** `kind:id` for a panel. */
export function panelValue(ref: PanelRef): string {
  return `${panelKind(ref.type)}:${ref.id}`;
}

/**
 * The panel a `?panel=` value names: null when there is none, the kind is unknown or the id is
 * missing (a missing id is the spec's invariant error, 000 §8, reported by `readPanel`).
 */
export function parsePanelValue(value: string | null | undefined): PanelRef | null {
  if (!value) return null;
  const colon = value.indexOf(':');
  const type = sidePanelTypeOf(colon < 0 ? value : value.slice(0, colon));
  if (!type) return null;
  const id = colon < 0 ? '' : value.slice(colon + 1);
  return id.trim() === '' ? null : { type, id };
}

/** The search string with the panel set (or removed when `ref` is null); other parameters kept. */
export function searchWithPanel(search: string, ref: PanelRef | null): string {
  const params = new URLSearchParams(search);
  if (ref) params.set(PANEL_PARAM, panelValue(ref));
  else params.delete(PANEL_PARAM);
  // `:` stays readable in the URL (`?panel=reference:bib12`).
  const query = params.toString().replace(/%3A/gi, ':');
  return query ? `?${query}` : '';
}

/** The panel of the current location (null when none, or when `?panel=` names none). */
export function readPanel(location: Pick<Location, 'search'> = window.location): PanelRef | null {
  return parsePanelValue(new URLSearchParams(location.search).get(PANEL_PARAM));
}

/** 000 §8: a `?panel=` value naming a known kind without an id is the invariant error; null otherwise. */
export function panelValueError(value: string | null | undefined): string | null {
  if (!value || parsePanelValue(value)) return null;
  const colon = value.indexOf(':');
  if (sidePanelTypeOf(colon < 0 ? value : value.slice(0, colon)) === null) return null;
  try {
    requirePanelId(colon < 0 ? '' : value.slice(colon + 1));
  } catch (error) {
    return (error as Error).message;
  }
  return null;
}

const CHANGE = 'lectern:panel-change';
const openers = new Map<string, HTMLElement>();

function go(ref: PanelRef | null, push: boolean): void {
  const { pathname, search, hash } = window.location;
  const next = `${pathname}${searchWithPanel(search, ref)}${hash}`;
  if (push) window.history.pushState(window.history.state, '', next);
  else window.history.replaceState(window.history.state, '', next);
  window.dispatchEvent(new Event(CHANGE));
}

/**
 * Opens a panel: a new history entry when none was open (Back closes it), the same entry when
 * one panel replaces another. 000 §8: without an id it throws the invariant error.
 */
export function openPanel(type: SidePanelType, id: string | null | undefined, opener: HTMLElement | null): void {
  const ref = { type, id: requirePanelId(id) };
  if (opener) openers.set(panelValue(ref), opener);
  go(ref, readPanel() === null);
}

/** Closes the panel: the URL loses its `panel` parameter. */
export function closePanel(): void {
  if (readPanel() !== null) go(null, false);
}

/** The control that last opened this panel, if it is still on the page. */
export function openerOf(ref: PanelRef): HTMLElement | null {
  const opener = openers.get(panelValue(ref));
  return opener?.isConnected ? opener : null;
}

/** Calls `onChange` whenever the panel in the URL may have changed (open, close, back, forward). */
export function subscribePanel(onChange: () => void): () => void {
  window.addEventListener(CHANGE, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(CHANGE, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The current `?panel=` value (a string, so it can be a useSyncExternalStore snapshot). */
export function panelSnapshot(): string {
  return new URLSearchParams(window.location.search).get(PANEL_PARAM) ?? '';
}
