import { describe, expect, it } from 'vitest';
import { makeAuthor } from '#tests/factories/article-model.ts';
import { authorDetails, type AuthorData } from './author-details.ts';

const data: AuthorData = {
  authors: [
    makeAuthor('Anders', 'Goude', {
      id: 'au1',
      orcid: 'http://orcid.org/0000-0002-1825-0097',
      affiliationIds: ['aff2', 'aff1', 'aff1', 'missing'],
      correspondenceIds: ['cor1'],
      footnoteIds: ['fn1'],
      biographyId: 'bio1',
      eAddresses: [
        { type: 'email', value: 'mailto:anders@example.org' },
        { type: 'url', value: 'https://lab.example.org' },
        { type: 'social-media', value: 'javascript:alert(1)' },
      ],
    }),
    makeAuthor('No', 'Extras', { id: 'au2', orcid: '0000-0002-1825-0098' }),
    makeAuthor('', '', {
      id: 'collab 1',
      kind: 'collaboration',
      name: { display: 'Phage Hunters' },
      members: [
        { name: { display: 'Patrick Abbazia' }, affiliationIds: ['aff1'], orcid: 'https://orcid.org/0000-0002-1825-0097' },
        { name: { display: 'Kristia Abernathy' }, affiliationIds: [] },
      ],
    }),
  ],
  affiliations: [
    { id: 'aff1', label: '1', text: 'Uppsala University, Sweden' },
    { id: 'aff2', text: 'HHMI, United States' },
  ],
  correspondences: [{ id: 'cor1', label: '*', children: [{ text: 'Corresponding author.' }] }],
  footnotes: [{ id: 'fn1', children: [{ text: 'Equal contribution' }] }],
  biographies: [{ id: 'bio1', children: [{ text: 'Anders Goude studies tidal power.' }] }],
};

describe('Author side panel details (001 §3 Author: orcid, biographyid, affiliations, correspondences, footnotes)', () => {
  it('resolves an author against affiliations (label + text), notes, biography and e-addresses', () => {
    expect(authorDetails(data, 'au1')).toEqual({
      name: 'Anders Goude',
      orcid: { id: '0000-0002-1825-0097', url: 'https://orcid.org/0000-0002-1825-0097' },
      affiliations: [{ text: 'HHMI, United States' }, { label: '1', text: 'Uppsala University, Sweden' }],
      eAddresses: [
        { type: 'email', value: 'anders@example.org', href: 'mailto:anders@example.org' },
        { type: 'url', value: 'https://lab.example.org', href: 'https://lab.example.org/' },
      ],
      isCorresponding: true,
      correspondences: [data.correspondences[0]],
      footnotes: [data.footnotes[0]],
      biography: data.biographies[0],
    });
  });

  it.each([
    ['au2', { name: 'No Extras', affiliations: [], eAddresses: [], isCorresponding: false }],
    ['collab_1', { name: 'Phage Hunters', memberCount: 2 }],
    [
      'collab_1:m0',
      {
        name: 'Patrick Abbazia',
        memberOf: 'Phage Hunters',
        affiliations: [{ label: '1', text: 'Uppsala University, Sweden' }],
        orcid: { id: '0000-0002-1825-0097', url: 'https://orcid.org/0000-0002-1825-0097' },
      },
    ],
    ['collab_1:m1', { name: 'Kristia Abernathy', memberOf: 'Phage Hunters', affiliations: [] }],
  ])('%s → %j', (id, expected) => {
    expect(authorDetails(data, id)).toMatchObject(expected);
  });

  it('leaves out an ORCID iD whose check character is wrong', () => {
    expect(authorDetails(data, 'au2')).not.toHaveProperty('orcid');
  });

  it.each([['nobody'], ['collab_1:m2'], ['collab_1:m01'], ['collab_1:mx'], ['au1:m0']])('%s → nothing', (id) => {
    expect(authorDetails(data, id)).toBeUndefined();
  });
});
