/**
 * Table of contents rules (spec 000 §3 "Table of contents state", §4 "Lists", §5 "Table of
 * contents links", §9; 001 §3, §4, §9). Pure functions; the TOC component only wires them.
 */

/** 000 §9: the outline, figures, tables and extras show 6 items before expansion. */
export const TOC_SHORT_LIST = 6;
/** 001 §9 "TOC extras entitled links 2 to 50". */
export const EXTRAS_ENTITLED_LINKS_MIN = 2;
export const EXTRAS_ENTITLED_LINKS_MAX = 50;
/** 000 §9 extras impression: 'morethan50' above this count. */
export const EXTRAS_BULK_LIMIT = 50;
export const CITED_BY_ANCHOR = 'section-cited-by';

export type TocBlock = 'outline' | 'figures' | 'tables' | 'extras';

/** 000 §4 toggle labels ('Show all figures' / 'Hide figures' follow the same pattern). */
export const TOC_TOGGLE_LABELS: Readonly<Record<TocBlock, { show: string; hide: string }>> = {
  outline: { show: 'Show full outline', hide: 'Hide outline' },
  figures: { show: 'Show all figures', hide: 'Hide figures' },
  tables: { show: 'Show all tables', hide: 'Hide tables' },
  extras: { show: 'Show all extras', hide: 'Hide extras' },
};

/** 000 §9: the blocks of the table of contents, with their headings. */
export const TOC_BLOCK_TITLES = {
  outline: 'Outline',
  citedBy: 'Cited by',
  figures: 'Figures',
  tables: 'Tables',
  extras: 'Extras',
} as const;

/** 000 §5: anchor types whose links are active for every reader. */
export const ALWAYS_ACTIVE_ANCHOR_TYPES = [
  'abstract',
  'keywords',
  'biography',
  'ec-research-data',
  'ec-interactive-case-insights',
] as const;
export type TocAnchorType =
  | (typeof ALWAYS_ACTIVE_ANCHOR_TYPES)[number]
  | 'section'
  | 'figure'
  | 'table'
  | 'extra'
  | 'references'
  | 'cited-by'
  | 'other';

/** 000 §5: table of contents links are active only for entitled users, or for the listed anchor types. */
export function isTocLinkActive(anchorType: TocAnchorType, showEntitledTocLinks: boolean): boolean {
  return showEntitledTocLinks || (ALWAYS_ACTIVE_ANCHOR_TYPES as readonly string[]).includes(anchorType);
}

/** 001 §4/§9: on receipt of the table of contents the entitled-links flag turns on when the extras count is between 2 and 50. */
export function extrasTurnOnEntitledLinks(extrasCount: number): boolean {
  return extrasCount >= EXTRAS_ENTITLED_LINKS_MIN && extrasCount <= EXTRAS_ENTITLED_LINKS_MAX;
}

/** 000 §9: single download for 1 extra, bulk for more than 1, 'morethan50' for more than 50. */
export type ExtrasImpressionType = 'single' | 'bulk' | 'morethan50';
export function extrasImpressionType(extrasCount: number): ExtrasImpressionType | null {
  if (extrasCount <= 0) return null;
  if (extrasCount === 1) return 'single';
  return extrasCount > EXTRAS_BULK_LIMIT ? 'morethan50' : 'bulk';
}

/** Items shown: the first 6 until the list is expanded. */
export function visibleItems<T>(items: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? items : items.slice(0, TOC_SHORT_LIST);
}

/** A list offers its toggle only when it holds more than the short list. */
export function canToggle(count: number): boolean {
  return count > TOC_SHORT_LIST;
}

export function toggleLabel(block: TocBlock, expanded: boolean): string {
  return expanded ? TOC_TOGGLE_LABELS[block].hide : TOC_TOGGLE_LABELS[block].show;
}

/** Outline entries counted for the 6-item short outline: every entry, nested ones too, in reading order. */
interface Nested<T> {
  children: readonly T[];
}
export function flattenOutline<T extends Nested<T>>(outline: readonly T[]): T[] {
  return outline.flatMap((e) => [e, ...flattenOutline(e.children)]);
}

/** The outline cut to its first `limit` entries in reading order, keeping the nesting. */
export function shortOutline<T extends { children: T[] }>(outline: readonly T[], limit = TOC_SHORT_LIST): T[] {
  let left = limit;
  const cut = (entries: readonly T[]): T[] => {
    const out: T[] = [];
    for (const e of entries) {
      if (left <= 0) break;
      left -= 1;
      out.push({ ...e, children: cut(e.children) });
    }
    return out;
  };
  return cut(outline);
}

