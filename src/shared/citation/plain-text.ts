import { ET_AL, oneLine, pageRange, readingName, type CitationData } from './citation-data.ts';

/**
 * The plain-text citation (text/plain), one field per line in the layout readers know from
 * ScienceDirect's text export: authors, title, journal, volume and issue, year, pages or
 * article number, ISSN and the DOI link, then the article page in parentheses and, when
 * asked, "Abstract: …"; "Keywords: …" last.
 */
export function formatPlainText(data: CitationData, options: { withAbstract: boolean; articleUrl: string }): string {
  const parts = [
    [...data.authors.map(readingName), ...(data.authorsEtAl ? [ET_AL] : [])].join(', '),
    data.title,
    data.container,
    [data.volume && `Volume ${data.volume}`, data.issue && `Issue ${data.issue}`].filter(Boolean).join(', '),
    data.year,
    locator(data),
    data.issns[0] && `ISSN ${data.issns[0]}`,
    data.doiUrl,
  ]
    .map((part) => oneLine(part || undefined))
    .filter(Boolean);
  const lines = [`${parts.join(',\n')}.`, `(${oneLine(options.articleUrl)})`];
  if (options.withAbstract && data.abstract) lines.push(`Abstract: ${data.abstract}`);
  if (data.keywords.length > 0) lines.push(`Keywords: ${data.keywords.join('; ')}`);
  return `${lines.join('\n')}\n`;
}

function locator(data: CitationData): string | undefined {
  const pages = pageRange(data);
  if (pages) return data.lastPage && data.lastPage !== data.firstPage ? `Pages ${pages}` : `Page ${pages}`;
  return data.articleNumber ? `Article ${data.articleNumber}` : undefined;
}
