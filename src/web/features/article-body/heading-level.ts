/**
 * Section heading levels (spec 000 §9): the outermost section heading is h2 (the article
 * title is the page's only h1), each level of nesting adds one, and the level is capped at 6
 * because HTML has no h7.
 */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export const FIRST_SECTION_LEVEL: HeadingLevel = 2;
export const MAX_HEADING_LEVEL: HeadingLevel = 6;

/** Heading level for a section at `depth` (0 = top-level section). Bad input counts as 0. */
export function headingLevel(depth: number): HeadingLevel {
  const d = depth > 0 ? Math.floor(depth) : 0; // NaN and negatives count as 0
  return Math.min(FIRST_SECTION_LEVEL + d, MAX_HEADING_LEVEL) as HeadingLevel;
}

/** The tag name for that level, e.g. "h3". */
export function headingTag(depth: number): `h${HeadingLevel}` {
  return `h${headingLevel(depth)}`;
}
