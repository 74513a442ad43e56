import type { EnhancerContext } from '../../ui/use-enhancers.ts';
import { noticeLinks, renderNotices } from './related-notice.ts';

/**
 * "This article has been corrected / retracted" at the top of the article. The article HTML
 * is cached per article version (ADR 004), but a correction or retraction is usually
 * ingested after the article it concerns, so the notice comes from
 * /sdfe/arp/pii/{pii}/refersTo and /sdfe/arp/eid/{eid}/referredToBy (spec 001 §7) after load;
 * the refersTo answer carries the eid. Spec 001 §8: failures leave the page as it was
 * (the error goes to the console).
 */
export function enhance(root: HTMLElement, { pii }: EnhancerContext): () => void {
  const controller = new AbortController();
  const getJson = async (path: string) => {
    const res = await fetch(path, { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return (await res.json()) as unknown;
  };
  let added: HTMLElement[] = [];
  getJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/refersTo`)
    .then(async (refersTo) => {
      const eid = (refersTo as { eid?: unknown }).eid;
      const referredToBy = typeof eid === 'string' ? await getJson(`/sdfe/arp/eid/${encodeURIComponent(eid)}/referredToBy`) : null;
      if (controller.signal.aborted) return;
      added = renderNotices(root.ownerDocument, noticeLinks(refersTo, referredToBy));
      root.prepend(...added);
    })
    .catch((error: unknown) => {
      if (!controller.signal.aborted) console.error(error);
    });
  return () => {
    controller.abort();
    for (const n of added) n.remove();
  };
}
