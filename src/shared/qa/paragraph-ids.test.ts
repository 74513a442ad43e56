import { describe, expect, it } from 'vitest';
import type { ContentNode, ElementNode } from '../article/content-model.ts';
import { paragraphIds } from './paragraph-ids.ts';

const para = (id?: string): ElementNode => ({ type: 'para', ...(id ? { attrs: { id } } : {}), children: [{ text: 'x' }] });
const section = (id: string, ...children: ContentNode[]): ElementNode => ({ type: 'section', attrs: { id }, children });

describe('paragraphIds: stable ids for every paragraph', () => {
  it.each<[string, () => { parts: ContentNode[][]; paras: ElementNode[] }, string[]]>([
    [
      'XML ids are kept',
      () => {
        const p = [para('p0005'), para('p0010')];
        return { parts: [[section('s1', ...p)]], paras: p };
      },
      ['p0005', 'p0010'],
    ],
    [
      'paragraphs without an id count in document order',
      () => {
        const p = [para(), para(), para()];
        return { parts: [[section('s1', p[0]!), section('s2', p[1]!)], [p[2]!]], paras: p };
      },
      ['para-1', 'para-2', 'para-3'],
    ],
    [
      'a generated id never takes an id the XML uses',
      () => {
        const p = [para(), para('para-1')];
        return { parts: [[p[0]!, p[1]!]], paras: p };
      },
      ['para-2', 'para-1'],
    ],
    [
      'a repeated XML id is kept once; the repeat gets a generated id',
      () => {
        const p = [para('dup'), para('dup')];
        return { parts: [[p[0]!, p[1]!]], paras: p };
      },
      ['dup', 'para-1'],
    ],
    [
      'a paragraph sharing a section id gets a generated id',
      () => {
        const p = [para('s1')];
        return { parts: [[section('s1', p[0]!)]], paras: p };
      },
      ['para-1'],
    ],
    [
      'unsafe characters are made safe as the renderer makes them',
      () => {
        const p = [para('p 1"x')];
        return { parts: [[p[0]!]], paras: p };
      },
      ['p_1_x'],
    ],
  ])('%s', (_name, make, expected) => {
    const { parts, paras } = make();
    const ids = paragraphIds(parts);
    expect(paras.map((p) => ids.get(p))).toEqual(expected);
    // Deterministic: the same model gives the same ids.
    expect(paras.map((p) => paragraphIds(parts).get(p))).toEqual(expected);
  });
});
