import { emptyCounts, type FidelityCounts } from '#src/shared/article/model-stats.ts';
import { descendants, elements, first, isElement, type XmlElement } from '../xml/parse-xml.ts';
import { isMathml } from './xml-text.ts';

/**
 * The fidelity counts (src/shared/article/model-stats.ts) read straight from Elsevier XML, for the
 * ingest test to compare with `countModel` of the mapped article. Only the article itself is
 * counted (xocs:meta repeats some markup for its table of contents and issue editors).
 *
 * How each Elsevier element counts, and why:
 * - sections: every ce:section.
 * - paragraphs: ce:para and ce:simple-para, and ce:note-para: a footnote's paragraphs are
 *   `para` nodes in the model (footnote > para*), as JATS <fn><p> are.
 * - figures / tables: every ce:figure / ce:table.
 * - displayFormulas: a ce:formula holding MathML (or, without it, a formula image), not inside ce:inline-formula. A ce:formula
 *   that only groups numbered ce:formula elements is not a formula itself; its members are.
 * - references: every ce:bib-reference.
 * - authors: ce:author and ce:collaboration in the head's author groups (with members of
 *   collaborations); members: those members.
 * - footnotes: ce:footnote and ce:table-footnote, plus the head's article notes that the
 *   model keeps with the footnotes: ce:article-footnote (☆) and ce:miscellaneous.
 */
const PARAGRAPHS: ReadonlySet<string> = new Set(['para', 'simple-para', 'note-para']);
const FOOTNOTES: ReadonlySet<string> = new Set(['footnote', 'table-footnote']);

function isDisplayFormula(el: XmlElement): boolean {
  let math = false;
  for (const c of el.children) {
    if (!isElement(c)) continue;
    if (c.local === 'formula') return false;
    if (isMathml(c)) math = true;
  }
  // Without MathML, a formula shipped as an image (ce:link to si1.gif) is still one.
  return math || descendants(el, 'link').some((l) => l.attrs.locator?.trim());
}

function countContent(el: XmlElement, c: FidelityCounts): void {
  for (const child of el.children) {
    if (!isElement(child) || isMathml(child)) continue;
    const name = child.local;
    if (name === 'section') c.sections++;
    else if (PARAGRAPHS.has(name)) c.paragraphs++;
    else if (name === 'figure') c.figures++;
    else if (name === 'table') c.tables++;
    else if (name === 'bib-reference') c.references++;
    else if (FOOTNOTES.has(name)) c.footnotes++;
    else if (name === 'formula' && isDisplayFormula(child)) c.displayFormulas++;
    // MathML inside an inline formula is inline math, whatever wraps it.
    if (name !== 'inline-formula') countContent(child, c);
  }
}

/** Authors and collaborations of an author group, and how many of them are collaboration members. */
function countAuthors(group: XmlElement, c: FidelityCounts, inCollaboration = false): void {
  for (const el of elements(group, 'author', 'collaboration')) {
    c.authors += 1;
    if (inCollaboration) c.members += 1;
    if (el.local === 'collaboration') for (const inner of elements(el, 'author-group')) countAuthors(inner, c, true);
  }
}

function articleOf(root: XmlElement): XmlElement | undefined {
  if (root.local !== 'doc') return root;
  return elements(first(root, 'serial-item', 'nonserial-item'))[0];
}

export function countElsevierSource(root: XmlElement): FidelityCounts {
  const c = emptyCounts();
  const article = articleOf(root);
  if (!article) return c;
  countContent(article, c);
  const head = first(article, 'head');
  for (const group of elements(head, 'author-group')) countAuthors(group, c);
  c.footnotes += elements(head, 'article-footnote', 'miscellaneous').length;
  return c;
}
