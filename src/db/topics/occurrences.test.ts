import { describe, expect, it } from 'vitest';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { createPhraseIndex } from '#src/shared/topics/phrase-matcher.ts';
import { articleOccurrences, referencedSentences } from '#src/db/topics/occurrences.ts';

const text = (t: string): ContentNode => ({ text: t });
const el = (type: string, children: ContentNode[], attrs?: Record<string, string>): ContentNode => ({ type, attrs, children });
const para = (...children: ContentNode[]) => el('para', children);
const index = createPhraseIndex([
  { name: 'Ribosome', targetURL: '/topics/b/ribosome', stringMatch: ['ribosome'] },
  { name: 'cryo-EM', targetURL: '/topics/b/cryo-em', stringMatch: ['cryo-EM'] },
]);
const model = {
  abstracts: [{ kind: 'author', children: [para(text('We   imaged the ribosome\nby cryo-EM. It worked.'))] }],
  body: [
    el(
      'section',
      [para(text('Intro.')), para(text('First. The ribosome, a '), el('italic', [text('molecular')]), text(' machine, is shown.'))],
      { id: 's1' },
    ),
    el('figure', [el('caption', [para(text('A ribosome is a molecular machine.'))])], { id: 'f1' }),
  ],
  back: [],
};

describe('topic occurrences stored as references (the sentence is derived from the article, not kept)', () => {
  const found = articleOccurrences(model, index);

  it('every occurrence names its paragraph and match, and the reference gives back the very same sentence', () => {
    expect(found.map((o) => [o.unitId, o.topic.name, o.paragraph])).toEqual([
      ['abstract', 'Ribosome', 0],
      ['abstract', 'cryo-EM', 0],
      ['s1', 'Ribosome', 1],
      ['f1', 'Ribosome', 0],
    ]);
    const derived = referencedSentences(model, found);
    expect(derived).toEqual(found.map((o) => ({ sentence: o.sentence, matchStart: o.matchStart, matchEnd: o.matchEnd })));
    expect(derived[0]).toEqual({ sentence: 'We imaged the ribosome', matchStart: 14, matchEnd: 22 });
  });

  it.each([
    ['an unknown unit', { unitId: 's9', paragraph: 0, textStart: 0, textEnd: 3 }],
    ['a paragraph past the last', { unitId: 's1', paragraph: 2, textStart: 0, textEnd: 3 }],
    ['a match past the text', { unitId: 's1', paragraph: 0, textStart: 2, textEnd: 60 }],
    ['an empty match', { unitId: 's1', paragraph: 0, textStart: 2, textEnd: 2 }],
  ])('%s gives no sentence', (_name, reference) => {
    expect(referencedSentences(model, [reference])).toEqual([null]);
  });
});
