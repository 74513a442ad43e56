/**
 * Where topic phrases are never linked (spec 000 §5): "inside headings, cross-refs, links,
 * tables, math, acknowledgments, conflict-of-interest, appendices, affiliation and
 * data-availability nodes". One list for the content model (server: which topics an article
 * section holds) and one for the rendered page (client: which text nodes to annotate), so
 * both sides agree.
 */

/** Content-model node types whose text is never linked. */
export const SKIPPED_NODE_TYPES: ReadonlySet<string> = new Set([
  // headings
  'section-title',
  'label',
  // cross-refs and links
  'cross-ref',
  'inter-ref',
  'intra-ref',
  'link',
  'e-address',
  // tables and math
  'table',
  'table-grid',
  'table-footnotes',
  'math',
  'mathml',
  'tex',
  // back-matter parts
  'acknowledgment',
  'appendix',
  'affiliation',
  // code is quoted verbatim
  'code',
  'preformat',
]);

/** Section and footnote types (JATS sec-type / fn-type, Elsevier roles) that hold no linkable text. */
const SKIPPED_KINDS =
  /^(?:ack|acknowledg\w*|app|appendix\w*|conflicts?|coi(?:-statement)?|competing(?:-interests?)?|conflict-of-interest|conflicts-of-interest|financial-disclosure|data-availability\w*|data-access|datasets|affiliations?)$/i;

export function isSkippedKind(kind: string | undefined): boolean {
  return kind !== undefined && SKIPPED_KINDS.test(kind);
}

/**
 * CSS selector of rendered elements whose text is never linked (see features/article-body:
 * headings, a/xref, .link-text, tables, MathML, acknowledgment and appendix sections,
 * affiliations). Typed sections and footnotes (section--{type}, footnote--{type}) are checked
 * with isSkippedKind.
 */
export const SKIPPED_SELECTOR = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  '.section-title',
  '.block-title',
  '.section-label',
  '.float-label',
  '.label',
  '.list-label',
  'a',
  '.xref',
  '.link-text',
  'table',
  '.table-float',
  '.table-scroll',
  '.table-footnotes',
  'math',
  '.math-inline',
  '.disp-formula',
  '.tex',
  '.formula-graphic',
  '.acknowledgment',
  '.appendix',
  '.affiliations',
  '.affiliation',
  '.back-section--data-availability',
  'pre',
  'code',
  'button',
  'script',
  'style',
].join(', ');

/** The typed part of a rendered class list: "section section--conflict" → "conflict". */
export function renderedKinds(className: string): string[] {
  const out: string[] = [];
  for (const token of className.split(/\s+/)) {
    const m = /^(?:section|footnote|back-section)--(.+)$/.exec(token);
    if (m) out.push(m[1]!);
  }
  return out;
}
