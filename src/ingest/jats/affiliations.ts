import type { Affiliation, Note } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { newId, type ArticleState, type MapContext } from './context.ts';
import { footnote } from './blocks.ts';
import { node } from '../content-nodes.ts';
import { attrOf, flatText } from './text.ts';

/**
 * Affiliations of all contributors, once each. An aff with an id keeps it (xrefs point at
 * it); an aff written inline in a contrib (eLife editors, group members) has no id, so
 * identical inline affs share one generated id — elife06416 has 2,761 of them.
 */
export interface AffiliationRegistry {
  list: Affiliation[];
  ids: Set<string>;
  byText: Map<string, string>;
}

export function createAffiliationRegistry(): AffiliationRegistry {
  return { list: [], ids: new Set(), byText: new Map() };
}

// Not part of the displayed affiliation: the label, and registry ids (Ringgold, FundRef).
const NOT_AFF_TEXT: ReadonlySet<string> = new Set(['label', 'institution-id', 'object-id', 'alt-text']);

function affiliationOf(el: XmlElement, id: string): Affiliation {
  const aff: Affiliation = { id, text: flatText(el, NOT_AFF_TEXT) };
  const label = flatText(first(el, 'label'));
  if (label) aff.label = label;
  const institutions = [...elements(el, 'institution'), ...elements(el, 'institution-wrap').flatMap((w) => elements(w, 'institution'))];
  const named = institutions.filter((i) => i.attrs['content-type'] !== 'dept');
  const institution = (named.length > 0 ? named : institutions)
    .map((i) => flatText(i))
    .filter(Boolean)
    .join(', ');
  if (institution) aff.institution = institution;
  const country = flatText(first(el, 'country'));
  if (country) aff.country = country;
  return aff;
}

/** Registers an aff and returns its id. */
export function registerAffiliation(reg: AffiliationRegistry, el: XmlElement, state: ArticleState): string {
  const own = attrOf(el, 'id');
  if (own) {
    if (!reg.ids.has(own)) {
      reg.ids.add(own);
      reg.list.push(affiliationOf(el, own));
    }
    return own;
  }
  const text = flatText(el, NOT_AFF_TEXT);
  const known = reg.byText.get(text);
  if (known) return known;
  const id = newId(state, 'aff');
  reg.byText.set(text, id);
  reg.ids.add(id);
  reg.list.push(affiliationOf(el, id));
  return id;
}

/** An fn (or other note) → Note {id, label, children}; the label is kept as text. */
export function noteOf(el: XmlElement, cx: MapContext, idPrefix = 'fn'): Note {
  const fn = footnote(el, cx, idPrefix);
  const note: Note = { id: String(fn.attrs?.id), children: fn.children ?? [] };
  if (typeof fn.attrs?.label === 'string') note.label = fn.attrs.label;
  return note;
}

/**
 * author-notes: corresp → correspondences; fn → footnotes. Anything else in author-notes
 * (a bare paragraph, a title) becomes a footnote of its own so that nothing is lost.
 */
export function authorNotesOf(meta: XmlElement | undefined, cx: MapContext): { correspondences: Note[]; footnotes: Note[] } {
  const correspondences: Note[] = [];
  const footnotes: Note[] = [];
  const collect = (container: XmlElement) => {
    for (const c of elements(container)) {
      if (c.name === 'corresp') correspondences.push(noteOf(c, cx, 'cor'));
      else if (c.name === 'fn') footnotes.push(noteOf(c, cx));
      else if (c.name === 'fn-group') collect(c);
      else {
        const children = c.name === 'title' ? [node('title', undefined, cx.children(c))] : cx.element(c);
        if (children.length > 0) footnotes.push({ id: newId(cx.state, 'fn'), children });
      }
    }
  };
  for (const notes of elements(meta, 'author-notes')) collect(notes);
  return { correspondences, footnotes };
}
