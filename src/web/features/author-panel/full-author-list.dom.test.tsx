import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { collapseAuthorList, expandAuthorList, FullAuthorList, isFullList } from './full-author-list.tsx';
import { authorData, collaboration, headerHtml, person } from './test-fixture.ts';

const onPage = new Set(['aff1', 'cor1']);
const hasId = (id: string) => onPage.has(id);
const byline = () => screen.getByRole('list', { name: 'Authors' });
/** The byline entries' names (not the members nested in a collaboration). */
const names = () =>
  within(byline())
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === byline())
    .map((li) => li.querySelector('.author-name')!.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the full author list (001 §3 authors.isFullList; 000 §4 entries)', () => {
  it('lists every byline author in order, with the header’s names, markers and icons', () => {
    const authors = Array.from({ length: 30 }, (_, i) =>
      person(i + 1, {
        orcid: i === 24 ? '0000-0002-1825-0097' : undefined,
        isCorresponding: i === 25,
        correspondenceIds: i === 25 ? ['cor1'] : [],
      }),
    );
    render(<FullAuthorList data={authorData(authors)} hasId={hasId} />);
    expect(names()).toEqual(authors.map((a) => a.name.display));
    expect(screen.getByRole('link', { name: 'ORCID profile of Given25 Surname25' }).getAttribute('href')).toBe(
      'https://orcid.org/0000-0002-1825-0097',
    );
    const author21 = screen.getByRole('button', { name: 'Given21 Surname21' });
    expect(author21.getAttribute('data-content-id')).toBe('author-21');
    expect(author21.getAttribute('aria-haspopup')).toBe('dialog');
    const entry26 = screen.getByRole('button', { name: 'Given26 Surname26' }).closest('li')!;
    expect(within(entry26).getByRole('link', { name: 'Affiliation 1' }).getAttribute('href')).toBe('#aff1');
    expect(within(entry26).getByRole('link', { name: 'Corresponding author' }).getAttribute('href')).toBe('#cor1');
  });

  it('an affiliation not on the page is a plain marker, not a link', () => {
    render(<FullAuthorList data={authorData([person(1)])} hasId={() => false} />);
    expect(screen.queryByRole('link', { name: 'Affiliation 1' })).toBeNull();
    expect(screen.getByText('1', { exact: false, selector: '.aff-marker' })).toBeTruthy();
  });

  it('lists the members of a collaboration, each opening its own Author side panel', () => {
    const authors = [person(1), collaboration(2, 120), person(3)];
    render(<FullAuthorList data={authorData(authors)} hasId={hasId} />);
    const members = screen.getByRole('list', { name: 'Members of Phage Hunters' });
    const items = within(members).getAllByRole('listitem');
    expect(items).toHaveLength(120);
    const last = within(items.at(-1)!).getByRole('button', { name: 'Member119 Hunter' });
    expect(last.getAttribute('data-content-id')).toBe('author-2:m119');
    expect(names()).toEqual(['Given1 Surname1', 'Phage Hunters', 'Given3 Surname3']);
    expect(screen.getByText('120 members', { exact: false })).toBeTruthy();
  });

  it('stands in for the server’s list and gives it back untouched; expanding twice adds nothing twice', () => {
    const authors = [...Array.from({ length: 25 }, (_, i) => person(i + 1)), collaboration(26, 3)];
    document.body.innerHTML = headerHtml(authors, 29);
    const server = document.querySelector<HTMLElement>('.author-list')!;
    const before = server.outerHTML;
    expect(within(byline()).getAllByRole('button')).toHaveLength(21);

    expandAuthorList(server, authorData(authors));
    expandAuthorList(server, authorData(authors));
    expect(isFullList(server)).toBe(true);
    expect(server.hidden).toBe(true);
    expect(screen.getAllByRole('list', { name: 'Authors' })).toHaveLength(1);
    expect(names()).toEqual(authors.map((a) => a.name.display));
    expect(within(byline()).getAllByRole('button')).toHaveLength(29);

    collapseAuthorList(server);
    expect(isFullList(server)).toBe(false);
    expect(server.outerHTML).toBe(before);
    expect(screen.getAllByRole('list', { name: 'Authors' })).toEqual([server]);
  });
});
