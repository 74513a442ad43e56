import { describe, expect, it } from 'vitest';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { inSection, mapFixture, sectionChildren, type FixtureParts } from './elsevier-fixture.ts';

const FIGURE = '<ce:figure id="f1"><ce:label>Fig. 1</ce:label><ce:link locator="gr1"/></ce:figure>';
const FIGURE_NODE = {
  type: 'figure',
  attrs: { id: 'f1', label: 'Fig. 1' },
  children: [{ type: 'graphic', attrs: { href: 'gr1', locator: 'gr1' } }],
};

const cases: Array<{ title: string; parts: FixtureParts; select: (m: ArticleModel) => unknown; expected: unknown }> = [
  {
    title: 'sections keep label, title, role and nesting',
    parts: {
      body:
        '<ce:sections><ce:section id="s1" role="introduction"><ce:label>1</ce:label><ce:section-title>Intro</ce:section-title>' +
        '<ce:para id="p1">Text.</ce:para><ce:section id="s1.1"><ce:section-title>Sub</ce:section-title></ce:section></ce:section></ce:sections>',
    },
    select: (m) => m.body,
    expected: [
      {
        type: 'section',
        attrs: { id: 's1', type: 'introduction' },
        children: [
          { type: 'label', children: [{ text: '1' }] },
          { type: 'section-title', children: [{ text: 'Intro' }] },
          { type: 'para', attrs: { id: 'p1' }, children: [{ text: 'Text.' }] },
          { type: 'section', attrs: { id: 's1.1' }, children: [{ type: 'section-title', children: [{ text: 'Sub' }] }] },
        ],
      },
    ],
  },
  {
    title: 'paragraphs directly in ce:sections stay in the body',
    parts: { body: '<ce:sections><ce:para id="p1">Only text.</ce:para></ce:sections>' },
    select: (m) => m.body,
    expected: [{ type: 'para', attrs: { id: 'p1' }, children: [{ text: 'Only text.' }] }],
  },
  {
    title: 'bullet lists keep their item labels',
    parts: inSection('<ce:list id="l1"><ce:list-item id="i1"><ce:label>•</ce:label><ce:para>One</ce:para></ce:list-item></ce:list>'),
    select: sectionChildren,
    expected: [
      {
        type: 'list',
        attrs: { id: 'l1', style: 'bullet' },
        children: [
          {
            type: 'list-item',
            attrs: { id: 'i1' },
            children: [
              { type: 'label', children: [{ text: '•' }] },
              { type: 'para', children: [{ text: 'One' }] },
            ],
          },
        ],
      },
    ],
  },
  {
    title: 'enumerated labels make an ordered list; mixed labels a simple one',
    parts: inSection(
      '<ce:list><ce:list-item><ce:label>(a)</ce:label><ce:para>A</ce:para></ce:list-item><ce:list-item><ce:label>(b)</ce:label><ce:para>B</ce:para></ce:list-item></ce:list>' +
        '<ce:list><ce:list-item><ce:label>Step A:</ce:label><ce:para>A</ce:para></ce:list-item></ce:list>',
    ),
    select: (m) => (sectionChildren(m) as Array<{ attrs: unknown }>).map((l) => l.attrs),
    expected: [{ style: 'order' }, { style: 'simple' }],
  },
  {
    title: 'a float is placed after the paragraph that first anchors it',
    parts: {
      floats: FIGURE,
      body: '<ce:sections><ce:para id="p1">See <ce:float-anchor refid="f1"/>Fig. 1.</ce:para><ce:para id="p2">Again <ce:float-anchor refid="f1"/>.</ce:para></ce:sections>',
    },
    select: (m) => m.body,
    expected: [
      { type: 'para', attrs: { id: 'p1' }, children: [{ text: 'See Fig. 1.' }] },
      FIGURE_NODE,
      { type: 'para', attrs: { id: 'p2' }, children: [{ text: 'Again .' }] },
    ],
  },
  {
    title: 'an unanchored float is appended to the body with a named repair',
    parts: { floats: FIGURE, body: '<ce:sections><ce:para>No anchor.</ce:para></ce:sections>' },
    select: (m) => ({ last: m.body[m.body.length - 1], warnings: m.warnings }),
    expected: { last: FIGURE_NODE, warnings: ['repair:unanchored-float-appended'] },
  },
  {
    title: 'displays inside a paragraph stay in place',
    parts: inSection(`<ce:para id="p1">Before<ce:display>${FIGURE}</ce:display>after</ce:para>`),
    select: sectionChildren,
    expected: [{ type: 'para', attrs: { id: 'p1' }, children: [{ text: 'Before' }, FIGURE_NODE, { text: 'after' }] }],
  },
  {
    title: 'theorems become statements, text boxes boxed-text',
    parts: inSection(
      '<ce:para><ce:enunciation id="e1"><ce:label>Theorem 1</ce:label><ce:para>True.</ce:para></ce:enunciation></ce:para>' +
        '<ce:para><ce:display><ce:textbox id="b1"><ce:textbox-body><ce:sections><ce:para>Boxed.</ce:para></ce:sections></ce:textbox-body></ce:textbox></ce:display></ce:para>',
    ),
    select: (m) => (sectionChildren(m) as Array<{ children: unknown[] }>).map((p) => p.children[0]),
    expected: [
      {
        type: 'statement',
        attrs: { id: 'e1' },
        children: [
          { type: 'label', children: [{ text: 'Theorem 1' }] },
          { type: 'para', children: [{ text: 'True.' }] },
        ],
      },
      { type: 'boxed-text', attrs: { id: 'b1' }, children: [{ type: 'para', children: [{ text: 'Boxed.' }] }] },
    ],
  },
  {
    title: 'a footnote in the text joins model.footnotes; its cross-ref stays',
    parts: inSection(
      '<ce:para>Claim<ce:cross-ref refid="fn1"><ce:sup>1</ce:sup></ce:cross-ref><ce:footnote id="fn1"><ce:label>1</ce:label><ce:note-para>Why.</ce:note-para></ce:footnote> more.</ce:para>',
    ),
    select: (m) => ({ body: sectionChildren(m), footnotes: m.footnotes }),
    expected: {
      body: [
        {
          type: 'para',
          children: [
            { text: 'Claim' },
            { type: 'cross-ref', attrs: { refid: 'fn1', refType: 'fn' }, children: [{ type: 'sup', children: [{ text: '1' }] }] },
            { text: ' more.' },
          ],
        },
      ],
      footnotes: [{ id: 'fn1', label: '1', children: [{ type: 'para', children: [{ text: 'Why.' }] }] }],
    },
  },
  {
    title: 'formula groups: each numbered member is a display formula',
    parts: inSection(
      '<ce:para><ce:display><ce:formula id="g1"><ce:formula id="fd1"><ce:label>(1)</ce:label><mml:math><mml:mi>a</mml:mi></mml:math></ce:formula>' +
        '<ce:formula id="fd2"><ce:label>(2)</ce:label><mml:math><mml:mi>b</mml:mi></mml:math></ce:formula></ce:formula></ce:display></ce:para>',
    ),
    select: (m) => (sectionChildren(m) as Array<{ children: Array<{ attrs: unknown }> }>)[0]?.children.map((c) => c.attrs),
    expected: [
      { display: 'block', formula: true, id: 'fd1', label: '(1)' },
      { display: 'block', formula: true, id: 'fd2', label: '(2)' },
    ],
  },
];

