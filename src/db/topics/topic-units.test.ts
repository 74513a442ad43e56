import { describe, expect, it } from 'vitest';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { createPhraseIndex } from '#src/shared/topics/phrase-matcher.ts';
import { articleOccurrences } from './occurrences.ts';
import { topicUnits } from './topic-units.ts';

const text = (t: string): ContentNode => ({ text: t });
const el = (type: string, children: ContentNode[], attrs?: Record<string, string>): ContentNode => ({ type, attrs, children });
const para = (...children: ContentNode[]) => el('para', children);
const RIBOSOME = { name: 'Ribosome', targetURL: '/topics/b/ribosome', stringMatch: ['ribosome'] };
const index = createPhraseIndex([RIBOSOME]);

/** Which units of a body holding `node` inside section s1 would link "ribosome". */
function linkedUnits(node: ContentNode): string[] {
  const body = [el('section', [node], { id: 's1' })];
  return articleOccurrences({ abstracts: [], body, back: [] }, index).map((o) => o.unitId);
}

describe('topic contexts (000 §5: skipped "inside headings, cross-refs, links, tables, math, acknowledgments, conflict-of-interest, appendices, affiliation and data-availability nodes")', () => {
  it.each<[string, ContentNode, string[]]>([
    ['a paragraph', para(text('The ribosome.')), ['s1']],
    ['a heading', el('section-title', [text('The ribosome')]), []],
    ['a cross-ref', para(el('cross-ref', [text('ribosome')], { refid: 'f1' })), []],
    ['a link', para(el('inter-ref', [text('ribosome')], { href: 'https://example.org' })), []],
    ['an e-address', para(el('e-address', [text('ribosome@example.org')])), []],
    ['a table', el('table', [el('table-grid', [text('ribosome')])], { id: 't1' }), []],
    ['math', para(el('math', [el('tex', [text('ribosome')])])), []],
    ['an acknowledgment', el('acknowledgment', [para(text('ribosome'))]), []],
    ['an appendix', el('appendix', [para(text('ribosome'))], { id: 'app1' }), []],
    ['a conflict-of-interest section', el('section', [para(text('ribosome'))], { id: 's9', type: 'conflict' }), []],
    ['a data-availability section', el('section', [para(text('ribosome'))], { id: 's8', type: 'data-availability' }), []],
    ['an affiliation', el('affiliation', [text('Ribosome Institute')]), []],
    ['a figure caption (its own unit)', el('figure', [el('caption', [el('title', [text('The ribosome')])])], { id: 'fig1' }), ['fig1']],
  ])('%s', (_name, node, expected) => {
    expect(linkedUnits(node)).toEqual(expected);
  });

  it('nested sections with ids are units of their own; the abstract is one unit', () => {
    const units = topicUnits({
      abstracts: [{ kind: 'author', children: [el('section', [para(text('Abstract ribosome.'))], { id: 'as1' })] }],
      body: [el('section', [para(text('Outer.')), el('section', [para(text('Inner.'))], { id: 's1-1' })], { id: 's1' })],
      back: [],
    });
    expect(units.map((u) => [u.id, u.kind, u.paragraphs.map((p) => p.text)])).toEqual([
      ['abstract', 'abstract', ['Abstract ribosome.']],
      ['s1', 'section', ['Outer.']],
      ['s1-1', 'section', ['Inner.']],
    ]);
  });

  it('keeps the sentence around the first use, preferring one that defines the term', () => {
    const body = [
      el('section', [para(text('We used a ribosome. A ribosome is a molecular machine. '), el('italic', [text('Ribosome')]))], {
        id: 's1',
      }),
    ];
    const [o] = articleOccurrences({ abstracts: [], body, back: [] }, index);
    expect(o).toMatchObject({ unitId: 's1', sentence: 'A ribosome is a molecular machine.', defines: true });
    expect(o!.sentence.slice(o!.matchStart, o!.matchEnd)).toBe('ribosome');
  });

  it('unit ids stay unique in an article: a body section with the id "abstract" does not repeat the abstract unit', () => {
    // SciELO's bjmbr-2004-leptospira has <sec id="abstract"> in its body; the store keys occurrences by unit id.
    const model = {
      abstracts: [{ kind: 'author', children: [para(text('The ribosome in the abstract.'))] }],
      body: [
        el('section', [para(text('The ribosome in the body.'))], { id: 'abstract' }),
        el('section', [para(text('A ribosome again.'))], { id: 's2' }),
      ],
      back: [],
    };
    const ids = articleOccurrences(model, index).map((o) => o.unitId);
    expect(ids).toEqual(['abstract', 's2']);
    expect(topicUnits(model).map((u) => u.id)).toEqual(['abstract', 's2']);
  });
});
