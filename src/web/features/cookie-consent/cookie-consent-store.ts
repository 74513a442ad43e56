import { useMemo, useSyncExternalStore } from 'react';
import { useRootData } from '../../ui/use-root-data.ts';
import {
  COOKIE_PREFERENCES_COOKIE,
  cookiePreferencesCookie,
  parseCookiePreferences,
  readCookie,
  type CookiePreferences,
} from '#src/shared/site/cookie-preferences.ts';

/**
 * The reader's cookie choice, shared by the banner (top of the page) and the footer's
 * `Cookie settings` button. `undefined` until read in the browser (never on the server).
 */
interface ConsentState {
  prefs: CookiePreferences | null | undefined;
  settingsOpen: boolean;
}

let state: ConsentState = { prefs: undefined, settingsOpen: false };
const listeners = new Set<() => void>();
const SERVER_STATE: ConsentState = { prefs: undefined, settingsOpen: false };

function emit(next: ConsentState) {
  state = next;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (state.prefs === undefined) emit({ ...state, prefs: parseCookiePreferences(readCookie(document.cookie, COOKIE_PREFERENCES_COOKIE)) });
  return () => listeners.delete(listener);
}

export function useCookieConsent(): ConsentState {
  // The server renders (and hydration reuses) the choice read from the request's cookie, so
  // the banner is in the first paint instead of pushing the page down after hydration.
  const { cookiePreferences } = useRootData();
  const serverState = useMemo(
    () => (cookiePreferences === undefined ? SERVER_STATE : { prefs: cookiePreferences, settingsOpen: false }),
    [cookiePreferences],
  );
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}

export function saveCookiePreferences(prefs: CookiePreferences): void {
  document.cookie = cookiePreferencesCookie(prefs);
  emit({ prefs, settingsOpen: false });
}

export function openCookieSettings(): void {
  emit({ ...state, settingsOpen: true });
}
