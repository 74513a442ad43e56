import { useId, useState } from 'react';
import {
  ALL_ALLOWED,
  COOKIE_CATEGORIES,
  effectiveCookiePreferences,
  NECESSARY_ONLY,
  type CookieCategory,
  type CookiePreferences,
} from '#src/shared/site/cookie-preferences.ts';
import { useRootData } from '../ui/use-root-data.ts';
import type { DocumentedCookie } from '#src/web/features/site-pages/site-pages.ts';
import { CATEGORY_TEXT } from '../features/cookie-consent/cookie-banner.tsx';
import { saveCookiePreferences, useCookieConsent } from '../features/cookie-consent/cookie-consent-store.ts';

function cookieNames(cookies: DocumentedCookie[], category: CookieCategory): string {
  const names = cookies
    .filter((c) => c.category === category)
    .map((c) => (c.regardlessOfChoice ? `${c.name} (${c.regardlessOfChoice})` : c.name));
  return names.length > 0 ? `Cookies: ${names.join(', ')}.` : 'This site sets none.';
}

/**
 * The privacy center's cookie preferences (spec 001 §3 "Cookie preferences"): the same choice
 * and cookie as the banner (cookie-consent-store), one checkbox per category, strictly
 * necessary always on. Until the page has read the stored choice in the browser the boxes
 * are disabled, so nothing is saved from a guess.
 */
export function PrivacyCenterForm({ cookies }: { cookies: DocumentedCookie[] }) {
  const { prefs } = useCookieConsent();
  const { cookieConsent } = useRootData();
  const [draft, setDraft] = useState<CookiePreferences | null>(null);
  const [saved, setSaved] = useState(false);
  const baseId = useId();
  const ready = prefs !== undefined;
  const current = draft ?? (prefs === undefined ? NECESSARY_ONLY : effectiveCookiePreferences(prefs, cookieConsent));
  const save = (next: CookiePreferences) => {
    saveCookiePreferences(next);
    setDraft(null);
    setSaved(true);
  };
  return (
    <form
      className="privacy-center__form"
      aria-busy={!ready}
      onSubmit={(e) => {
        e.preventDefault();
        save(current);
      }}
    >
      <fieldset className="privacy-center__categories" disabled={!ready}>
        <legend>Cookies you allow</legend>
        {COOKIE_CATEGORIES.map((category) => {
          const id = `${baseId}-${category}`;
          return (
            <div key={category} className="privacy-center__category">
              <input
                id={id}
                type="checkbox"
                name={category}
                checked={category === 'STRICTLY_NECESSARY' || current[category]}
                disabled={category === 'STRICTLY_NECESSARY'}
                aria-describedby={`${id}-help`}
                onChange={(e) => {
                  setSaved(false);
                  setDraft({ ...current, [category]: e.target.checked });
                }}
              />
              <label htmlFor={id}>
                <strong>{CATEGORY_TEXT[category].label}</strong>
                <span id={`${id}-help`}>
                  {CATEGORY_TEXT[category].help} {cookieNames(cookies, category)}
                </span>
              </label>
            </div>
          );
        })}
      </fieldset>
      <div className="privacy-center__actions">
        <button type="submit" disabled={!ready}>
          Save preferences
        </button>
        <button type="button" disabled={!ready} onClick={() => save(ALL_ALLOWED)}>
          Allow all
        </button>
        <button type="button" disabled={!ready} onClick={() => save(NECESSARY_ONLY)}>
          Necessary cookies only
        </button>
      </div>
      <div aria-live="polite">{saved ? <p className="privacy-center__status">Your cookie preferences are saved.</p> : null}</div>
      <noscript>
        <p>Changing cookie preferences needs JavaScript. Without it, this site sets no performance cookies.</p>
      </noscript>
    </form>
  );
}
