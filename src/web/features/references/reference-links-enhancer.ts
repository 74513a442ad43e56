import { internalLinks, type InternalReference } from '#src/shared/article/reference-links.ts';
import type { EnhancerContext } from '../../ui/use-enhancers.ts';
import { REFERENCES_ID } from './references.tsx';

/**
 * Adds "View article" (and "View PDF") to the references whose cited article is stored here.
 * The server-rendered list is cached per article version, but the citation graph grows as
 * other articles are ingested, so these links come from
 * /sdfe/arp/pii/{pii}/references/links/{documentReferences} (spec 001 §7) after load.
 * Spec 001 §8: "Reference link failures: console only".
 */

interface LinkRecord {
  position: number;
  internal: InternalReference;
}

/** Reads the response without zod, which would cost this small chunk most of its size. */
function linkRecords(json: unknown): LinkRecord[] {
  const links = (json as { links?: unknown } | null)?.links;
  if (!Array.isArray(links)) throw new Error('Reference links: unexpected response');
  return links.flatMap((l: unknown) => {
    const r = l as { position?: unknown; internal?: { pii?: unknown; pdf?: unknown } };
    const ok = typeof r.position === 'number' && typeof r.internal?.pii === 'string';
    const pdf = typeof r.internal?.pdf === 'string' ? r.internal.pdf : null;
    return ok ? [{ position: r.position as number, internal: { pii: r.internal!.pii as string, pdf } }] : [];
  });
}

function linksHolder(item: HTMLElement): HTMLElement | null {
  const existing = item.querySelector<HTMLElement>('.ref-links');
  if (existing) return existing;
  const body = item.querySelector('.ref-body');
  if (!body) return null;
  const holder = item.ownerDocument.createElement('span');
  holder.className = 'ref-links';
  body.append(holder);
  return holder;
}

/** Puts the internal links first in each item's links; returns what it added. */
export function applyReferenceLinks(section: HTMLElement, records: readonly LinkRecord[]): HTMLElement[] {
  const items = section.querySelectorAll<HTMLElement>(':scope > ol > li');
  const added: HTMLElement[] = [];
  for (const { position, internal } of records) {
    const item = items[position];
    const holder = item && !item.querySelector('.ref-link--article') ? linksHolder(item) : null;
    if (!holder) continue;
    const anchors = internalLinks(internal).map((link) => {
      const a = item!.ownerDocument.createElement('a');
      a.className = `ref-link ref-link--${link.kind}`;
      a.href = link.href;
      a.textContent = link.text;
      return a;
    });
    holder.prepend(...anchors);
    added.push(...anchors);
  }
  return added;
}

export function enhance(root: HTMLElement, { pii, entitledToken }: EnhancerContext): () => void {
  const section = root.querySelector<HTMLElement>(`#${REFERENCES_ID}[data-document-references]`);
  const count = section?.dataset.documentReferences;
  const controller = new AbortController();
  let added: HTMLElement[] = [];
  // The links call is a full-text call (001 §7 "with entitledToken"): without a token the reader has no access to ask with.
  if (section && count && count !== '0' && entitledToken) {
    const token = `?entitledToken=${encodeURIComponent(entitledToken)}`;
    fetch(`/sdfe/arp/pii/${encodeURIComponent(pii)}/references/links/${encodeURIComponent(count)}${token}`, {
      signal: controller.signal,
      headers: { accept: 'application/json' },
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(`Reference links: HTTP ${res.status}`);
        added = applyReferenceLinks(section, linkRecords(await res.json()));
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error(error);
      });
  }
  return () => {
    controller.abort();
    for (const a of added) a.remove();
  };
}
