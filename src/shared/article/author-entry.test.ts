import { describe, expect, it } from 'vitest';
import {
  AUTHOR_CUT,
  SIDE_PANEL_WITHOUT_ID,
  authorCount,
  authorIcons,
  authorProfileUrl,
  authorNameKind,
  eAddressHref,
  memberCountLabel,
  memberPanelId,
  requireSidePanelId,
  visibleAuthors,
} from './author-entry.ts';

describe('000 §9: "Author lists in the article header are cut at 20 authors, followed by an ellipsis and the last author."', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
  it.each([
    [0, [], -1],
    [20, names(20), -1],
    [21, names(21), -1],
    [22, [...names(20), 22], 20],
    [2866, [...names(20), 2866], 20],
  ])('%i authors → %j (ellipsis before index %i)', (count, shown, hiddenBefore) => {
    expect(visibleAuthors(names(count))).toEqual({ shown, hiddenBefore });
  });

  it('cuts at 20', () => expect(AUTHOR_CUT).toBe(20));

  it.each([
    [1, ' (1 member)'],
    [2, ' (2 members)'],
    [2853, ' (2,853 members)'],
  ])('labels %i members %j', (n, label) => {
    expect(memberCountLabel(n)).toBe(label);
  });

  it('counts collaboration members as authors', () => {
    expect(authorCount([{}, { members: [] }, { members: [{ name: { display: 'A' }, affiliationIds: [] }] }])).toBe(4);
  });
});

describe('000 §4: "An author with role anonymous is plain text. An author with an href is a profile link. Other authors open a side panel."', () => {
  it.each([
    [{ id: 'a1', role: 'anonymous', href: 'https://example.org/p' }, { kind: 'plain' }],
    [{ id: 'a1', role: ' Anonymous ' }, { kind: 'plain' }],
    [
      { id: 'a1', href: 'https://example.org/profile/1' },
      { kind: 'profile-link', href: 'https://example.org/profile/1' },
    ],
    [
      { id: 'a1', href: 'javascript:alert(1)' },
      { kind: 'panel', panelId: 'a1' },
    ],
    [
      { id: 'a1', role: 'Editor-in-Chief' },
      { kind: 'panel', panelId: 'a1' },
    ],
    [{ id: 'author 7' }, { kind: 'panel', panelId: 'author_7' }],
    [{ id: '' }, { kind: 'plain' }],
  ])('%j → %j', (author, kind) => {
    expect(authorNameKind(author)).toEqual(kind);
  });

  it('gives collaboration members their own panel ids', () => {
    expect(memberPanelId('collab1', 0)).toBe('collab1:m0');
    expect(memberPanelId('collab1', 2852)).toBe('collab1:m2852');
  });
});

describe('000 §4: "The correspondence icon appears once per author. The email and web icons appear only once each."', () => {
  const base = {
    isCorresponding: false,
    correspondenceIds: [] as string[],
    eAddresses: [] as { type: 'email' | 'url' | 'social-media'; value: string }[],
  };
  it.each([
    [base, { correspondence: false }],
    [{ ...base, isCorresponding: true }, { correspondence: true }],
    [{ ...base, correspondenceIds: ['cor1', 'cor2'] }, { correspondence: true }],
    [
      {
        ...base,
        eAddresses: [
          { type: 'email', value: 'one@example.org' },
          { type: 'email', value: 'two@example.org' },
        ],
      },
      { correspondence: false, email: 'mailto:one@example.org' },
    ],
    [
      {
        ...base,
        eAddresses: [
          { type: 'url', value: 'https://lab.example.org' },
          { type: 'social-media', value: 'https://social.example/@me' },
        ],
      },
      { correspondence: false, web: 'https://lab.example.org/' },
    ],
    [
      {
        ...base,
        eAddresses: [
          { type: 'email', value: 'not an address' },
          { type: 'email', value: 'mailto:b@example.org' },
        ],
      },
      { correspondence: false, email: 'mailto:b@example.org' },
    ],
    [{ ...base, eAddresses: [{ type: 'url', value: 'javascript:alert(1)' }] }, { correspondence: false }],
  ] as const)('%j → %j', (author, icons) => {
    expect(authorIcons(author as typeof base)).toEqual(icons);
  });

  it.each([
    [{ type: 'email', value: 'a@b.org?cc=c@d.org' }, undefined],
    [{ type: 'email', value: ' a@b.org ' }, 'mailto:a@b.org'],
    [{ type: 'social-media', value: 'www.example.org/me' }, 'http://www.example.org/me'],
    [{ type: 'url', value: 'data:text/html,x' }, undefined],
  ] as const)('e-address %j → %j', (e, href) => {
    expect(eAddressHref(e)).toBe(href);
  });
});

describe('000 §8: "Side panel opened with no id — Throws \'Invalid state. Side panel opened without identifier.\'"', () => {
  it.each([[undefined], [null], [''], ['  ']])('%j throws', (id) => {
    expect(() => requireSidePanelId(id)).toThrow(SIDE_PANEL_WITHOUT_ID);
  });
  it('keeps the wording', () => expect(SIDE_PANEL_WITHOUT_ID).toBe('Invalid state. Side panel opened without identifier.'));
  it('passes an id through', () => expect(requireSidePanelId('author-1')).toBe('author-1'));
});

describe('authorUrl of /author-metadata (001 §3): the profile link, else the ORCID record', () => {
  it.each([
    [{ href: 'https://example.org/p/1', orcid: '0000-0002-1825-0097' }, 'https://example.org/p/1'],
    [{ orcid: 'http://orcid.org/0000-0002-1825-0097' }, 'https://orcid.org/0000-0002-1825-0097'],
    [{ href: 'javascript:alert(1)', orcid: '0000-0002-1825-0097' }, 'https://orcid.org/0000-0002-1825-0097'],
    [{ orcid: '0000-0002-1825-0098' }, undefined],
    [{ role: 'anonymous', href: 'https://example.org/p/1' }, undefined],
    [{}, undefined],
  ])('%j → %j', (author, url) => {
    expect(authorProfileUrl(author)).toBe(url);
  });
});
