import type { PersonName } from '#src/shared/article/content-model.ts';
import type { XmlElement } from '../xml/parse-xml.ts';
import { childText, plainText, without } from './xml-text.ts';

/**
 * A person's name from ce:given-name / ce:surname / ce:suffix (ce:author, sb:author,
 * sb:editor). Without those parts the element's own text is the display name, so a name
 * given some other way is still shown.
 */
export function personNameOf(el: XmlElement): PersonName {
  const given = childText(el, 'given-name');
  const surname = childText(el, 'surname');
  const suffix = childText(el, 'suffix');
  const name: PersonName = { display: '' };
  if (given) name.given = given;
  if (surname) name.surname = surname;
  if (suffix) name.suffix = suffix;
  const parts = [given, surname, suffix].filter(Boolean).join(' ');
  name.display = parts || childText(el, 'indexed-name') || plainText(without(el, 'cross-ref', 'cross-refs', 'e-address', 'footnote')) || '';
  return name;
}
