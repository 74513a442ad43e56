import { useEffect } from 'react';
import { artLinkStateCookie, type CookiePreferences } from '#src/shared/site/cookie-preferences.ts';

/** The page kind a link was followed from: "article", "search", "home" or the first path part. */
function originOf(path: string): string {
  if (path.startsWith('/science/article/')) return 'article';
  if (path === '/') return 'home';
  return path.split('/')[1] || 'home';
}

/**
 * Writes SD_ART_LINK_STATE (spec 000 §7, 001 §7) when a link to an article is followed, and
 * only when PERFORMANCE cookies are allowed: origin = the page kind, zone = the nearest
 * `data-zone` (else the landmark), source = the page path.
 */
export function useArtLinkState(prefs: CookiePreferences | null): void {
  useEffect(() => {
    if (!prefs?.PERFORMANCE) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || !/^\/(science\/article|doi)\//.test(url.pathname)) return;
      const zone =
        link.closest('[data-zone]')?.getAttribute('data-zone') ??
        link.closest('header, nav, aside, footer, main')?.tagName.toLowerCase() ??
        'page';
      const cookie = artLinkStateCookie(
        {
          origin: originOf(window.location.pathname),
          zone,
          source: window.location.pathname,
          timestamp: Date.now(),
          embed: window.self !== window.top,
        },
        prefs,
      );
      if (cookie) document.cookie = cookie;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [prefs]);
}
