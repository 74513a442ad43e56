import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textOf, type ContentNode, type SubArticle } from '#src/shared/article/content-model.ts';
import { SubArticles } from './sub-articles.tsx';

const depths: number[] = [];
const render = (nodes: readonly ContentNode[] | undefined, depth = 0): ReactNode => {
  depths.push(depth);
  return (nodes ?? []).map((n, i) => ('text' in n ? n.text : <p key={i}>{textOf(n.children)}</p>));
};

const editor = {
  id: 'e1',
  kind: 'person' as const,
  name: { display: 'Roberto Kolter' },
  role: 'Reviewing editor',
  affiliationIds: [],
  correspondenceIds: [],
  footnoteIds: [],
  eAddresses: [],
  isCorresponding: false,
  contribType: 'editor',
};

describe('SubArticles', () => {
  const subs: SubArticle[] = [
    {
      id: 'SA1',
      kind: 'decision-letter',
      title: 'Decision letter',
      doi: '10.7554/eLife.06416.027',
      authors: [editor],
      body: [{ type: 'para', children: [{ text: 'Thank you for sending your work.' }] }],
    },
    { id: 'SA2', kind: 'reply', title: '', authors: [], body: [{ type: 'para', children: [{ text: 'We revised the Abstract.' }] }] },
  ];
  const window = new Window();
  window.document.body.innerHTML = renderToString(<SubArticles subArticles={subs} ids={new Set()} renderNodes={render} />);
  const doc = window.document;

  it('gives each block its own section and h2', () => {
    expect([...doc.querySelectorAll('section')].map((s) => s.id)).toEqual(['SA1', 'SA2']);
    expect([...doc.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Decision letter', 'Author response']);
  });

  it('names the editors with their roles and links the DOI', () => {
    expect(doc.querySelector('#SA1 .sub-article-people')?.textContent).toBe('Roberto Kolter (Reviewing editor)');
    expect(doc.querySelector('#SA1 .sub-article-doi a')?.getAttribute('href')).toBe('https://doi.org/10.7554/eLife.06416.027');
  });

  it('renders the body one level down (sections under the h2 are h3)', () => {
    expect(doc.querySelector('#SA2 p')?.textContent).toBe('We revised the Abstract.');
    expect(depths).toEqual([1, 1]);
  });

  it('renders nothing without sub-articles', () => {
    expect(renderToString(<SubArticles subArticles={[]} ids={new Set()} renderNodes={render} />)).toBe('');
  });
});
