import { ET_AL, invertedName, oneLine, type CitationData } from './citation-data.ts';

/**
 * RIS (application/x-research-info-systems): one "TAG  - value" line per field, CRLF line
 * ends and a closing "ER  - ", as the RIS specification lays out. Values are single lines:
 * a line break inside a value would start a bogus field.
 */
export function formatRis(data: CitationData, options: { withAbstract: boolean }): string {
  const lines: string[] = [];
  const add = (tag: string, value: string | number | undefined) => {
    const clean = oneLine(value === undefined ? undefined : String(value));
    if (clean) lines.push(`${tag}  - ${clean}`);
  };
  add('TY', data.kind === 'journal-article' ? 'JOUR' : 'CHAP');
  add('TI', data.title);
  for (const author of data.authors) add('AU', invertedName(author));
  if (data.authorsEtAl) add('AU', ET_AL);
  add('T2', data.container);
  add('J2', data.containerAbbreviation);
  add('VL', data.volume);
  add('IS', data.issue);
  add('SP', data.firstPage);
  add('EP', data.lastPage !== data.firstPage ? data.lastPage : undefined);
  add('C7', data.articleNumber);
  add('PY', data.year);
  add('DA', risDate(data));
  for (const issn of data.issns) add('SN', issn);
  add('PB', data.publisher);
  add('DO', data.doi);
  add('UR', data.doiUrl);
  if (options.withAbstract) add('AB', data.abstract);
  for (const keyword of data.keywords) add('KW', keyword);
  add('LA', data.language);
  lines.push('ER  - ');
  return `${lines.join('\r\n')}\r\n`;
}

/** RIS dates are "YYYY/MM/DD" with missing parts left empty ("2006/05/"). */
function risDate({ year, month, day }: CitationData): string | undefined {
  if (!year) return undefined;
  const two = (n: number | undefined) => (n === undefined ? '' : String(n).padStart(2, '0'));
  return `${year}/${two(month)}/${two(day)}`;
}
