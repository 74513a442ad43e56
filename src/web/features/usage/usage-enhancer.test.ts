import { Window } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { reportUsage, setUsageReporter, type UsageEvent } from '../../ui/report-usage.ts';
import { enhance } from './usage-enhancer.ts';

/** The enhancer reads `HTMLMediaElement` / `HTMLElement` from the global scope, as in a browser. */
function page(html: string) {
  const window = new Window();
  Object.assign(globalThis, { HTMLMediaElement: window.HTMLMediaElement, HTMLElement: window.HTMLElement });
  window.document.body.innerHTML = `<div id="root">${html}</div>`;
  const root = window.document.getElementById('root') as unknown as HTMLElement;
  const seen: UsageEvent[] = [];
  setUsageReporter((e) => seen.push(e));
  const cleanup = enhance(root, { pii: 'S2050084X12002183' } as never);
  return { window, root, seen, cleanup: cleanup as () => void };
}

afterEach(() => setUsageReporter(undefined));

const VIDEO =
  '<video controls data-usage-obj="MiamiMultiMediaURL" data-usage-activity="playButton" data-mmc-type="webm" data-eid="e-video1-webm"></video>';
const LINK =
  '<a href="/media/e-SD1?download" download data-usage-obj="MiamiMultiMediaURL" data-usage-activity="requestmmfile" data-mmc-type="xlsx" data-eid="e-SD1"><span>Download : Supplementary file 1.</span></a>';

describe('usage enhancer (spec 000 §7)', () => {
  it('reports the first play of a player as MiamiMultiMediaURL / playButton', () => {
    const { root, seen, window } = page(VIDEO);
    const video = root.querySelector('video')!;
    video.dispatchEvent(new window.Event('play') as unknown as Event);
    video.dispatchEvent(new window.Event('play') as unknown as Event);
    expect(seen).toEqual([{ currObj: 'MiamiMultiMediaURL', activity: 'playButton', MMCType: 'webm', eid: 'e-video1-webm' }]);
  });

  it('reports a download click (also on the link’s inner text) as requestmmfile', () => {
    const { root, seen, window } = page(LINK);
    root.querySelector('span')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }) as unknown as Event);
    expect(seen).toEqual([{ currObj: 'MiamiMultiMediaURL', activity: 'requestmmfile', MMCType: 'xlsx', eid: 'e-SD1' }]);
  });

  it('reports nothing for links without valid usage data, and nothing after cleanup', () => {
    const { root, seen, window, cleanup } = page(`${LINK.replace('requestmmfile', 'other')}${VIDEO}`);
    root.querySelector('a')!.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as unknown as Event);
    cleanup();
    root.querySelector('video')!.dispatchEvent(new window.Event('play') as unknown as Event);
    expect(seen).toEqual([]);
  });

  it('a failing reporter does not throw into the page', () => {
    setUsageReporter(() => {
      throw new Error('offline');
    });
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => reportUsage({ currObj: 'MiamiCaptionURL', activity: 'requestPage', MMCType: 'png', eid: 'x' })).not.toThrow();
    } finally {
      console.error = original;
    }
  });
});
