import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AjaxLinks } from '#src/shared/article/article-page-state.ts';
import {
  IDLE_SECTION,
  failureEffect,
  isSectionEnabled,
  sectionMessage,
  sectionReducer,
  type SectionName,
  type SectionState,
} from '#src/web/ui/section-loading.ts';

/**
 * One page section's data (001 §4): request → received | failed, gated by its ajaxLinks flag,
 * with the failure handling of 001 §8 from SECTION_POLICIES. Failures with a page-wide effect
 * is announced as a DOM event, so the component that owns the modal reacts:
 *   - `lectern:transient-error` (detail `{ unavailableAction }`) — the transient error modal.
 * (The entitled-recommendations popup loads its own data and opens on a failure itself.)
 */
export const TRANSIENT_ERROR_EVENT = 'lectern:transient-error';

export interface SectionDataOptions {
  /** The article's ajaxLinks (loader data `pageState.ajaxLinks`); the section loads only when its flag is on. */
  ajaxLinks?: Partial<AjaxLinks> | null;
  /** An extra gate: false (e.g. the related-content section is closed) keeps the section idle. */
  enabled?: boolean;
  /** The issue download was asked for on page load (001 §8: then no transient error modal). */
  opensOnPageLoad?: boolean;
}

export interface SectionData<T> extends SectionState<T> {
  /** `Loading...` while requested; the body's failure text when the body failed; otherwise null. */
  message: string | null;
  /** Request again (a retry, or a first load of a section whose `enabled` is managed by the caller). */
  reload(): void;
}

export type SectionLoad<T> = (signal: AbortSignal) => Promise<T>;

/** Announce a failure's page-wide effect (also used by non-React enhancers). */
export function reportSectionFailure(section: SectionName, error: unknown, opts: { opensOnPageLoad?: boolean } = {}): void {
  const effect = failureEffect(section, error, opts);
  if (effect.kind === 'console') console.error(effect.error);
  if (typeof window === 'undefined') return;
  if (effect.kind === 'transient-error') {
    window.dispatchEvent(new CustomEvent(TRANSIENT_ERROR_EVENT, { detail: { unavailableAction: effect.unavailableAction } }));
  }
}

/** GET a JSON section endpoint (no signal: never cancelled); a non-2xx answer is a failure carrying its status. */
export async function fetchSectionJson<T>(
  url: string,
  signal: AbortSignal | undefined,
  parse: (value: unknown) => T = (v) => v as T,
): Promise<T> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) {
    // Read the problem document: an unread body keeps the request open.
    const detail = await response.text().catch(() => '');
    throw new Error(`GET ${url} answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`);
  }
  return parse(await response.json());
}

export function useSectionData<T>(section: SectionName, load: SectionLoad<T>, options: SectionDataOptions = {}): SectionData<T> {
  const [state, dispatch] = useReducer(sectionReducer<T>(section), IDLE_SECTION as SectionState<T>);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const pageLoadRef = useRef(options.opensOnPageLoad ?? false);
  pageLoadRef.current = options.opensOnPageLoad ?? false;
  const allowed = isSectionEnabled(section, options.ajaxLinks) && (options.enabled ?? true);
  const receivedRef = useRef(false);
  receivedRef.current = state.status === 'received';
  const forcedRef = useRef(0);

  useEffect(() => {
    if (!allowed) return;
    // Closing and reopening a section keeps what it received; only reload() asks again.
    if (receivedRef.current && forcedRef.current === attempt) return;
    forcedRef.current = attempt;
    const controller = new AbortController();
    dispatch({ type: 'request' });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) dispatch({ type: 'received', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed', error });
        reportSectionFailure(section, error, { opensOnPageLoad: pageLoadRef.current });
      },
    );
    return () => controller.abort();
  }, [section, allowed, attempt]);

  const reload = useCallback(() => retry(), []);
  return { ...state, message: sectionMessage(section, state.status), reload };
}
