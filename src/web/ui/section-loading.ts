import type { AjaxLinkName, AjaxLinks } from '#src/shared/article/article-page-state.ts';

/**
 * The article page's lazily loaded sections (001 §4 "Each data section … goes request, then
 * received or failed") and what each does when its request fails (001 §8, the error
 * catalogue). One table, so every section's gate and failure handling is written once and
 * tested once; the client state machine (src/web/ui/use-section-data.ts) follows it.
 */
export const SECTION_NAMES = [
  'authors',
  'body',
  'glossary',
  'references',
  'citingArticles',
  'refersTo',
  'referredToBy',
  'specialIssue',
  'recommendations',
  'entitledRecommendations',
  'linkingHub',
  'downloadIssueMetadata',
  'toc',
  'exam',
  'substances',
  'questionsAndAnswers',
  'referenceLinks',
  'siblings',
  'virtualSpecialIssue',
  'metrics',
] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/**
 * - `failed-state`: the failed state is kept with its error; the section shows no message (001 §8).
 * - `body-failed`: the body-failed state and its page text; dependent follow-up work is skipped.
 * - `transient-error`: the transient error modal opens naming the unavailable action.
 * - `popup-still-opens`: failed state, and the entitled-recommendations popup opens anyway.
 * - `console`: logged to the console only.
 * - `silent`: ignored; the section simply stays empty.
 * - `unhandled`: the spec gives no failure handling; the error reaches the console as an uncaught one would.
 */
export type FailureHandling = 'failed-state' | 'body-failed' | 'transient-error' | 'popup-still-opens' | 'console' | 'silent' | 'unhandled';

export interface SectionPolicy {
  /** The ajaxLinks flag that gates the request (001 §7); null: gated by the caller's own condition. */
  ajaxLink: AjaxLinkName | null;
  onFailure: FailureHandling;
}

export const SECTION_POLICIES: Readonly<Record<SectionName, SectionPolicy>> = {
  authors: { ajaxLink: 'authors', onFailure: 'failed-state' },
  body: { ajaxLink: 'body', onFailure: 'body-failed' },
  glossary: { ajaxLink: 'glossary', onFailure: 'failed-state' },
  references: { ajaxLink: 'references', onFailure: 'unhandled' },
  citingArticles: { ajaxLink: 'citingArticles', onFailure: 'failed-state' },
  refersTo: { ajaxLink: 'refersTo', onFailure: 'failed-state' },
  referredToBy: { ajaxLink: 'referredToBy', onFailure: 'unhandled' },
  specialIssue: { ajaxLink: 'specialIssueArticles', onFailure: 'failed-state' },
  recommendations: { ajaxLink: 'recommendations', onFailure: 'failed-state' },
  entitledRecommendations: { ajaxLink: 'recommendations-entitled', onFailure: 'popup-still-opens' },
  // 001 §7: the linking hub is called "when accessOptions exist"; failure sets hasError.
  linkingHub: { ajaxLink: null, onFailure: 'failed-state' },
  // Fetched when the download-issue modal opens without its articles (001 §4).
  downloadIssueMetadata: { ajaxLink: null, onFailure: 'transient-error' },
  toc: { ajaxLink: 'toc', onFailure: 'silent' },
  // 001 §8 names no handling for exam; like the other content sections it keeps its failed state.
  exam: { ajaxLink: 'exam', onFailure: 'failed-state' },
  substances: { ajaxLink: 'substances', onFailure: 'silent' },
  questionsAndAnswers: { ajaxLink: 'questionsAndAnswers', onFailure: 'silent' },
  referenceLinks: { ajaxLink: 'referenceLinks', onFailure: 'console' },
  // Fetched when an issue PII or ISBN exists (001 §7).
  siblings: { ajaxLink: null, onFailure: 'silent' },
  // Journals only (001 §7 /journal/vsi/{id}).
  virtualSpecialIssue: { ajaxLink: null, onFailure: 'silent' },
  // Loaded when the metrics panel opens (001 §4); a failure keeps the failed state.
  metrics: { ajaxLink: null, onFailure: 'failed-state' },
};

