import { useEffect } from 'react';
import { layOutThrough } from '#src/web/ui/deferred-sections.ts';
import { HASH_SCROLL_DELAY_MS, hashScrollTop, hashTarget } from '#src/web/ui/page-navigation.ts';

function scrollToHash(hash: string): boolean {
  const id = hashTarget(hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  // A target folded in a disclosure (the header author banner's affiliations) is shown first.
  for (let folded = target.closest('details:not([open])'); folded; folded = folded.parentElement?.closest('details:not([open])') ?? null) {
    (folded as HTMLDetailsElement).open = true;
  }
  // No section above the target keeps a guessed height (ADR 015): the jump lands where it stays.
  layOutThrough(target);
  window.scrollTo({ top: hashScrollTop(target.getBoundingClientRect().top, window.scrollY) });
  return true;
}

/**
 * Hash links (001 §2, §9): scroll to the named element with a 78 px offset (clear of the sticky
 * access bar); on load the hash is handled at once and again 500 ms later, once late content
 * (figures, enhancers) has settled. In-page links are handled the same way.
 */
export function useHashScroll(): void {
  useEffect(() => {
    scrollToHash(window.location.hash);
    const again = window.setTimeout(() => scrollToHash(window.location.hash), HASH_SCROLL_DELAY_MS);
    const onHashChange = () => scrollToHash(window.location.hash);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#"]') : null;
      if (!link || link.closest('dialog')) return;
      const hash = link.getAttribute('href')!;
      if (!scrollToHash(hash)) return;
      event.preventDefault();
      if (window.location.hash !== hash) window.history.pushState(null, '', hash);
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.clearTimeout(again);
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, []);
}
