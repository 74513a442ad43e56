import { describe, expect, it } from 'vitest';
import { makeArticle, makeAuthor } from '../../../tests/factories/article-model.ts';
import { articleMetadata, plainText } from './article-metadata.ts';
import type { ContentNode } from './content-model.ts';

describe('plainText', () => {
  it.each<[string, ContentNode[], string]>([
    ['text', [{ text: 'a  b\n c' }], 'a b c'],
    [
      'paragraphs apart',
      [
        { type: 'para', children: [{ text: 'One.' }] },
        { type: 'para', children: [{ text: 'Two.' }] },
      ],
      'One. Two.',
    ],
    [
      'inline markup joined',
      [{ type: 'para', children: [{ text: 'H' }, { type: 'sub', children: [{ text: '2' }] }, { text: 'O' }] }],
      'H2O',
    ],
    [
      'section titles as run-in heads',
      [
        {
          type: 'section',
          children: [
            { type: 'section-title', children: [{ text: 'Background' }] },
            { type: 'para', children: [{ text: 'Text' }] },
          ],
        },
      ],
      'Background: Text',
    ],
    [
      'a title with its own punctuation',
      [
        {
          type: 'section',
          children: [
            { type: 'section-title', children: [{ text: 'Why?' }] },
            { type: 'para', children: [{ text: 'Because.' }] },
          ],
        },
      ],
      'Why? Because.',
    ],
    ['nothing', [], ''],
  ])('%s', (_name, nodes, expected) => {
    expect(plainText(nodes)).toBe(expected);
  });
});

describe('articleMetadata', () => {
  const model = makeArticle({
    authors: [
      makeAuthor('Claudio', 'Ciferri'),
      makeAuthor('Eva', 'Nogales'),
      makeAuthor('Kevin', 'Struhl', { contribType: 'editor' }),
      { ...makeAuthor('', ''), kind: 'collaboration', name: { display: 'The PRC2 Consortium' } },
    ],
    subjects: ['Biophysics and structural biology'],
    keywords: [{ terms: ['PRC2', 'electron microscopy', 'prc2'] }],
    abstracts: [
      { kind: 'digest', children: [{ type: 'para', children: [{ text: 'Digest.' }] }] },
      {
        kind: 'author',
        children: [
          { type: 'para', children: [{ text: 'First.' }] },
          { type: 'para', children: [{ text: 'Second.' }] },
        ],
      },
    ],
  });
  const m = articleMetadata(model);

  it.each<[keyof typeof m, unknown]>([
    ['title', 'Molecular architecture of human polycomb repressive complex 2'],
    ['creators', ['Ciferri, Claudio', 'Nogales, Eva', 'The PRC2 Consortium']],
    ['authorNames', ['Claudio Ciferri', 'Eva Nogales', 'The PRC2 Consortium']],
    ['subjects', ['Biophysics and structural biology', 'PRC2', 'electron microscopy']],
    ['abstract', 'First. Second.'],
    ['publisher', 'eLife Sciences Publications, Ltd'],
    ['journal', 'eLife'],
    ['language', 'en'],
    ['rights', 'http://creativecommons.org/licenses/by/3.0/'],
    ['date', '2012-10-30'],
  ])('%s', (key, expected) => {
    expect(m[key]).toEqual(expected);
  });
});
