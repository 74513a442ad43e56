import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textOf, type Abstract, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { abstractTitle, Abstracts } from './abstracts.tsx';

/** Stand-in renderer: paragraphs as <p>, so the structure is visible. */
const render = (nodes: readonly ContentNode[] | undefined): ReactNode =>
  (nodes ?? []).map((n, i) => ('text' in n ? n.text : <p key={i}>{textOf(n.children)}</p>));

const para = (text: string): ContentNode => ({ type: 'para', children: [{ text }] });

function dom(abstracts: Abstract[], keywords: ArticleModel['keywords'] = []): Document {
  const window = new Window();
  window.document.body.innerHTML = renderToString(
    <Abstracts abstracts={abstracts} keywords={keywords} ids={new Set()} renderNodes={render} />,
  );
  return window.document as unknown as Document;
}

describe('abstractTitle', () => {
  it.each<[Abstract, string]>([
    [{ kind: 'author', children: [] }, 'Abstract'],
    [{ kind: 'highlights', children: [] }, 'Highlights'],
    [{ kind: 'graphical', children: [] }, 'Graphical abstract'],
    [{ kind: 'executive-summary', title: 'eLife digest', children: [] }, 'eLife digest'],
    [{ kind: 'teaser', children: [] }, 'Teaser'],
    [{ kind: 'lay-summary', children: [] }, 'Lay summary'],
  ])('%j → %s', (a, title) => {
    expect(abstractTitle(a)).toBe(title);
  });
});

describe('Abstracts', () => {
  const doc = dom(
    [
      { id: 'abs1', kind: 'author', children: [para('We compare genomes.')] },
      { kind: 'highlights', children: [para('First highlight'), para('Second highlight')] },
      { kind: 'graphical', children: [para('Graphical')] },
    ],
    [
      { kind: 'author', terms: ['phage', 'genomics', ' '] },
      { kind: 'research-organism', title: 'Research organism', terms: ['Mycobacterium smegmatis'] },
    ],
  );

  it('puts highlights first, then the abstract, then the rest, each under an h2', () => {
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Highlights',
      'Abstract',
      'Graphical abstract',
      'Keywords',
      'Research organism',
    ]);
    expect(doc.querySelector('section#abs1 p')?.textContent).toBe('We compare genomes.');
  });

  it('shows highlights as a list', () => {
    expect([...doc.querySelectorAll('ul.highlights li')].map((li) => li.textContent)).toEqual(['First highlight', 'Second highlight']);
  });

  it('lists keywords (blank ones dropped) with the anchor "keywords"', () => {
    expect([...doc.querySelectorAll('#keywords li')].map((li) => li.textContent)).toEqual(['phage', 'genomics']);
  });

  it('renders nothing without abstracts or keywords', () => {
    expect(renderToString(<Abstracts abstracts={[]} keywords={[]} ids={new Set()} renderNodes={render} />)).toBe('');
  });
});

describe('highlights given as a list', () => {
  it('render as that list, not wrapped in another list (Elsevier: a ce:list inside the abstract para)', () => {
    const list: ContentNode = { type: 'list', children: [{ type: 'list-item', children: [para('One.')] }] };
    const doc = dom([{ kind: 'highlights', children: [{ type: 'para', children: [list] }] }]);
    expect(doc.querySelector('ul.highlights')).toBeNull();
    expect(doc.querySelector('section h2')?.textContent).toBe('Highlights');
  });
});
