import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { textOf, type ContentNode } from '#src/shared/article/content-model.ts';
import { BackMatter, type BackMatterProps } from './back-matter.tsx';

const render = (nodes: readonly ContentNode[] | undefined): ReactNode =>
  (nodes ?? []).map((n, i) =>
    'text' in n ? (
      n.text
    ) : (
      <p key={i} data-type={n.type}>
        {textOf(n.children)}
      </p>
    ),
  );

const empty: BackMatterProps = { back: [], funding: [], glossary: [], footnotes: [], biographies: [], ids: new Set(), renderNodes: render };

function dom(props: Partial<BackMatterProps>): Document {
  const window = new Window();
  window.document.body.innerHTML = renderToString(<BackMatter {...empty} ids={new Set()} {...props} />);
  return window.document as unknown as Document;
}

describe('BackMatter', () => {
  it('renders nothing when there is no back matter', () => {
    expect(renderToString(<BackMatter {...empty} />)).toBe('');
  });

  it('renders back sections through the body renderer, in order', () => {
    const doc = dom({
      back: [
        { type: 'acknowledgment', children: [{ text: 'Thanks' }] },
        { type: 'appendix', children: [{ text: 'A' }] },
      ],
    });
    expect([...doc.querySelectorAll('p')].map((p) => p.getAttribute('data-type'))).toEqual(['acknowledgment', 'appendix']);
  });

  it.each<[string, Partial<BackMatterProps>, string, string]>([
    [
      'funding',
      {
        funding: [
          { source: 'Howard Hughes Medical Institute', awardIds: ['54308198', '52006953'] },
          { source: 'NIH', awardIds: [] },
        ],
      },
      'Funding',
      'Howard Hughes Medical Institute (54308198, 52006953)NIH',
    ],
    [
      'funding statement',
      { fundingStatement: [{ type: 'para', children: [{ text: 'The funders had no role.' }] }] },
      'Funding',
      'The funders had no role.',
    ],
    [
      'data availability',
      { dataAvailability: [{ type: 'para', children: [{ text: 'Data at GenBank.' }] }] },
      'Data availability',
      'Data at GenBank.',
    ],
    [
      'glossary',
      { glossary: [{ id: 'g1', term: 'MSA', definition: [{ type: 'para', children: [{ text: 'multiple sequence alignment' }] }] }] },
      'Glossary',
      'MSAmultiple sequence alignment',
    ],
    [
      'footnotes',
      { footnotes: [{ id: 'fn1', label: '1', children: [{ type: 'para', children: [{ text: 'A note.' }] }] }] },
      'Footnotes',
      '1A note.',
    ],
    [
      'biographies',
      { biographies: [{ id: 'bio1', children: [{ type: 'para', children: [{ text: 'Jane studied…' }] }] }] },
      'Biographies',
      'Jane studied…',
    ],
  ])('%s under its own h2', (_name, props, heading, text) => {
    const doc = dom(props);
    const section = doc.querySelector('section')!;
    expect(section.querySelector('h2')?.textContent).toBe(heading);
    expect(section.textContent).toBe(heading + text);
  });

  it('footnotes keep their ids for in-text links', () => {
    expect(dom({ footnotes: [{ id: 'fn1', children: [] }] }).querySelector('li#fn1')).not.toBeNull();
  });
});
