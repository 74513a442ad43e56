import { ET_AL, invertedName, oneLine, type CitationData } from './citation-data.ts';

/**
 * RefWorks tagged format: "TAG value" lines, a record starting with RT (reference type).
 * Tags as RefWorks documents them: A1 primary author, T1 title, JF periodical full name,
 * JO abbreviation, YR year, FD date, VO volume, IS issue, SP start page, OP other (end) page,
 * SN ISSN, PB publisher, AB abstract, K1 keyword, DO DOI, LK link, UL URL, LA language.
 * RefWorks has no article-number tag, so an article number goes in SP when there are no pages.
 */
export function formatRefWorks(data: CitationData, options: { withAbstract: boolean; articleUrl: string }): string {
  const lines: string[] = [];
  const add = (tag: string, value: string | undefined) => {
    const clean = oneLine(value);
    if (clean) lines.push(`${tag} ${clean}`);
  };
  add('RT', data.kind === 'journal-article' ? 'Journal Article' : 'Book, Section');
  add('SR', 'Electronic(1)');
  add('ID', data.pii);
  for (const author of data.authors) add('A1', invertedName(author));
  if (data.authorsEtAl) add('A1', ET_AL);
  add('T1', data.title);
  add(data.kind === 'journal-article' ? 'JF' : 'T2', data.container);
  add('JO', data.containerAbbreviation);
  add('YR', data.year);
  add(
    'FD',
    [data.year, data.month, data.day]
      .filter((p) => p !== undefined)
      .map((p) => String(p).padStart(2, '0'))
      .join('/'),
  );
  add('VO', data.volume);
  add('IS', data.issue);
  add('SP', data.firstPage ?? data.articleNumber);
  add('OP', data.lastPage !== data.firstPage ? data.lastPage : undefined);
  for (const issn of data.issns) add('SN', issn);
  add('PB', data.publisher);
  if (options.withAbstract) add('AB', data.abstract);
  for (const keyword of data.keywords) add('K1', keyword);
  add('DO', data.doi);
  add('LK', data.doiUrl);
  add('UL', options.articleUrl);
  add('LA', data.language);
  return `${lines.join('\n')}\n`;
}
