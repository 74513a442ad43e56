import type { ContentNode, Note } from '#src/shared/article/content-model.ts';
import { elements, first, isElement, type XmlElement } from '../xml/parse-xml.ts';
import { newId, type MapContext } from './context.ts';
import { noteOf } from './affiliations.ts';
import { tidyBlock } from '../content-nodes.ts';
import { attrOf, flatText } from './text.ts';

/** Section types that hold the data-availability statement (eLife "Major datasets", JATS4R). */
const DATA_SECTIONS: ReadonlySet<string> = new Set(['datasets', 'data-availability', 'data-availability-statement']);

export interface BackMatter {
  back: ContentNode[];
  footnotes: Note[];
  biographies: Note[];
  dataAvailability: ContentNode[];
}

/**
 * <back>: acknowledgments, appendices, sections and titled footnote groups stay in order as
 * back-matter nodes. An untitled fn-group holds the article's footnotes (model.footnotes);
 * data-availability sections go to model.dataAvailability; references are read elsewhere.
 */
export function backMatterOf(back: XmlElement | undefined, cx: MapContext): BackMatter {
  const out: BackMatter = { back: [], footnotes: [], biographies: [], dataAvailability: [] };
  if (!back) return out;
  for (const c of back.children) {
    if (!isElement(c)) out.back.push(...cx.text(c));
    else if (c.name === 'fn-group' && !first(c, 'title')) {
      for (const k of c.children) {
        if (isElement(k) && k.name === 'fn') out.footnotes.push(noteOf(k, cx));
        else out.back.push(...(isElement(k) ? cx.element(k) : cx.text(k)));
      }
    } else if (c.name === 'sec' && DATA_SECTIONS.has(attrOf(c, 'sec-type') ?? '')) out.dataAvailability.push(...cx.element(c));
    else if (c.name === 'bio') out.biographies.push({ id: attrOf(c, 'id') ?? newId(cx.state, 'bio'), children: cx.children(c) });
    else out.back.push(...cx.element(c));
  }
  out.back = tidyBlock(out.back);
  return out;
}

// A funding source's name, without registry ids (FundRef DOIs in institution-id).
const NOT_SOURCE_TEXT: ReadonlySet<string> = new Set(['institution-id']);

/** Funding: one entry per award group (funding source + award ids). */
export function fundingOf(meta: XmlElement | undefined): { source: string; awardIds: string[] }[] {
  const out: { source: string; awardIds: string[] }[] = [];
  for (const group of elements(meta, 'funding-group')) {
    for (const award of elements(group, 'award-group')) {
      const sources = elements(award, 'funding-source')
        .map((s) => flatText(s, NOT_SOURCE_TEXT))
        .filter(Boolean);
      const awardIds = elements(award, 'award-id')
        .map((a) => flatText(a))
        .filter(Boolean);
      if (sources.length > 0 || awardIds.length > 0) out.push({ source: sources.join('; '), awardIds });
    }
  }
  return out;
}

/**
 * funding-statement → content (model.fundingStatement); anything else a funding-group holds
 * besides award groups (e.g. an <open-access> note with paragraphs) → `other`, for the back matter.
 */
export function fundingStatementOf(meta: XmlElement | undefined, cx: MapContext): { statement: ContentNode[]; other: ContentNode[] } {
  const statement: ContentNode[] = [];
  const other: ContentNode[] = [];
  for (const group of elements(meta, 'funding-group')) {
    for (const c of elements(group)) {
      if (c.name === 'award-group') continue;
      if (c.name !== 'funding-statement') other.push(...cx.element(c));
      else {
        if (statement.length > 0) statement.push({ text: ' ' });
        statement.push(...cx.children(c));
      }
    }
  }
  return { statement: tidyBlock(statement), other };
}
