// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { AuthorDetails } from '#src/web/features/author-panel/author-details.ts';
import { renderNotes } from './note-content.ts';
import { renderAuthorDetails } from './panel-content.ts';

function html(nodes: Node[]): string {
  const div = document.createElement('div');
  div.append(...nodes);
  return div.innerHTML;
}

describe('author notes in the side panel (untrusted XML content)', () => {
  it.each([
    [[{ type: 'para', children: [{ text: 'A ' }, { type: 'italic', children: [{ text: 'B' }] }] }], '<p>A <i>B</i></p>'],
    [[{ text: '<img src=x onerror=alert(1)>' }], '&lt;img src=x onerror=alert(1)&gt;'],
    [[{ type: 'e-address', attrs: { type: 'email', href: 'gfh@pitt.edu' }, children: [{ text: 'gfh@pitt.edu' }] }], '<a href="mailto:gfh@pitt.edu">gfh@pitt.edu</a>'],
    [[{ type: 'inter-ref', attrs: { href: 'javascript:alert(1)' }, children: [{ text: 'x' }] }], 'x'],
    [[{ type: 'inter-ref', attrs: { href: 'http://www.ccl.net/a' }, children: [{ text: 'site' }] }], '<a href="http://www.ccl.net/a">site</a>'],
    [[{ type: 'cross-ref', attrs: { refid: 'bib1' }, children: [{ text: 'Smith 2001' }] }], 'Smith 2001'],
    [[{ type: 'script', children: [{ text: 'alert(1)' }] }], 'alert(1)'],
  ])('%j → %s', (nodes, expected) => {
    expect(html(renderNotes(document, nodes))).toBe(expected);
  });
});

describe('Author side panel body', () => {
  const details: AuthorDetails = {
    name: 'Anders Goude',
    orcid: { id: '0000-0002-1825-0097', url: 'https://orcid.org/0000-0002-1825-0097' },
    affiliations: [{ label: 'a', text: 'Uppsala University, Sweden' }, { text: 'HHMI' }],
    eAddresses: [
      { type: 'email', value: 'anders@example.org', href: 'mailto:anders@example.org' },
      { type: 'social-media', value: 'https://social.example/@anders', href: 'https://social.example/@anders' },
    ],
    isCorresponding: true,
    correspondences: [],
    footnotes: [],
  };

  it('shows ORCID as the iD icon and the full https URL, affiliations with labels, and labelled contacts', () => {
    const root = document.createElement('div');
    root.append(...renderAuthorDetails(document, details));
    const orcid = root.querySelector('.author-panel-orcid a')!;
    expect(orcid.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(orcid.textContent).toBe('ORCID: https://orcid.org/0000-0002-1825-0097');
    expect([...root.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Affiliations', 'Contact']);
    expect([...root.querySelectorAll('.author-panel-affiliations li')].map((li) => li.textContent)).toEqual(['aUppsala University, Sweden', 'HHMI']);
    expect([...root.querySelectorAll('.author-panel-contact li')].map((li) => li.textContent)).toEqual([
      'Email: anders@example.org',
      'Social media: https://social.example/@anders',
    ]);
    expect(root.querySelector('.author-panel-corresp')?.textContent).toBe('* Corresponding author');
  });

  it('shows nothing but the name when the article says nothing more', () => {
    expect(renderAuthorDetails(document, { name: 'X', affiliations: [], eAddresses: [], isCorresponding: false, correspondences: [], footnotes: [] })).toEqual([]);
  });
});
