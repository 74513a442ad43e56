/**
 * The download-issue modal (001 §3 "downloadIssue", §4): if the issue's articles are loaded it
 * opens at once, otherwise their metadata is fetched first; all articles are preselected and
 * can be selected and deselected.
 */
export interface DownloadIssueArticle {
  pii: string;
  title: string;
}

export interface DownloadIssueState {
  articles: DownloadIssueArticle[] | null;
  selected: string[];
  isOpen: boolean;
  /** Metadata requested and not yet answered. */
  isLoading: boolean;
}

export type DownloadIssueAction =
  | { type: 'open' }
  | { type: 'received'; articles: DownloadIssueArticle[] }
  | { type: 'failed' }
  | { type: 'toggle'; pii: string }
  | { type: 'select-all' }
  | { type: 'deselect-all' }
  | { type: 'close' };

export const INITIAL_DOWNLOAD_ISSUE: DownloadIssueState = { articles: null, selected: [], isOpen: false, isLoading: false };

/** `open` with no articles yet only starts loading; the caller fetches the metadata when isLoading turns on. */
export function downloadIssueReducer(state: DownloadIssueState, action: DownloadIssueAction): DownloadIssueState {
  switch (action.type) {
    case 'open':
      return state.articles
        ? { ...state, isOpen: true, isLoading: false, selected: state.articles.map((a) => a.pii) }
        : { ...state, isOpen: false, isLoading: true };
    case 'received':
      return { articles: action.articles, selected: action.articles.map((a) => a.pii), isOpen: true, isLoading: false };
    case 'failed':
      return { ...state, isOpen: false, isLoading: false };
    case 'toggle': {
      if (!state.articles?.some((a) => a.pii === action.pii)) return state;
      const selected = state.selected.includes(action.pii)
        ? state.selected.filter((p) => p !== action.pii)
        : state.articles.filter((a) => a.pii === action.pii || state.selected.includes(a.pii)).map((a) => a.pii);
      return { ...state, selected };
    }
    case 'select-all':
      return { ...state, selected: (state.articles ?? []).map((a) => a.pii) };
    case 'deselect-all':
      return { ...state, selected: [] };
    case 'close':
      return { ...state, isOpen: false };
  }
}

/** 001 §7: the metadata query — pii = the last part of the hub-eid for non-books, isbn for books. */
export function downloadIssueMetadataQuery(input: { contentType: string; hubEid?: string | null; isbn?: string | null }): string | null {
  if (input.contentType === 'BK') return input.isbn ? `isbn=${encodeURIComponent(input.isbn)}` : null;
  const last = input.hubEid?.split('-').pop();
  return last ? `pii=${encodeURIComponent(last)}` : null;
}
