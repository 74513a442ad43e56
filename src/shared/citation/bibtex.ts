import { pageRange, type CitationData, type CitationName } from './citation-data.ts';
import { asciiKeyPart, escapeLatex, escapeVerbatim } from './latex.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const KEY_STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'on', 'in', 'and', 'for', 'to', 'by', 'with', 'from', 'correction', 'retraction']);

/**
 * A stable cite key: first author's family name, year and first significant title word in
 * ASCII ("Ciferri2012Molecular"), so re-exporting the same article gives the same key. The
 * PII stands in when there is no author or year to build one from.
 */
export function citeKey(data: CitationData): string {
  const first = data.authors[0];
  const who = asciiKeyPart(first?.family ?? first?.literal?.split(/\s+/).find((w) => !KEY_STOP_WORDS.has(w.toLowerCase())));
  const word = data.title.split(/[^\p{L}\p{N}]+/u).find((w) => w.length > 2 && !KEY_STOP_WORDS.has(w.toLowerCase()));
  const key = `${who}${data.year ?? ''}${asciiKeyPart(word)}`;
  return who && data.year ? key : `${key}${data.pii}`;
}

/** A name part in braces when BibTeX would otherwise split it (" and ", commas) or read a "von" particle. */
function namePart(value: string): string {
  const escaped = escapeLatex(value);
  return /[\s,]|^and$/i.test(value) ? `{${escaped}}` : escaped;
}

/** "Family, Given" with the family protected; group authors as one braced literal. */
export function bibtexName(name: CitationName): string {
  if (name.literal) return `{${escapeLatex(name.literal)}}`;
  const family = namePart(name.family!);
  const parts = [
    family,
    name.suffix ? namePart(name.suffix) : undefined,
    name.given ? escapeLatex(name.given).replace(/,/g, '{,}') : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

/** BibTeX entry (text/x-bibtex, UTF-8): @article for journals, @incollection for book parts. */
export function formatBibtex(data: CitationData, options: { withAbstract: boolean }): string {
  const fields: [string, string][] = [];
  const add = (name: string, value: string | undefined, raw = false) => {
    if (value) fields.push([name, raw ? value : `{${escapeLatex(value)}}`]);
  };
  const journal = data.kind === 'journal-article';
  // BibTeX's own marker for a list that goes on: "and others" (typeset as "et al.").
  const names = [...data.authors.map(bibtexName), ...(data.authorsEtAl ? ['others'] : [])];
  if (names.length > 0) fields.push(['author', `{${names.join(' and ')}}`]);
  add('title', data.title);
  add(journal ? 'journal' : 'booktitle', data.container);
  add('volume', data.volume);
  add('number', data.issue);
  add('pages', pageRange(data, '--'));
  add('eid', data.articleNumber);
  add('year', data.year);
  if (data.month) add('month', MONTHS[data.month - 1], true);
  add('issn', data.issns[0]);
  add('publisher', data.publisher);
  if (data.doi) add('doi', `{${escapeVerbatim(data.doi)}}`, true);
  if (data.doiUrl) add('url', `{${escapeVerbatim(data.doiUrl)}}`, true);
  if (options.withAbstract) add('abstract', data.abstract);
  if (data.keywords.length > 0) add('keywords', data.keywords.join(', '));
  add('language', data.language);
  const body = fields.map(([name, value]) => `  ${name} = ${value}`).join(',\n');
  return `@${journal ? 'article' : 'incollection'}{${citeKey(data)},\n${body}\n}\n`;
}
