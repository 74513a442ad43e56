import { useId, useState } from 'react';
import {
  COOKIE_CATEGORIES,
  cookieBannerText,
  effectiveCookiePreferences,
  type CookieCategory,
  type CookiePreferences,
} from '#src/shared/site/cookie-preferences.ts';
import { useRootData } from '../../ui/use-root-data.ts';
import { openCookieSettings, saveCookiePreferences, useCookieConsent } from './cookie-consent-store.ts';
import { useArtLinkState } from './use-art-link-state.ts';

export const CATEGORY_TEXT: Record<CookieCategory, { label: string; help: string }> = {
  STRICTLY_NECESSARY: { label: 'Strictly necessary cookies', help: 'Sign-in, security and your cookie choice. Always on.' },
  PERFORMANCE: { label: 'Performance cookies', help: 'Count how readers move between articles, so we can improve the site.' },
  FUNCTIONAL: { label: 'Functional cookies', help: 'Remember choices such as your institution.' },
  TARGETING: { label: 'Targeting cookies', help: 'Let partners show relevant content.' },
};

/**
 * Cookie banner and preferences (spec 001 §2 "cookie banner", §3 "Cookie preferences"): shown
 * at the top of the page (in the flow, never over content) until the reader chooses; its text
 * and choices follow the consent mode (opt-in / opt-out); the choice is kept in a cookie; the
 * usage cookie is written only with PERFORMANCE allowed (by choice, or by the mode's default).
 */
export function CookieBanner() {
  const { prefs, settingsOpen } = useCookieConsent();
  const { cookieConsent } = useRootData();
  const [draft, setDraft] = useState<CookiePreferences | null>(null);
  const headingId = useId();
  useArtLinkState(prefs === undefined ? null : effectiveCookiePreferences(prefs, cookieConsent));
  if (prefs === undefined || (prefs && !settingsOpen)) return null;
  const current = draft ?? effectiveCookiePreferences(prefs, cookieConsent);
  const text = cookieBannerText(cookieConsent);
  const save = (next: CookiePreferences) => {
    saveCookiePreferences(next);
    setDraft(null);
  };
  return (
    <section className="cookie-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="cookie-banner__title">
        {settingsOpen ? 'Cookie settings' : 'Cookies on this site'}
      </h2>
      {settingsOpen ? (
        <form
          className="cookie-banner__settings"
          onSubmit={(e) => {
            e.preventDefault();
            save(current);
          }}
        >
          {COOKIE_CATEGORIES.map((category) => (
            <div key={category} className="cookie-banner__category">
              <input
                id={`${headingId}-${category}`}
                type="checkbox"
                name={category}
                checked={category === 'STRICTLY_NECESSARY' || current[category]}
                disabled={category === 'STRICTLY_NECESSARY'}
                onChange={(e) => setDraft({ ...current, [category]: e.target.checked })}
              />
              <label htmlFor={`${headingId}-${category}`}>
                <strong>{CATEGORY_TEXT[category].label}</strong> {CATEGORY_TEXT[category].help}
              </label>
            </div>
          ))}
          <div className="cookie-banner__actions">
            <button type="submit">Save settings</button>
          </div>
        </form>
      ) : (
        <>
          <p>{text.message}</p>
          <div className="cookie-banner__actions">
            {text.choices.map((choice) => (
              <button key={choice.label} type="button" onClick={() => save(choice.prefs)}>
                {choice.label}
              </button>
            ))}
            <button type="button" onClick={openCookieSettings}>
              Cookie settings
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** The footer's way back into the settings once a choice is made. */
export function CookieSettingsButton() {
  const { prefs } = useCookieConsent();
  if (!prefs) return null;
  return (
    <button
      type="button"
      className="cookie-settings-link"
      onClick={() => {
        openCookieSettings();
        window.scrollTo({ top: 0 });
      }}
    >
      Cookie settings
    </button>
  );
}
