import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ArticleModel, Author } from '#src/shared/article/content-model.ts';
import { testArticle, testAuthor } from '#tests/factories/article-model.ts';
import { GroupAuthors, OPEN_MEMBER_LIMIT } from './group-authors.tsx';

function dom(article: ArticleModel, ids = new Set<string>()): Document {
  const window = new Window();
  window.document.body.innerHTML = renderToString(<GroupAuthors article={article} ids={ids} />);
  return window.document as unknown as Document;
}

const member = (display: string, affiliationIds: string[] = [], orcid?: string) => ({
  name: { display },
  affiliationIds,
  ...(orcid ? { orcid } : {}),
});

const consortium: Author = testAuthor(2, {
  id: 'c1',
  kind: 'collaboration',
  name: { display: 'Open Replication Consortium' },
  members: [member('Meera Iyer', ['aff2'], 'https://orcid.org/0000-0002-1825-0097'), member('Tomas Novak', ['aff3', 'aff2'])],
});
const affiliations = [
  { id: 'aff1', label: '1', text: 'Example University, Nigeria' },
  { id: 'aff2', text: 'Science Exchange, Palo Alto, United States' },
  { id: 'aff3', text: 'Center for Open Science, Charlottesville, United States' },
];

describe('group author details', () => {
  it("lists each group's members with their ORCID and affiliations, under the group's name", () => {
    const doc = dom(testArticle({ authors: [testAuthor(1), consortium], affiliations }));
    const section = doc.querySelector('section')!;
    expect(section.id).toBe('group-authors');
    // An id the article's content already uses is not taken twice.
    expect(dom(testArticle({ authors: [consortium], affiliations }), new Set(['group-authors'])).querySelector('section')?.id).toBe('');
    expect(section.querySelector('h2')?.textContent).toBe('Group author details');
    expect(section.querySelector('h3')?.textContent).toBe('Open Replication Consortium');
    const list = section.querySelector('ul[aria-label="Members of Open Replication Consortium"]')!;
    const items = [...list.querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('.group-member__name')?.textContent)).toEqual(['Meera Iyer', 'Tomas Novak']);
    expect(items[0]!.querySelector('a.orcid-link')?.getAttribute('href')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect(items[0]!.querySelector('a.orcid-link')?.getAttribute('aria-label')).toBe('ORCID profile of Meera Iyer');
    expect(items[0]!.textContent).toContain('Science Exchange, Palo Alto, United States');
    expect(items[1]!.querySelector('a.orcid-link')).toBeNull();
    expect(items[1]!.querySelector('.group-member__affiliations')?.textContent).toBe(
      'Center for Open Science, Charlottesville, United States; Science Exchange, Palo Alto, United States',
    );
    // Byline authors are not members.
    expect(section.textContent).not.toContain('Given1');
  });

  it('renders nothing for an article without group members or other authors', () => {
    expect(dom(testArticle({ authors: [testAuthor(1), { ...consortium, members: [] }], affiliations })).body.innerHTML).toBe('');
  });

  it(`folds a membership longer than ${OPEN_MEMBER_LIMIT} in a disclosure naming the count`, () => {
    const many = { ...consortium, members: Array.from({ length: 2853 }, (_, i) => member(`Member ${i}`)) };
    const doc = dom(testArticle({ authors: [many], affiliations }));
    const details = doc.querySelector('details')!;
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.querySelector('summary')?.textContent).toBe('Show all 2,853 members');
    expect(details.querySelectorAll('li.collab-member')).toHaveLength(2853);
  });

  it('lists authors named outside the byline whose group is unknown as other authors', () => {
    const apart = testAuthor(3, { name: { display: 'Al Apart' }, contribType: 'author non-byline', affiliationIds: ['aff1'] });
    const doc = dom(testArticle({ authors: [testAuthor(1), apart], affiliations }));
    expect(doc.querySelector('h3')?.textContent).toBe('Other authors');
    const item = doc.querySelector('ul[aria-label="Other authors"] > li.non-byline-author')!;
    expect(item.textContent).toBe('Al Apart Example University, Nigeria');
  });
});
