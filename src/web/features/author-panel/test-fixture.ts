import type { AuthorData } from '#src/web/features/author-panel/author-details.ts';
import type { Author } from '#src/shared/article/content-model.ts';

/**
 * Test data shaped like elife06416 (byline persons, a collaboration with thousands of
 * members) and the header markup the server renders for it (article-header/author-list.tsx:
 * its tests pin the same attributes).
 */

export function person(i: number, overrides: Partial<Author> = {}): Author {
  return {
    id: `author-${i}`,
    kind: 'person',
    name: { given: `Given${i}`, surname: `Surname${i}`, display: `Given${i} Surname${i}` },
    affiliationIds: ['aff1'],
    correspondenceIds: [],
    footnoteIds: [],
    eAddresses: [],
    isCorresponding: false,
    contribType: 'author',
    ...overrides,
  };
}

export function collaboration(i: number, members: number): Author {
  return person(i, {
    kind: 'collaboration',
    name: { display: 'Phage Hunters' },
    affiliationIds: [],
    members: Array.from({ length: members }, (_, m) => ({ name: { display: `Member${m} Hunter` }, affiliationIds: ['aff2'] })),
  });
}

export function authorData(authors: Author[]): AuthorData {
  return {
    authors,
    affiliations: [
      { id: 'aff1', label: '1', text: 'University of Pittsburgh, United States' },
      { id: 'aff2', label: '2', text: 'HHMI, United States' },
    ],
    correspondences: [
      {
        id: 'cor1',
        label: '*',
        children: [
          { text: 'For correspondence: ' },
          { type: 'e-address', attrs: { type: 'email', href: 'gfh@pitt.edu' }, children: [{ text: 'gfh@pitt.edu' }] },
        ],
      },
    ],
    footnotes: [{ id: 'equal', label: '\u2020', children: [{ type: 'para', children: [{ text: 'These authors contributed equally' }] }] }],
    biographies: [{ id: 'bio1', children: [{ type: 'para', children: [{ text: 'Studies phages.' }] }] }],
  };
}

function entry(a: Author, index: number): string {
  const members = a.members?.length ? ` <span class="collab-members">(${a.members.length} members)</span>` : '';
  return `<li class="author" data-author-index="${index}"><button type="button" class="author-name" data-content-type="author" data-content-id="${a.id}" aria-haspopup="dialog">${a.name.display}</button>${members}</li>`;
}

/** The header as the server renders it: the first 20, an ellipsis and the last past 21 authors. */
export function headerHtml(authors: Author[], total: number): string {
  const cut = authors.length > 21;
  const shown = cut
    ? [
        ...authors.slice(0, 20).map((a, i) => entry(a, i)),
        '<li class="author-ellipsis"><span aria-hidden="true">…</span></li>',
        entry(authors.at(-1)!, authors.length - 1),
      ]
    : authors.map(entry);
  return (
    '<div class="article-content"><header><div class="author-group" data-author-group="">' +
    `<ul class="author-list" aria-label="Authors">${shown.join('')}</ul>` +
    `<button type="button" class="show-all-authors" data-action="show-all-authors" data-total="${total}" aria-expanded="false">Show all ${total.toLocaleString('en-US')} authors</button>` +
    '<p class="author-list-status" role="status"></p></div>' +
    '<ul class="affiliations"><li id="aff1"><sup>1</sup>University of Pittsburgh, United States</li></ul></header></div>'
  );
}

/** The article both author-panel test files use. */
export const FIXTURE_PII = 'S2050084X15064160';

/** Three byline entries: a corresponding author with every detail, a collaboration of `members`, a plain author. */
export function fixtureAuthors(members: number): Author[] {
  return [
    person(1, {
      orcid: 'http://orcid.org/0000-0002-1825-0097',
      isCorresponding: true,
      correspondenceIds: ['cor1'],
      footnoteIds: ['equal'],
      biographyId: 'bio1',
      eAddresses: [
        { type: 'email', value: 'one@example.org' },
        { type: 'url', value: 'https://lab.example.org/one' },
      ],
    }),
    collaboration(2, members),
    person(3),
  ];
}
