import type { PersonName } from '#src/shared/article/content-model.ts';
import { first, isElement, type XmlElement } from '../xml/parse-xml.ts';
import { collapse } from '../xml/xml-space.ts';

/** A trimmed attribute value, or undefined when absent or blank. */
export function attrOf(el: XmlElement | undefined, name: string): string | undefined {
  const v = el?.attrs[name]?.trim();
  return v ? v : undefined;
}

/** Element names whose text is never part of the readable text of their parent. */
const NEVER_TEXT: ReadonlySet<string> = new Set(['object-id', 'index-term', 'alt-text']);

/**
 * Readable text of an element: names read "Surname Given", `skip` elements are left out,
 * whitespace collapsed. Used for metadata strings (affiliations, titles of notes, keywords).
 */
export function flatText(el: XmlElement | undefined, skip: ReadonlySet<string> = NEVER_TEXT): string {
  if (!el) return '';
  let out = '';
  const walk = (e: XmlElement) => {
    for (const c of e.children) {
      if (!isElement(c)) out += c;
      else if (skip.has(c.name)) continue;
      else if (c.name === 'name') out += nameText(c);
      else if (c.name === 'etal') out += ' et al.';
      else walk(c);
    }
  };
  walk(el);
  return collapse(out);
}

/** "Surname Given Suffix", the reference-list order, for names inside running text. */
export function nameText(el: XmlElement): string {
  return [first(el, 'surname'), first(el, 'given-names'), first(el, 'suffix')]
    .map((p) => flatText(p))
    .filter((p) => p !== '')
    .join(' ');
}

/** A person's name; eastern names display surname first. */
export function personName(el: XmlElement): PersonName {
  if (el.name === 'string-name' && !first(el, 'surname')) return { display: flatText(el) };
  const given = flatText(first(el, 'given-names')) || undefined;
  const surname = flatText(first(el, 'surname')) || undefined;
  const suffix = flatText(first(el, 'suffix')) || undefined;
  const parts = el.attrs['name-style'] === 'eastern' ? [surname, given] : [given, surname];
  const display = [...parts, suffix].filter((p): p is string => !!p).join(' ') || flatText(el);
  const out: PersonName = { display };
  if (given) out.given = given;
  if (surname) out.surname = surname;
  if (suffix) out.suffix = suffix;
  return out;
}

/** The first number in a string ("e00005" → 5), or undefined. */
export function firstNumber(s: string | undefined): number | undefined {
  const m = s ? /\d+/.exec(s) : null;
  return m ? Number(m[0]) : undefined;
}
