import { describe, expect, it } from 'vitest';
import { makeArticle } from '#tests/factories/article-model.ts';
import { extrasOf, floatsOf, outlineOf } from './article-outline.ts';
import type { ContentNode } from './content-model.ts';

const section = (id: string | undefined, title: string, ...children: ContentNode[]): ContentNode => ({
  type: 'section',
  attrs: id ? { id } : {},
  children: [{ type: 'section-title', children: [{ text: title }] }, ...children],
});

describe('outline', () => {
  it('nests titled sections with heading levels from 2, capped at 6', () => {
    const deep = section('s1', 'A', section('s2', 'B', section('s3', 'C', section('s4', 'D', section('s5', 'E', section('s6', 'F'))))));
    const outline = outlineOf([deep]);
    const levels: number[] = [];
    let entry = outline[0];
    while (entry) {
      levels.push(entry.level);
      entry = entry.children[0];
    }
    expect(levels).toEqual([2, 3, 4, 5, 6, 6]);
  });

  it('skips sections without id or title but keeps their titled children', () => {
    expect(outlineOf([section(undefined, 'x', section('s2', 'Inner'))])).toEqual([{ id: 's2', title: 'Inner', level: 2, children: [] }]);
  });
});

describe('floats and extras', () => {
  const fig: ContentNode = {
    type: 'figure',
    attrs: { id: 'fig1', label: 'Figure 1' },
    children: [{ type: 'caption', children: [{ type: 'title', children: [{ text: 'Overview.' }] }] }],
  };
  const table: ContentNode = { type: 'table', attrs: { id: 'tbl1', label: 'Table 1' }, children: [] };
  const supp: ContentNode = { type: 'e-component', attrs: { id: 'supp1', label: 'Supplementary file 1' }, children: [] };

  it('lists figures and tables in document order, nested ones too', () => {
    expect(floatsOf([section('s1', 'Results', fig, table)])).toEqual({
      figures: [{ id: 'fig1', label: 'Figure 1', caption: 'Overview.' }],
      tables: [{ id: 'tbl1', label: 'Table 1', caption: '' }],
    });
  });

  it('lists supplementary items as extras', () => {
    expect(extrasOf(makeArticle({ back: [supp] }))).toEqual([{ id: 'supp1', label: 'Supplementary file 1', caption: '' }]);
  });
});