describe('Elsevier body', () => {
  it.each(cases)('$title', ({ parts, select, expected }) => {
    expect(select(mapFixture(parts))).toEqual(expected);
  });
});

describe('Elsevier back matter', () => {
  const model = mapFixture({
    body:
      '<ce:sections><ce:para>Body.</ce:para></ce:sections>' +
      '<ce:acknowledgment id="ack1"><ce:section-title>Acknowledgements</ce:section-title><ce:para>Thanks.</ce:para></ce:acknowledgment>' +
      '<ce:appendices><ce:section id="app1"><ce:label>Appendix A</ce:label><ce:para>Extra.</ce:para></ce:section></ce:appendices>' +
      '<ce:glossary><ce:section-title>Glossary</ce:section-title><ce:glossary-sec><ce:glossary-entry id="g1">' +
      '<ce:glossary-heading>DTI</ce:glossary-heading><ce:glossary-def>diffusion <ce:italic>tensor</ce:italic> imaging</ce:glossary-def>' +
      '</ce:glossary-entry></ce:glossary-sec></ce:glossary>',
  });

  it.each([
    {
      title: 'acknowledgment and appendices follow the body, in order',
      actual: () => model.back,
      expected: [
        {
          type: 'acknowledgment',
          attrs: { id: 'ack1' },
          children: [
            { type: 'section-title', children: [{ text: 'Acknowledgements' }] },
            { type: 'para', children: [{ text: 'Thanks.' }] },
          ],
        },
        {
          type: 'appendix',
          children: [
            {
              type: 'section',
              attrs: { id: 'app1' },
              children: [
                { type: 'label', children: [{ text: 'Appendix A' }] },
                { type: 'para', children: [{ text: 'Extra.' }] },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'the glossary goes to model.glossary',
      actual: () => model.glossary,
      expected: [
        {
          id: 'g1',
          term: 'DTI',
          definition: [{ text: 'diffusion ' }, { type: 'italic', children: [{ text: 'tensor' }] }, { text: ' imaging' }],
        },
      ],
    },
    { title: 'the body keeps only the body', actual: () => model.body, expected: [{ type: 'para', children: [{ text: 'Body.' }] }] },
  ])('$title', ({ actual, expected }) => {
    expect(actual()).toEqual(expected);
  });

  it('reads biographies from the tail', () => {
    const m = mapFixture({
      head: '<ce:title>T</ce:title><ce:author-group><ce:author biographyid="bio1"><ce:given-name>A</ce:given-name><ce:surname>B</ce:surname></ce:author></ce:author-group>',
      tail: '<ce:biography id="bio1"><ce:link locator="pic1"/><ce:simple-para>A B is a scientist.</ce:simple-para></ce:biography>',
    });
    expect(m.biographies).toEqual([
      {
        id: 'bio1',
        children: [
          { type: 'graphic', attrs: { href: 'pic1', locator: 'pic1' } },
          { type: 'para', children: [{ text: 'A B is a scientist.' }] },
        ],
      },
    ]);
    expect(m.authors[0]?.biographyId).toBe('bio1');
  });
});
