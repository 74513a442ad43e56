import {
  MENDELEY_REOPEN_DELAY_MS,
  mendeleyClickTarget,
  mendeleyImporterUrl,
  showMendeleyButton,
  type MendeleyUrls,
} from '#src/shared/citation/mendeley-button.ts';
import type { Enhancer } from '../../ui/use-enhancers.ts';
import './mendeley.css';

/** Session key: the page reloaded after the download page and opens the importer (001 §4). */
const REOPEN_KEY = 'lectern:mendeley-reopen';
/** Local key: this reader has gone through the download page, so the importer is installed. */
const INSTALLED_KEY = 'lectern:mendeley-importer';

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // storage blocked (privacy settings): the button still opens the pages
  }
}

/** The Mendeley Web Importer marks the page it runs in; a reader who installed it from here is remembered. */
function importerPresent(): boolean {
  return document.documentElement.hasAttribute('data-mendeley-importer') || storage('localStorage')?.getItem(INSTALLED_KEY) === 'true';
}

/** Opens a Mendeley page in a new tab (without access back to this page); a blocked pop-up falls back to this tab. */
function open(url: string): void {
  const opened = window.open(url, '_blank');
  if (opened) opened.opener = null;
  else window.location.assign(url);
}

function urlsOf(slot: HTMLElement): MendeleyUrls | null {
  const { importerUrl, downloadUrl } = slot.dataset;
  return importerUrl && downloadUrl ? { importerUrl, downloadUrl } : null;
}

/**
 * The Mendeley button (001 §4) in the article's export area: shown in Chrome, Edge, Firefox
 * and Safari only; a click opens the importer, or — when the importer is absent — its
 * download page, and once this page becomes visible again it reloads and opens the importer
 * after 750 ms.
 */
export const enhance: Enhancer = (root, { pii }) => {
  const slot = root.querySelector<HTMLElement>('.mendeley-slot');
  const urls = slot ? urlsOf(slot) : null;
  if (!slot || !urls || !showMendeleyButton(navigator.userAgent)) return;
  const articleUrl = window.location.href.split('#')[0] ?? window.location.href;
  const timers: number[] = [];
  if (storage('sessionStorage')?.getItem(REOPEN_KEY) === pii) {
    storage('sessionStorage')?.removeItem(REOPEN_KEY);
    timers.push(window.setTimeout(() => open(mendeleyImporterUrl(urls.importerUrl, articleUrl)), MENDELEY_REOPEN_DELAY_MS));
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mendeley-button';
  button.textContent = 'Add to Mendeley';
  let onVisible: (() => void) | null = null;
  const onClick = () => {
    const target = mendeleyClickTarget(importerPresent(), urls, articleUrl);
    open(target.url);
    if (!target.reopenWhenVisible || onVisible) return;
    onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      storage('sessionStorage')?.setItem(REOPEN_KEY, pii);
      storage('localStorage')?.setItem(INSTALLED_KEY, 'true');
      window.location.reload();
    };
    document.addEventListener('visibilitychange', onVisible);
  };
  button.addEventListener('click', onClick);
  slot.append(button);
  return () => {
    button.removeEventListener('click', onClick);
    if (onVisible) document.removeEventListener('visibilitychange', onVisible);
    for (const timer of timers) window.clearTimeout(timer);
    button.remove();
  };
};
