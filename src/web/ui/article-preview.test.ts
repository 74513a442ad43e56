import { describe, expect, it } from 'vitest';
import { makeArticle } from '#tests/factories/article-model.ts';
import {
  cutOtherReference,
  ELLIPSIS,
  INTRODUCTION_SNIPPET_MAX,
  openingOf,
  previewAuthors,
  previewOf,
  previewReferenceCount,
  previewReferenceOf,
  previewReferenceOrder,
  SECTION_SNIPPET_MAX,
} from './article-preview.ts';
import type { ContentNode, Reference } from '#src/shared/article/content-model.ts';

const t = (text: string): ContentNode => ({ text });
const para = (text: string): ContentNode => ({ type: 'para', children: [t(text)] });
const section = (id: string, title: string, ...children: ContentNode[]): ContentNode => ({
  type: 'section',
  attrs: { id },
  children: [{ type: 'section-title', children: [t(title)] }, ...children],
});
const words = (n: number, word = 'lorem') => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
const ref = (id: string, overrides: Partial<Reference> = {}): Reference => ({
  id,
  kind: 'journal',
  contribution: { authors: [], title: `Title ${id}` },
  host: { title: 'Journal' },
  text: `Reference ${id}`,
  ...overrides,
});

describe('preview reference count (001 §2: first half, capped at 50, when more than 2)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 1],
    [4, 2],
    [46, 23],
    [99, 49],
    [100, 50],
    [101, 50],
    [400, 50],
  ])('%i references → %i in the preview', (total, shown) => {
    expect(previewReferenceCount(total)).toBe(shown);
  });
});

describe('preview reference order', () => {
  it('puts references with internal links first, then takes the first half', () => {
    const refs = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(previewReferenceOrder(refs, (r) => r === 'e' || r === 'f')).toEqual(['e', 'f', 'a']);
  });
});

describe('author lists (001 §2: over 2 → first, ellipsis, last)', () => {
  it.each([
    [[], []],
    [['A'], ['A']],
    [
      ['A', 'B'],
      ['A', 'B'],
    ],
    [
      ['A', 'B', 'C'],
      ['A', ELLIPSIS, 'C'],
    ],
    [
      ['A', 'B', 'C', 'D', 'E'],
      ['A', ELLIPSIS, 'E'],
    ],
  ])('%j → %j', (authors, shown) => {
    expect(previewAuthors(authors)).toEqual(shown);
  });
});

describe("'Other reference' text (cut to 120 characters + ellipsis)", () => {
  it.each([
    ['short', 'short'],
    ['x'.repeat(120), 'x'.repeat(120)],
    ['x'.repeat(121), 'x'.repeat(120) + ELLIPSIS],
    ['y'.repeat(300), 'y'.repeat(120) + ELLIPSIS],
  ])('%s', (text, shown) => {
    expect(cutOtherReference(text)).toBe(shown);
  });

  it('applies to references without structured title and source', () => {
    const other = previewReferenceOf(ref('r1', { kind: 'other', contribution: { authors: [] }, host: {}, text: 'z'.repeat(200) }));
    expect(other.otherText).toBe('z'.repeat(120) + ELLIPSIS);
    expect(other.title).toBeNull();
    const structured = previewReferenceOf(
      ref('r2', {
        contribution: {
          authors: [
            { display: 'A B', surname: 'B', given: 'A' },
            { display: 'C D', surname: 'D' },
            { display: 'E F', surname: 'F', given: 'E' },
          ],
          title: 'T',
        },
      }),
      'S0000000000000001',
    );
    expect(structured).toMatchObject({
      otherText: null,
      title: 'T',
      source: 'Journal',
      authors: ['B A', ELLIPSIS, 'F E'],
      internalPii: 'S0000000000000001',
    });
  });
});

describe('openings', () => {
  it.each([
    ['', 10, ''],
    ['One two.', 250, 'One two' + ELLIPSIS],
    [words(100), 160, null],
  ])('%s cut to %i', (text, max, expected) => {
    const cut = openingOf(text, max);
    if (expected !== null) expect(cut).toBe(expected);
    else {
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(cut.endsWith(ELLIPSIS)).toBe(true);
      expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    }
  });
});

describe('previewOf', () => {
  const long = words(200, 'secret');
  const model = makeArticle({
    body: [
      section('s1', 'Introduction', para(`Intro ${long}`), para('Second intro paragraph never shown.')),
      section('s2', 'Results', section('s2.1', 'Sub', para(`Result ${long}`)), para('Later results never shown.')),
      section(
        's3',
        'Discussion',
        { type: 'figure', attrs: { id: 'f1' }, children: [{ type: 'caption', children: [t('Figure caption never shown')] }] },
        para('Short discussion.'),
      ),
    ],
    references: [ref('r1'), ref('r2'), ref('r3'), ref('r4')],
  });
  const preview = previewOf(model, { citedByCount: 3, internalLinks: new Map([['r4', 'S0960148113002048']]) });

  it('gives the abstract, the introduction cut short and one short snippet per other top-level section', () => {
    expect(preview.abstracts).toHaveLength(1);
    expect(preview.introduction).toMatchObject({ id: 's1', title: 'Introduction' });
    expect(preview.introduction?.snippet.length).toBeLessThanOrEqual(INTRODUCTION_SNIPPET_MAX);
    expect(preview.introduction?.snippet.startsWith('Intro secret0')).toBe(true);
    expect(preview.introduction?.snippet.endsWith(ELLIPSIS)).toBe(true);
    expect(preview.sections.map((s) => [s.id, s.title])).toEqual([
      ['s2', 'Results'],
      ['s3', 'Discussion'],
    ]);
    for (const s of preview.sections) expect(s.snippet.length).toBeLessThanOrEqual(SECTION_SNIPPET_MAX);
    expect(preview.sections[1]?.snippet).toBe('Short discussion' + ELLIPSIS);
    const revealed = JSON.stringify(preview);
    expect(revealed).not.toContain('never shown');
    expect(revealed).not.toContain('secret199');
  });

  it('counts references and citations and lists half the references, internal ones first', () => {
    expect(preview.referenceCount).toBe(4);
    expect(preview.citedByCount).toBe(3);
    expect(preview.references.map((r) => r.id)).toEqual(['r4', 'r1']);
  });

  it('lists only non-empty sections in the Article preview table of contents', () => {
    expect(preview.toc.map((e) => e.title)).toEqual(['Abstract', 'Introduction', 'Section snippets', 'References', 'Cited by']);
    const bare = previewOf(makeArticle({ abstracts: [], body: [para('Only a paragraph.')] }));
    expect(bare.toc.map((e) => e.title)).toEqual(['Introduction']);
    expect(bare.introduction).toEqual({ id: null, title: 'Introduction', snippet: 'Only a paragraph' + ELLIPSIS });
  });
});
