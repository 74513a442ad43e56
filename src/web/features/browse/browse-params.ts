import type { BrowseFilters } from '#src/shared/journals/browse-reader.ts';

/** Reads the browse form's GET parameters; anything unknown means "no filter" rather than an error. */
export function parseBrowseFilters(params: URLSearchParams): BrowseFilters {
  const type = params.get('contentType');
  return {
    contentType: type === 'journal' || type === 'book' ? type : null,
    openAccess: params.get('accessType') === 'open-access',
  };
}

/** Publications grouped under their first letter (A–Z, then "#" for titles that start with anything else). */
export function groupByLetter<T extends { title: string }>(items: readonly T[]): Array<{ letter: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const first = item.title.normalize('NFD').charAt(0).toUpperCase();
    const letter = /^[A-Z]$/.test(first) ? first : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups].map(([letter, list]) => ({ letter, items: list })).sort((a, b) => sortLetter(a.letter) - sortLetter(b.letter));
}

const sortLetter = (letter: string) => (letter === '#' ? 99 : letter.charCodeAt(0));

/** Groups a table of contents by article type, in the order types first appear. */
export function groupByType<T extends { articleType: string }>(items: readonly T[]): Array<{ type: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.articleType, [...(groups.get(item.articleType) ?? []), item]);
  return [...groups].map(([type, list]) => ({ type, items: list }));
}
