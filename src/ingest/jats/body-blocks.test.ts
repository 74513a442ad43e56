import { describe, expect, it } from 'vitest';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { mapArticle } from './test-article.ts';

const p = (...children: ContentNode[]): ContentNode => ({ type: 'para', children });
const t = (text: string): ContentNode => ({ text });
const title = (text: string): ContentNode => ({ type: 'section-title', children: [t(text)] });

describe('JATS body blocks', () => {
  const cases: Array<{ title: string; body: string; after?: string; expected: ContentNode[] }> = [
    {
      title: 'nested sections with ids, types and titles; indentation whitespace dropped',
      body: '\n  <sec id="s1" sec-type="intro">\n    <title>Introduction</title>\n    <p>Text.</p>\n    <sec id="s1-1"><label>1.1</label><title>Sub</title><p>More.</p></sec>\n  </sec>\n',
      expected: [
        {
          type: 'section',
          attrs: { id: 's1', type: 'intro' },
          children: [
            title('Introduction'),
            p(t('Text.')),
            { type: 'section', attrs: { id: 's1-1' }, children: [{ type: 'label', children: [t('1.1')] }, title('Sub'), p(t('More.'))] },
          ],
        },
      ],
    },
    {
      title: 'paragraph text: runs of whitespace collapse, edges trimmed, inner spaces kept',
      body: '<p id="p1">\n   Some   <italic>styled</italic>\n   text.  </p>',
      expected: [{ type: 'para', attrs: { id: 'p1' }, children: [t('Some '), { type: 'italic', children: [t('styled')] }, t(' text.')] }],
    },
    {
      title: 'typographic spaces (no-break, thin) are content, not layout',
      body: '<p>\u00a010\u00a0kDa,  p\u2009&lt;\u20090.05\u00a0</p>',
      expected: [p(t('\u00a010\u00a0kDa, p\u2009<\u20090.05\u00a0'))],
    },
    {
      title: 'lists: type, prefix word, nested list in a list item, item label',
      body:
        '<list list-type="order" id="l1"><list-item><p>One</p><list list-type="bullet"><list-item><p>Sub</p></list-item></list></list-item>' +
        '<list-item><label>b)</label><p>Two</p></list-item></list><list prefix-word="Step"><list-item><p>S</p></list-item></list>',
      expected: [
        {
          type: 'list',
          attrs: { id: 'l1', style: 'order' },
          children: [
            {
              type: 'list-item',
              children: [
                p(t('One')),
                { type: 'list', attrs: { style: 'bullet' }, children: [{ type: 'list-item', children: [p(t('Sub'))] }] },
              ],
            },
            { type: 'list-item', children: [{ type: 'label', children: [t('b)')] }, p(t('Two'))] },
          ],
        },
        { type: 'list', attrs: { prefix: 'Step' }, children: [{ type: 'list-item', children: [p(t('S'))] }] },
      ],
    },
    {
      title: 'definition list with a title',
      body: '<def-list><title>Abbreviations</title><def-item><term>AC</term><def><p>anchor cell</p></def></def-item></def-list>',
      expected: [
        {
          type: 'def-list',
          children: [
            { type: 'title', children: [t('Abbreviations')] },
            {
              type: 'def-item',
              children: [
                { type: 'term', children: [t('AC')] },
                { type: 'def', children: [p(t('anchor cell'))] },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'boxed text with DOI, label and caption; disp-quote with attribution',
      body:
        '<boxed-text id="box1"><object-id pub-id-type="doi">10.7554/eLife.05519.003</object-id><label>Box 1.</label><caption><title>Example</title><p>Cap.</p></caption><p>Inside.</p></boxed-text>' +
        '<disp-quote><p>Quoted.</p><attrib>Someone</attrib></disp-quote>',
      expected: [
        {
          type: 'boxed-text',
          attrs: { id: 'box1', doi: '10.7554/eLife.05519.003' },
          children: [
            { type: 'label', children: [t('Box 1.')] },
            { type: 'caption', children: [{ type: 'title', children: [t('Example')] }, p(t('Cap.'))] },
            p(t('Inside.')),
          ],
        },
        { type: 'disp-quote', children: [p(t('Quoted.')), { type: 'attribution', children: [t('Someone')] }] },
      ],
    },
    {
      title: 'preformat and code keep their whitespace',
      body: '<preformat>  a\n    b  </preformat><code language="python">def f():\n    return 1</code>',
      expected: [
        { type: 'preformat', children: [t('  a\n    b  ')] },
        { type: 'code', attrs: { language: 'python' }, children: [t('def f():\n    return 1')] },
      ],
    },
    {
      title: 'statement with label and title',
      body: '<statement id="st1"><label>Theorem 1.</label><title>Main</title><p>It holds.</p></statement>',
      expected: [
        {
          type: 'statement',
          attrs: { id: 'st1' },
          children: [{ type: 'label', children: [t('Theorem 1.')] }, { type: 'title', children: [t('Main')] }, p(t('It holds.'))],
        },
      ],
    },
    {
      title: 'a footnote group in a section keeps its title and footnotes in place',
      body: '<sec><title>Additional information</title><fn-group content-type="competing-interest"><title>Competing interests</title><fn fn-type="conflict" id="conf1"><p>None.</p></fn></fn-group></sec>',
      expected: [
        {
          type: 'section',
          children: [
            title('Additional information'),
            { type: 'title', children: [t('Competing interests')] },
            { type: 'footnote', attrs: { id: 'conf1', type: 'conflict' }, children: [p(t('None.'))] },
          ],
        },
      ],
    },
    {
      title: 'a paragraph keeps blocks where the source has them (lists, figures, formulas in text)',
      body: '<p>Before <list><list-item><p>x</p></list-item></list> after.</p>',
      expected: [p(t('Before'), { type: 'list', children: [{ type: 'list-item', children: [p(t('x'))] }] }, t('after.'))],
    },
    {
      title: 'unknown and transparent elements keep their content; comments and processing instructions are dropped',
      body: '<p>A <named-content content-type="gene">Pax6</named-content> <styled-content>b</styled-content><!-- note --><?pi x?> <unknown-thing>c <italic>d</italic></unknown-thing></p>',
      expected: [p(t('A Pax6 b c '), { type: 'italic', children: [t('d')] })],
    },
    {
      title: 'a footnote without id gets one; its label becomes an attribute',
      body: '<p>x<fn><label>a</label><p>Note.</p></fn></p>',
      expected: [p(t('x'), { type: 'footnote', attrs: { id: 'fn1', label: 'a' }, children: [p(t('Note.'))] })],
    },
    {
      title: 'floats-group content follows the body',
      body: '<p>Body.</p>',
      after: '<floats-group><fig id="f9"><graphic xlink:href="f9.tif"/></fig></floats-group>',
      expected: [p(t('Body.')), { type: 'figure', attrs: { id: 'f9' }, children: [{ type: 'graphic', attrs: { href: 'f9.tif' } }] }],
    },
  ];

  it.each(cases)('$title', ({ body, after, expected }) => {
    expect(mapArticle({ body, after }).body).toEqual(expected);
  });
});
