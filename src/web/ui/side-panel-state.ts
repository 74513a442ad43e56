/**
 * The side panel (001 §2, §3 "sidePanel openState", §4, §8; 000 §8): one panel at a time,
 * of one type, in state OPEN, CLOSED or COLLAPSED.
 */
export const SIDE_PANEL_TYPES = ['author', 'footnote', 'help', 'reference', 'substance', 'questions-and-answers'] as const;
export type SidePanelType = (typeof SIDE_PANEL_TYPES)[number];
export type SidePanelOpenState = 'OPEN' | 'CLOSED' | 'COLLAPSED';

export const SIDE_PANEL_TITLES: Readonly<Record<SidePanelType, string>> = {
  author: 'Author',
  footnote: 'Footnote',
  help: 'Help',
  reference: 'Reference',
  substance: 'Reaxys substance information',
  'questions-and-answers': 'Questions answered in this article',
};

export const SIDE_PANEL_WITHOUT_IDENTIFIER = 'Invalid state. Side panel opened without identifier.';
export const SUBSTANCES_NOT_LOADED = 'Invalid state. Substance info panel mounted before substances loaded';
export function substanceNotFound(id: string | number): string {
  return `Invalid state. Substance at position ${id} not found.`;
}

/** Questions answered collapses into a banner under 768 px. */
export const SIDE_PANEL_NARROW_BELOW = 768;
export const SUBSTANCES_SHOWN = 6;

/** The panel type an element's content-type names ("Questions and answers" and aliases included); null when none. */
export function sidePanelTypeOf(contentType: string | null | undefined): SidePanelType | null {
  const t = (contentType ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if ((SIDE_PANEL_TYPES as readonly string[]).includes(t)) return t as SidePanelType;
  if (t === 'questions-answered' || t === 'qa' || t === 'questions-answered-in-this-article') return 'questions-and-answers';
  return null;
}

/** 000 §8: a panel opened with no id throws. */
export function requirePanelId(id: string | null | undefined): string {
  if (id === null || id === undefined || id.trim() === '') throw new Error(SIDE_PANEL_WITHOUT_IDENTIFIER);
  return id;
}

/** All close on outside click except Questions answered (001 §2). */
export function closesOnOutsideClick(type: SidePanelType): boolean {
  return type !== 'questions-and-answers';
}

/** The state a panel opens in: Questions answered collapses (a banner with Expand) under 768 px. */
export function openingState(type: SidePanelType, viewportWidth: number): SidePanelOpenState {
  return type === 'questions-and-answers' && viewportWidth < SIDE_PANEL_NARROW_BELOW ? 'COLLAPSED' : 'OPEN';
}

/** What shows: on wide screens a collapsed panel still shows as open. */
export function displayedState(state: SidePanelOpenState, viewportWidth: number): SidePanelOpenState {
  return state === 'COLLAPSED' && viewportWidth >= SIDE_PANEL_NARROW_BELOW ? 'OPEN' : state;
}

/** Substance panel navigation: previous disabled at the first item, next at the last. */
export function substanceNavigation(position: number, count: number): { previousDisabled: boolean; nextDisabled: boolean } {
  return { previousDisabled: position <= 0, nextDisabled: position >= count - 1 };
}

/** The substance at `position`; the spec's invariant errors otherwise. */
export function substanceAt<T>(substances: readonly T[] | null | undefined, position: number): T {
  if (!substances) throw new Error(SUBSTANCES_NOT_LOADED);
  const found = substances[position];
  if (found === undefined) throw new Error(substanceNotFound(position));
  return found;
}

/** The first 6 substances until expanded; the toggle exists only when more than 6. */
export function visibleSubstances<T>(substances: readonly T[], expanded: boolean): { shown: readonly T[]; hasToggle: boolean } {
  return { shown: expanded ? substances : substances.slice(0, SUBSTANCES_SHOWN), hasToggle: substances.length > SUBSTANCES_SHOWN };
}
