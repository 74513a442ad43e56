/**
 * The citation popover's content, copied from the page's own reference list (the data is
 * already in the page, so no request is needed and the Content-Security-Policy's
 * `connect-src 'self'` is never in question). The copy keeps the formatted reference and its
 * links — including "View article" once the reference-links enhancer has added it.
 */

export const CITATION_SELECTOR = 'a.xref[data-xref-type="bibr"]';

/** The ids a citation points at: all of `data-refids`, else its own `#id`. */
export function citedIds(trigger: HTMLAnchorElement): string[] {
  const many = trigger.dataset.refids?.split(/\s+/).filter(Boolean);
  if (many && many.length > 0) return many;
  const hash = trigger.getAttribute('href') ?? '';
  return hash.startsWith('#') && hash.length > 1 ? [hash.slice(1)] : [];
}

/** The reference list items a citation points at, in its order; unknown ids are skipped. */
export function citedReferences(doc: Document, trigger: HTMLAnchorElement): HTMLElement[] {
  return citedIds(trigger).flatMap((id) => {
    const item = doc.getElementById(id);
    return item?.matches('#references li.reference') ? [item] : [];
  });
}

function itemCopy(doc: Document, item: HTMLElement): HTMLElement {
  const out = doc.createElement('span');
  out.className = 'citation-popover__item';
  // The reference's label opens the Reference side panel (001 §2; content-type/content-id,
  // opened by the side panel's delegated listener); without a label a button says so.
  const label = item.querySelector('.ref-label')?.textContent?.trim();
  const open = doc.createElement('button');
  open.type = 'button';
  open.className = label ? 'citation-popover__label' : 'citation-popover__open';
  open.textContent = label || 'Reference details';
  open.dataset.contentType = 'reference';
  open.dataset.contentId = item.id;
  open.setAttribute('aria-haspopup', 'dialog');
  if (label) open.setAttribute('aria-label', `${label} (open the reference in the side panel)`);
  out.append(open);
  const body = item.querySelector('.ref-body')?.cloneNode(true) as HTMLElement | undefined;
  if (body) {
    // Copies must not repeat ids of the page.
    for (const el of [body, ...body.querySelectorAll('[id]')]) el.removeAttribute('id');
    out.append(body);
  }
  const jump = doc.createElement('a');
  jump.className = 'citation-popover__jump';
  jump.href = `#${item.id}`;
  jump.textContent = 'View in references';
  out.append(jump);
  return out;
}

/** A non-modal dialog holding copies of the cited references. */
export function buildPopover(doc: Document, items: readonly HTMLElement[], id: string): HTMLElement {
  const popover = doc.createElement('span');
  popover.className = 'citation-popover';
  popover.id = id;
  popover.setAttribute('role', 'dialog');
  popover.setAttribute('aria-label', items.length > 1 ? 'References' : 'Reference');
  popover.append(...items.map((item) => itemCopy(doc, item)));
  return popover;
}
