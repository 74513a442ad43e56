import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthorSidePanel } from './author-side-panel.tsx';
import { forgetAuthorsSources } from './authors-source.ts';
import { authorData, FIXTURE_PII, fixtureAuthors } from './test-fixture.ts';

const PII = FIXTURE_PII;
const authors = fixtureAuthors(12);
const ARTICLES = {
  pii: PII,
  authorIndex: 0,
  scopusAuthorId: null,
  scopusDocuments: [
    {
      pii: 'S2050084X14000001',
      itemTitle: 'Phage genomes',
      url: '/science/article/pii/S2050084X14000001',
      sourceTitle: 'eLife',
      volume: '3',
      issue: null,
      publicationDate: '2014-05-01',
      authors: ['Given1 Surname1'],
    },
  ],
};

const requests: string[] = [];
function answer(authorsStatus = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      if (url.endsWith('/articles')) return new Response(JSON.stringify(ARTICLES), { headers: { 'content-type': 'application/json' } });
      return new Response(authorsStatus === 200 ? JSON.stringify(authorData(authors)) : '{}', {
        status: authorsStatus,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
afterEach(() => {
  forgetAuthorsSources();
  requests.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Author side panel (001 §2, §7; 000 §4)', () => {
  it("shows 'Loading...', then the author's details and other articles, named by the author", async () => {
    answer();
    render(<AuthorSidePanel id="author-1" pii={PII} entitledToken={null} opener={null} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Author' }).textContent).toContain('Loading...');
    await settle();
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Given1 Surname1' });
    expect(dialog.className).toContain('author-panel');
    expect(screen.getByRole('button', { name: 'Close author details' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'ORCID: https://orcid.org/0000-0002-1825-0097' }).getAttribute('href')).toBe(
      'https://orcid.org/0000-0002-1825-0097',
    );
    expect(within(dialog).getByRole('heading', { name: 'Affiliation' })).toBeTruthy();
    expect(dialog.textContent).toContain('University of Pittsburgh');
    expect(within(dialog).getByRole('link', { name: 'one@example.org' }).getAttribute('href')).toBe('mailto:one@example.org');
    expect(within(dialog).getByRole('link', { name: 'gfh@pitt.edu' }).getAttribute('href')).toBe('mailto:gfh@pitt.edu');
    for (const part of ['Corresponding author', 'These authors contributed equally', 'Studies phages.'])
      expect(dialog.textContent).toContain(part);
    const others = await within(dialog).findByRole('region', { name: 'Other articles by this author' });
    expect(within(others).getByRole('heading', { name: 'Other articles by this author' })).toBeTruthy();
    expect(within(others).getByRole('link', { name: 'Phage genomes' }).getAttribute('href')).toBe('/science/article/pii/S2050084X14000001');
    expect(requests).toEqual([`/sdfe/arp/pii/${PII}/authors/`, `/sdfe/arp/pii/${PII}/author/0/articles`]);
  });

  it('shows a collaboration member with the collaboration it belongs to', async () => {
    answer();
    render(<AuthorSidePanel id="author-2:m7" pii={PII} entitledToken={null} opener={null} onClose={() => undefined} />);
    await settle();
    const dialog = screen.getByRole('dialog', { name: 'Member7 Hunter' });
    expect(dialog.textContent).toContain('Member of Phage Hunters');
    expect(dialog.textContent).toContain('HHMI, United States');
  });

  it('on failure: no message, an empty panel (001 §8 "Authors failure: failed state, no message")', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(503);
    render(<AuthorSidePanel id="author-1" pii={PII} entitledToken={null} opener={null} onClose={() => undefined} />);
    await settle();
    const body = screen.getByRole('dialog', { name: 'Author' }).querySelector('.side-panel-body')!;
    expect(body.textContent).toBe('');
  });
});
