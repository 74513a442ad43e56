import type { Enhancer } from '../../ui/use-enhancers.ts';
import { isUsageEvent, reportUsage } from '../../ui/report-usage.ts';

/**
 * Reports plays and downloads inside the server-rendered article (renderers mark them with
 * data-usage-obj / data-usage-activity / data-mmc-type / data-eid). `play` does not bubble,
 * so it is caught on the way down; each player reports its first play only, not every resume.
 */
function eventOf(el: HTMLElement) {
  const candidate = {
    currObj: el.dataset.usageObj,
    activity: el.dataset.usageActivity,
    MMCType: el.dataset.mmcType,
    eid: el.dataset.eid,
  };
  return isUsageEvent(candidate) ? candidate : undefined;
}

export const enhance: Enhancer = (root) => {
  const played = new WeakSet<EventTarget>();
  const onPlay = (e: Event) => {
    const media = e.target;
    if (!(media instanceof HTMLMediaElement) || played.has(media)) return;
    const event = eventOf(media);
    if (!event) return;
    played.add(media);
    reportUsage(event);
  };
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a[data-usage-activity]');
    if (!(link instanceof HTMLElement) || !root.contains(link)) return;
    const event = eventOf(link);
    if (event) reportUsage(event);
  };
  root.addEventListener('play', onPlay, true);
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('play', onPlay, true);
    root.removeEventListener('click', onClick);
  };
};
