import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { attrOf, flatText } from './text.ts';

type DateSet = ArticleModel['dates'];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthNumber(s: string): number | undefined {
  const n = Number(s);
  if (Number.isInteger(n)) return n >= 1 && n <= 12 ? n : undefined;
  const i = MONTHS.indexOf(s.slice(0, 3).toLowerCase());
  return i === -1 ? undefined : i + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO yyyy[-mm[-dd]] of a JATS date (pub-date, date, or a citation's year/month/day). */
export function isoDate(el: XmlElement | undefined): string | undefined {
  if (!el) return undefined;
  const iso = attrOf(el, 'iso-8601-date');
  if (iso && /^\d{4}(?:-\d{2}(?:-\d{2})?)?$/.test(iso)) return iso;
  const year = /\d{4}/.exec(flatText(first(el, 'year')))?.[0];
  if (!year) return undefined;
  const month = monthNumber(flatText(first(el, 'month')));
  if (!month) return year;
  const day = Number(flatText(first(el, 'day')));
  return Number.isInteger(day) && day >= 1 && day <= 31 ? `${year}-${pad(month)}-${pad(day)}` : `${year}-${pad(month)}`;
}

type PubKind = 'epub' | 'ppub' | 'collection';

/** Which publication date a pub-date is: NLM pub-type, or JATS 1.1 date-type + publication-format. */
function pubKinds(el: XmlElement): PubKind[] {
  const pubType = attrOf(el, 'pub-type');
  if (pubType === 'epub-ppub') return ['epub', 'ppub'];
  if (pubType === 'epub' || pubType === 'ppub' || pubType === 'collection') return [pubType];
  const dateType = attrOf(el, 'date-type');
  if (dateType === 'collection') return ['collection'];
  if (dateType === 'pub' || !dateType) return [attrOf(el, 'publication-format') === 'print' ? 'ppub' : 'epub'];
  return [];
}

/**
 * History and publication dates. "published" is the print (cover) date when there is one,
 * else the online date, else the collection date; "availableOnline" is the online date.
 */
export function articleDates(meta: XmlElement | undefined): DateSet {
  const pub: Partial<Record<PubKind, string>> = {};
  for (const d of elements(meta, 'pub-date')) {
    const iso = isoDate(d);
    if (iso) for (const k of pubKinds(d)) pub[k] ??= iso;
  }
  const out: DateSet = {};
  const revised: string[] = [];
  for (const d of elements(first(meta, 'history'), 'date')) {
    const iso = isoDate(d);
    if (!iso) continue;
    const type = attrOf(d, 'date-type');
    if (type === 'received') out.received ??= iso;
    else if (type === 'accepted') out.accepted ??= iso;
    else if (type === 'rev-recd' || type === 'revised') revised.push(iso);
  }
  if (revised.length > 0) out.revised = revised;
  if (pub.epub) out.availableOnline = pub.epub;
  const published = pub.ppub ?? pub.epub ?? pub.collection;
  if (published) out.published = published;
  return out;
}

/** The publication year: from the published date, else any pub-date, else the copyright year. */
export function publicationYear(meta: XmlElement | undefined, dates: DateSet): number | undefined {
  const fromDates = dates.published ?? dates.availableOnline;
  if (fromDates) return Number(fromDates.slice(0, 4));
  const copyright = /\d{4}/.exec(flatText(first(first(meta, 'permissions'), 'copyright-year')))?.[0];
  return copyright ? Number(copyright) : undefined;
}
