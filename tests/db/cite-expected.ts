import { textOf, type ArticleModel } from '#src/shared/article/content-model.ts';

/**
 * What a citation of a stored article must say, read straight from the stored model (not
 * through the formatters' own code), so the route tests compare exports with the metadata.
 */
export interface ExpectedCitation {
  title: string;
  /** Persons as family/given (suffix when present); groups as literal. */
  authors: Array<{ family?: string; given?: string; suffix?: string; literal?: string }>;
  journal: string;
  volume?: string;
  issue?: string;
  firstPage?: string;
  lastPage?: string;
  articleNumber?: string;
  year?: number;
  month?: number;
  day?: number;
  issns: string[];
  doi?: string;
  /** The abstract with all whitespace removed (formats differ only in how they break lines). */
  abstractLetters?: string;
}

const squash = (s: string | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
export const letters = (s: string | undefined) => (s ?? '').replace(/\s+/g, '');

export function expectedCitation(model: ArticleModel): ExpectedCitation {
  const date = model.dates.published ?? model.dates.versionOfRecord ?? model.dates.availableOnline ?? '';
  const [year, month, day] = date.split('-').map(Number);
  const subtitle = squash(textOf(model.subtitle));
  const abstract =
    model.abstracts.find((a) => a.kind === 'author') ??
    model.abstracts.find((a) => !['highlights', 'graphical', 'teaser'].includes(a.kind));
  const issns = [model.publication.issn, model.publication.eissn].filter((v): v is string => !!v);
  return {
    title: squash(textOf(model.title)) + (subtitle ? `: ${subtitle}` : ''),
    authors: model.authors
      .filter((a) => a.contribType === 'author')
      .map((a) =>
        a.kind === 'collaboration' || !squash(a.name.surname)
          ? { literal: squash(a.name.display) }
          : {
              family: squash(a.name.surname),
              ...(squash(a.name.given) ? { given: squash(a.name.given) } : {}),
              ...(squash(a.name.suffix) ? { suffix: squash(a.name.suffix) } : {}),
            },
      ),
    journal: model.publication.title,
    volume: model.volume,
    issue: model.issue,
    firstPage: model.firstPage,
    lastPage: model.lastPage,
    articleNumber: model.articleNumber,
    year: year || undefined,
    month: month || undefined,
    day: day || undefined,
    issns: [...new Set(issns)],
    doi: model.doi,
    abstractLetters: abstract ? letters(textOf(abstract.children)) || undefined : undefined,
  };
}

/** "Given Family Suffix" as the plain-text citation writes a person. */
export function readingForm(name: ExpectedCitation['authors'][number]): string {
  return name.literal ?? [name.given, name.family, name.suffix].filter(Boolean).join(' ');
}

/** "Family, Given, Suffix" as RefWorks (and RIS) write a person. */
export function invertedForm(name: ExpectedCitation['authors'][number]): string {
  return name.literal ?? [name.family, name.given, name.suffix].filter(Boolean).join(', ');
}

/** "TAG value" lines of a RefWorks record, grouped by tag. */
export function refWorksTags(text: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const line of text.split('\n').filter(Boolean)) {
    const tag = line.slice(0, 2);
    tags.set(tag, [...(tags.get(tag) ?? []), line.slice(3)]);
  }
  return tags;
}
