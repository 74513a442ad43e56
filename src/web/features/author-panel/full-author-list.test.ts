// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { collapseAuthorList, expandAuthorList, isFullList } from './full-author-list.ts';
import { authorData, collaboration, headerHtml, person } from './test-fixture.ts';

function list(): HTMLElement {
  return document.querySelector<HTMLElement>('.author-list')!;
}
const names = () => [...list().querySelectorAll(':scope > li .author-name:not(.collab-member-list *)')].map((n) => n.textContent);

describe('the full author list (001 §3 authors.isFullList)', () => {
  it('puts the authors left out after the cut back in byline order, and hides the ellipsis', () => {
    const authors = Array.from({ length: 30 }, (_, i) =>
      person(i + 1, { orcid: i === 24 ? '0000-0002-1825-0097' : undefined, isCorresponding: i === 25 }),
    );
    document.body.innerHTML = headerHtml(authors, 30);
    expect(names()).toHaveLength(21);
    expandAuthorList(list(), authorData(authors));
    expect(names()).toEqual(authors.map((a) => a.name.display));
    expect(list().querySelector<HTMLElement>('.author-ellipsis')!.hidden).toBe(true);
    const added = list().querySelector('li[data-author-index="24"]')!;
    expect(added.querySelector('a.orcid-link')?.getAttribute('href')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(added.querySelector('a.aff-marker')?.getAttribute('href')).toBe('#aff1');
    expect(list().querySelectorAll('li[data-author-index="25"] .corresp-marker')).toHaveLength(1);
    expect(list().querySelector('li[data-author-index="20"] button.author-name')?.getAttribute('data-content-id')).toBe('author-21');
  });

  it('lists the members of a collaboration, each opening its own panel', () => {
    const authors = [person(1), collaboration(2, 2853), person(3)];
    document.body.innerHTML = headerHtml(authors, 2856);
    expandAuthorList(list(), authorData(authors));
    const members = list().querySelector('ul.collab-member-list')!;
    expect(members.getAttribute('aria-label')).toBe('Members of Phage Hunters');
    expect(members.querySelectorAll(':scope > li')).toHaveLength(2853);
    const last = members.querySelector('li:last-child button')!;
    expect([last.textContent, last.getAttribute('data-content-id')]).toEqual(['Member2852 Hunter', 'author-2:m2852']);
    expect(list().querySelectorAll('.author-name')).toHaveLength(2856);
  });

  it('shows fewer again exactly as the server rendered it, and expanding twice adds nothing twice', () => {
    const authors = [...Array.from({ length: 25 }, (_, i) => person(i + 1)), collaboration(26, 3)];
    document.body.innerHTML = headerHtml(authors, 29);
    const before = list().innerHTML;
    expandAuthorList(list(), authorData(authors));
    expandAuthorList(list(), authorData(authors));
    expect(list().querySelectorAll('.author-name')).toHaveLength(29);
    expect(isFullList(list())).toBe(true);
    collapseAuthorList(list());
    expect(isFullList(list())).toBe(false);
    expect(list().innerHTML).toBe(before);
    expect(list().querySelector<HTMLElement>('.author-ellipsis')!.hidden).toBe(false);
  });
});