/** 000 §3 "Table of contents state" (the client-side part). */
export interface TocState {
  requested: boolean;
  isLoading: boolean;
  isModal: boolean;
  showEntitledTocLinks: boolean;
  showFullOutline: boolean;
  canToggleFullOutline: boolean;
  showAllFigures: boolean;
  showAllTables: boolean;
  showAllExtras: boolean;
  showCitedBy: boolean;
  showDownloadAllSupplementaryData: boolean;
}

export interface TocCounts {
  outline: number;
  figures: number;
  tables: number;
  extras: number;
  citedBy: number;
}

export type TocAction =
  | { type: 'request' }
  | { type: 'received'; counts: TocCounts }
  /** New data while the reader uses the lists (the page already came with the TOC): toggles kept. */
  | { type: 'update'; counts: TocCounts }
  | { type: 'failed' }
  | { type: 'toggle'; block: TocBlock }
  | { type: 'modal'; open: boolean };

const SHOW_KEY: Record<TocBlock, 'showFullOutline' | 'showAllFigures' | 'showAllTables' | 'showAllExtras'> = {
  outline: 'showFullOutline',
  figures: 'showAllFigures',
  tables: 'showAllTables',
  extras: 'showAllExtras',
};
export function showKeyOf(block: TocBlock): (typeof SHOW_KEY)[TocBlock] {
  return SHOW_KEY[block];
}

/** The state rendered on the server from loader data (the TOC's data already came with the page). */
export function initialTocState(counts: TocCounts, entitled: boolean): TocState {
  return received(
    {
      requested: false,
      isLoading: false,
      isModal: false,
      showEntitledTocLinks: entitled,
      showFullOutline: false,
      canToggleFullOutline: false,
      showAllFigures: false,
      showAllTables: false,
      showAllExtras: false,
      showCitedBy: false,
      showDownloadAllSupplementaryData: false,
    },
    counts,
  );
}

function received(state: TocState, counts: TocCounts): TocState {
  // 001 §4: loads, then resets the show-all toggles.
  return updated({ ...state, showFullOutline: false, showAllFigures: false, showAllTables: false, showAllExtras: false }, counts);
}

function updated(state: TocState, counts: TocCounts): TocState {
  return {
    ...state,
    isLoading: false,
    canToggleFullOutline: canToggle(counts.outline),
    showCitedBy: counts.citedBy > 0,
    showEntitledTocLinks: state.showEntitledTocLinks || extrasTurnOnEntitledLinks(counts.extras),
    showDownloadAllSupplementaryData: counts.extras > 1,
  };
}

export function tocReducer(state: TocState, action: TocAction): TocState {
  switch (action.type) {
    case 'request':
      return { ...state, requested: true, isLoading: true };
    case 'received':
      return received(state, action.counts);
    case 'update':
      return updated(state, action.counts);
    case 'failed':
      return { ...state, isLoading: false };
    case 'toggle': {
      const key = SHOW_KEY[action.block];
      return { ...state, [key]: !state[key] };
    }
    case 'modal':
      return { ...state, isModal: action.open };
  }
}

/** 000 §4 "Book table of contents". */
export const BOOK_TAB_LABELS = { chapter: 'Chapter contents', book: 'Book contents' } as const;
export const BOOK_LOADING_TEXT = 'Loading\u2026';
export const NO_CHAPTER_OUTLINE_TEXT = 'This chapter does not have an outline.';
/** The book tab's own full-contents toggle. */
export const FULL_CONTENTS_LABELS = { show: 'Show full contents', hide: 'Hide contents' } as const;

/** 000 §4: a book (contentType BK) shows the two tabs. */
export function showsBookTabs(contentType: string): boolean {
  return contentType === 'BK';
}

/** The usage event eid of a bulk download: the article eid plus the bulk-download zip suffix (000 §7). */
export const BULK_DOWNLOAD_EID_SUFFIX = '-mmc.zip';
export function bulkDownloadEid(articleEid: string): string {
  return `${articleEid}${BULK_DOWNLOAD_EID_SUFFIX}`;
}

/** POST /sdfe/pdf/download/{pii}/attachments (000 §2, §7). */
export function bulkDownloadAction(pii: string): string {
  return `/sdfe/pdf/download/${encodeURIComponent(pii)}/attachments`;
}