export const LOADING_TEXT = 'Loading...';
export const BODY_FAILED_TEXT = 'Sorry, something went wrong. Please try again and make sure cookies are enabled';
/** 001 §8: the transient error modal's unavailable action for a failed download-issue metadata request. */
export const DOWNLOAD_ISSUE_UNAVAILABLE_ACTION = 'the download of multiple articles in this issue';

/** Whether the section may be requested at all: its ajaxLinks flag is on (or it has none). */
export function isSectionEnabled(section: SectionName, ajaxLinks: Partial<AjaxLinks> | null | undefined): boolean {
  const flag = SECTION_POLICIES[section].ajaxLink;
  if (flag === null) return true;
  return ajaxLinks?.[flag] === true;
}

export type SectionStatus = 'idle' | 'request' | 'received' | 'failed';

export interface SectionState<T> {
  status: SectionStatus;
  data: T | undefined;
  /** Kept only where the failure handling keeps it (`failed-state`, `body-failed`, `popup-still-opens`). */
  error: unknown;
}

export type SectionAction<T> = { type: 'request' } | { type: 'received'; data: T } | { type: 'failed'; error: unknown } | { type: 'reset' };

export const IDLE_SECTION: SectionState<never> = { status: 'idle', data: undefined, error: undefined };

const KEEPS_ERROR: ReadonlySet<FailureHandling> = new Set(['failed-state', 'body-failed', 'popup-still-opens']);

/** The state machine of one section: idle → request → received | failed; a new request starts over. */
export function sectionReducer<T>(section: SectionName) {
  return (state: SectionState<T>, action: SectionAction<T>): SectionState<T> => {
    switch (action.type) {
      case 'request':
        return { status: 'request', data: state.data, error: undefined };
      case 'received':
        return { status: 'received', data: action.data, error: undefined };
      case 'failed':
        return {
          status: 'failed',
          data: undefined,
          error: KEEPS_ERROR.has(SECTION_POLICIES[section].onFailure) ? action.error : undefined,
        };
      case 'reset':
        return IDLE_SECTION;
    }
  };
}

/** What the reader sees for a section in this state: `Loading...` while requested, the body's failure text. */
export function sectionMessage(section: SectionName, status: SectionStatus): string | null {
  if (status === 'request') return LOADING_TEXT;
  if (status === 'failed' && SECTION_POLICIES[section].onFailure === 'body-failed') return BODY_FAILED_TEXT;
  return null;
}

/** 001 §4/§8: dependent follow-up work (after the body) runs only once the body was received. */
export function shouldRunBodyFollowUp(bodyStatus: SectionStatus): boolean {
  return bodyStatus === 'received';
}

export type FailureEffect =
  | { kind: 'none' }
  | { kind: 'console'; error: unknown }
  | { kind: 'transient-error'; unavailableAction: string }
  | { kind: 'open-entitled-recommendations' };

/**
 * The side effect of a failure (beyond the state). `opensOnPageLoad`: the issue download was
 * asked for on page load (001 §8: then no transient error modal).
 */
export function failureEffect(section: SectionName, error: unknown, opts: { opensOnPageLoad?: boolean } = {}): FailureEffect {
  switch (SECTION_POLICIES[section].onFailure) {
    case 'transient-error':
      return opts.opensOnPageLoad ? { kind: 'none' } : { kind: 'transient-error', unavailableAction: DOWNLOAD_ISSUE_UNAVAILABLE_ACTION };
    case 'popup-still-opens':
      return { kind: 'open-entitled-recommendations' };
    case 'console':
    case 'unhandled':
      return { kind: 'console', error };
    default:
      return { kind: 'none' };
  }
}
