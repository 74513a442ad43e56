import type { Publication } from '#src/shared/article/content-model.ts';
import { derivePii, eidForPii, stableDigits } from '#src/shared/identifiers/pii.ts';
import { elements, first, type XmlElement } from '../xml/parse-xml.ts';
import { warn, type ArticleState } from './context.ts';
import { attrOf, flatText } from './text.ts';

/** journal-meta → the publication (journal) record. */
export function publicationOf(journalMeta: XmlElement | undefined, state: ArticleState): Publication {
  const ids = elements(journalMeta, 'journal-id');
  const idOf = (...types: string[]) => ids.find((i) => types.includes(i.attrs['journal-id-type'] ?? ''));
  const titleEl = first(first(journalMeta, 'journal-title-group'), 'journal-title') ?? first(journalMeta, 'journal-title');
  let title = flatText(titleEl);
  if (!title) {
    warn(state, 'repair:missing-journal-title');
    title = flatText(idOf('nlm-ta', 'iso-abbrev', 'publisher-id') ?? ids[0]) || 'Unknown journal';
  }
  const abbrevEl = first(first(journalMeta, 'journal-title-group'), 'abbrev-journal-title') ?? first(journalMeta, 'abbrev-journal-title');
  const abbrev = flatText(abbrevEl) || flatText(idOf('nlm-ta', 'iso-abbrev'));
  const pub: Publication = { title, contentType: 'JL' };
  if (abbrev && abbrev !== title) pub.abbreviation = abbrev;
  for (const issn of elements(journalMeta, 'issn')) {
    const value = flatText(issn);
    const kind = attrOf(issn, 'pub-type') ?? attrOf(issn, 'publication-format');
    if (!value) continue;
    if (kind === 'epub' || kind === 'electronic') pub.eissn ??= value;
    else if (kind === 'ppub' || kind === 'print' || !pub.issn) pub.issn ??= value;
  }
  const publisher = flatText(first(first(journalMeta, 'publisher'), 'publisher-name'));
  if (publisher) pub.publisher = publisher;
  return pub;
}

/**
 * The article's item number for its derived PII: the number in an e-location ("e00005"),
 * else a numeric publisher id, else the last numeric part of the DOI ("journal.pone.0012262"),
 * else the first page; as a last resort a stable hash of the DOI (warned).
 */
function itemNumber(meta: XmlElement | undefined, doi: string | undefined, state: ArticleState): number {
  const eloc = /^e?(\d+)$/i.exec(flatText(first(meta, 'elocation-id')))?.[1];
  if (eloc) return Number(eloc);
  const publisherId = elements(meta, 'article-id').find((a) => a.attrs['pub-id-type'] === 'publisher-id');
  const numeric = /^\d+$/.exec(flatText(publisherId))?.[0];
  if (numeric) return Number(numeric);
  const fromDoi = doi ? /[./](\d+)$/.exec(doi.split('/').pop() ?? '')?.[1] : undefined;
  if (fromDoi) return Number(fromDoi);
  const fpage = /^\d+$/.exec(flatText(first(meta, 'fpage')))?.[0];
  if (fpage) return Number(fpage);
  warn(state, 'repair:item-number-derived-from-hash');
  return Number(stableDigits(doi ?? flatText(first(first(meta, 'title-group'), 'article-title')), 5));
}

/** Deterministic PII and EID for a JATS article (docs/decisions/003-identifiers.md). */
export function identifiersOf(
  meta: XmlElement | undefined,
  publication: Publication,
  input: { doi?: string; year?: number },
  state: ArticleState,
): { pii: string; eid: string } {
  const issn = publication.eissn ?? publication.issn;
  if (!issn) warn(state, 'repair:missing-issn');
  if (input.year === undefined) warn(state, 'repair:missing-publication-year');
  const pii = derivePii({ issn, year: input.year ?? 0, itemNumber: itemNumber(meta, input.doi, state), journalKey: publication.title });
  return { pii, eid: eidForPii(pii) };
}
