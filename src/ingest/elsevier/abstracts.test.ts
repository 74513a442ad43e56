import { describe, expect, it } from 'vitest';
import { mapFixture } from './elsevier-fixture.ts';

function mapHead(xml: string) {
  return mapFixture({ head: `<ce:title>T</ce:title>${xml}` });
}

const abstractCases: Array<{ title: string; xml: string; expected: unknown }> = [
  {
    title: 'the author abstract',
    xml:
      '<ce:abstract id="ab1" class="author"><ce:section-title>Abstract</ce:section-title><ce:abstract-sec id="as1">' +
      '<ce:simple-para id="sp1">We show <ce:italic>x</ce:italic>.</ce:simple-para></ce:abstract-sec></ce:abstract>',
    expected: {
      id: 'ab1',
      kind: 'author',
      title: 'Abstract',
      children: [
        {
          type: 'para',
          attrs: { id: 'sp1' },
          children: [{ text: 'We show ' }, { type: 'italic', children: [{ text: 'x' }] }, { text: '.' }],
        },
      ],
    },
  },
  {
    title: 'highlights are a bullet list',
    xml:
      '<ce:abstract class="author-highlights"><ce:section-title>Highlights</ce:section-title><ce:abstract-sec><ce:simple-para>' +
      '<ce:list><ce:list-item><ce:label>•</ce:label><ce:para>First.</ce:para></ce:list-item></ce:list></ce:simple-para></ce:abstract-sec></ce:abstract>',
    expected: {
      kind: 'highlights',
      title: 'Highlights',
      children: [
        {
          type: 'para',
          children: [
            {
              type: 'list',
              attrs: { style: 'bullet' },
              children: [
                {
                  type: 'list-item',
                  children: [
                    { type: 'label', children: [{ text: '•' }] },
                    { type: 'para', children: [{ text: 'First.' }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  },
  {
    title: 'the graphical abstract holds its figure',
    xml:
      '<ce:abstract class="graphical"><ce:section-title>Graphical abstract</ce:section-title><ce:abstract-sec><ce:simple-para>' +
      '<ce:display><ce:figure id="f9"><ce:link locator="fx1"/></ce:figure></ce:display></ce:simple-para></ce:abstract-sec></ce:abstract>',
    expected: {
      kind: 'graphical',
      title: 'Graphical abstract',
      children: [
        {
          type: 'para',
          children: [{ type: 'figure', attrs: { id: 'f9' }, children: [{ type: 'graphic', attrs: { href: 'fx1', locator: 'fx1' } }] }],
        },
      ],
    },
  },
  {
    title: 'structured abstract sections become titled runs of paragraphs, not article sections',
    xml:
      '<ce:abstract class="author"><ce:abstract-sec><ce:section-title>Background</ce:section-title><ce:simple-para>B.</ce:simple-para></ce:abstract-sec>' +
      '<ce:abstract-sec><ce:section-title>Results</ce:section-title><ce:simple-para>R.</ce:simple-para></ce:abstract-sec></ce:abstract>',
    expected: {
      kind: 'author',
      children: [
        { type: 'title', children: [{ text: 'Background' }] },
        { type: 'para', children: [{ text: 'B.' }] },
        { type: 'title', children: [{ text: 'Results' }] },
        { type: 'para', children: [{ text: 'R.' }] },
      ],
    },
  },
  {
    title: 'other classes keep their name',
    xml: '<ce:abstract class="teaser"><ce:abstract-sec><ce:simple-para>Short.</ce:simple-para></ce:abstract-sec></ce:abstract>',
    expected: { kind: 'teaser', children: [{ type: 'para', children: [{ text: 'Short.' }] }] },
  },
];

describe('Elsevier abstracts', () => {
  it.each(abstractCases)('$title', ({ xml, expected }) => {
    expect(mapHead(xml).abstracts).toEqual([expected]);
  });
});

describe('Elsevier keywords', () => {
  it.each([
    {
      title: 'plain keywords',
      xml: '<ce:keywords class="keyword"><ce:section-title>Keywords</ce:section-title><ce:keyword><ce:text>Eocene</ce:text></ce:keyword><ce:keyword><ce:text>diatom</ce:text></ce:keyword></ce:keywords>',
      expected: [{ kind: 'keyword', title: 'Keywords', terms: ['Eocene', 'diatom'] }],
    },
    {
      title: 'nested keywords qualify their parent (abbreviations, classifications)',
      xml:
        '<ce:keywords class="abr"><ce:section-title>Abbreviations</ce:section-title><ce:keyword><ce:text>DTI</ce:text><ce:keyword><ce:text>diffusion tensor imaging</ce:text></ce:keyword></ce:keyword></ce:keywords>' +
        '<ce:keywords class="msc"><ce:keyword><ce:text>primary</ce:text><ce:keyword><ce:text>20D20</ce:text></ce:keyword><ce:keyword><ce:text>11T06</ce:text></ce:keyword></ce:keyword></ce:keywords>',
      expected: [
        { kind: 'abr', title: 'Abbreviations', terms: ['DTI: diffusion tensor imaging'] },
        { kind: 'msc', terms: ['primary: 20D20, 11T06'] },
      ],
    },
  ])('$title', ({ xml, expected }) => {
    expect(mapHead(xml).keywords).toEqual(expected);
  });
});
