/**
 * The article's sections the browser skips while they are off screen (content-visibility in
 * styles/article.css, ADR 015) until the page has laid them out: a section is laid out for
 * good once it carries `data-laid-out`. The page lays them out one by one in slices after the
 * first paint (no long task, ADR 013), and at once every section up to an element it is about
 * to scroll to, so that the element's position is its final one.
 */
export const DEFERRED_SECTIONS = [
  '.article-body section',
  '.sub-articles section',
  '.back-matter section',
  '.article-content > .references',
  ':is(.article-body, .sub-articles, .back-matter) section > :is(.para, .disp-formula)',
  // The blocks inside a part that holds many (ADR 015): the paragraphs and formulas of a
  // theorem, a paragraph or a list item, and a labelled list item's body; never in a table cell
  // (styles/article.css says `:not(:is(td, th) *)`; `inTableCell` below).
  ':is(.article-body, .sub-articles, .back-matter) section :is(.para, .statement, li, .list-item-body) > :is(.para, .disp-formula, .list-item-body)',
].join(', ');

const inTableCell = (element: Element) => element.closest('td, th') !== null;

const LAID_OUT = 'laidOut';

function deferredSections(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(DEFERRED_SECTIONS)].filter(
    (section) => section.dataset[LAID_OUT] === undefined && !inTableCell(section),
  );
}

/** Marks a section laid out, and lays it out now (reading its height), in the caller's task. */
function layOut(section: HTMLElement): void {
  section.dataset[LAID_OUT] = '';
  void section.offsetHeight;
}

/**
 * Lays out every deferred section that comes before `target` or holds it, in document order:
 * above the target nothing keeps a guessed height, so a scroll to it lands where it stays.
 */
export function layOutThrough(target: Element, root: ParentNode = document): void {
  for (const section of deferredSections(root)) {
    const position = section.compareDocumentPosition(target);
    const before = (position & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 || (position & Node.DOCUMENT_POSITION_CONTAINED_BY) !== 0;
    if (!before && section !== target) break;
    section.dataset[LAID_OUT] = '';
  }
}

/**
 * One step per deferred section still skipped, in document order: lays it out (for runSliced).
 * A section's own content is laid out in its step; the sections inside it, still skipped, in
 * theirs.
 */
export function* layOutSteps(root: ParentNode = document): Generator<void> {
  for (const section of deferredSections(root)) {
    if (section.dataset[LAID_OUT] !== undefined) continue;
    layOut(section);
    yield;
  }
}
