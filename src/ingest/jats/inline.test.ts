import { describe, expect, it } from 'vitest';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { mapArticle } from './test-article.ts';

const t = (text: string): ContentNode => ({ text });

/** The children of the one paragraph a snippet makes. */
function paraChildren(inner: string): { children: ContentNode[]; warnings: string[] } {
  const model = mapArticle({ body: `<p>${inner}</p>` });
  const para = model.body[0];
  return { children: para && 'children' in para ? (para.children ?? []) : [], warnings: model.warnings };
}

describe('JATS inline content', () => {
  const cases: Array<{ title: string; xml: string; expected: ContentNode[]; warnings?: string[] }> = [
    {
      title: 'formatting maps to the spec vocabulary',
      xml: '<bold>b</bold><italic>i</italic><sup>2</sup><sub>x</sub><sc>sc</sc><underline>u</underline><monospace>m</monospace><strike>s</strike>a<break/>b',
      expected: [
        { type: 'bold', children: [t('b')] },
        { type: 'italic', children: [t('i')] },
        { type: 'sup', children: [t('2')] },
        { type: 'sub', children: [t('x')] },
        { type: 'small-caps', children: [t('sc')] },
        { type: 'underline', children: [t('u')] },
        { type: 'monospace', children: [t('m')] },
        { type: 'strike', children: [t('s')] },
        t('a'),
        { type: 'break' },
        t('b'),
      ],
    },
    {
      title: 'nested formatting keeps inner spaces',
      xml: 'A <bold><italic>very </italic>bold</bold> claim',
      expected: [t('A '), { type: 'bold', children: [{ type: 'italic', children: [t('very ')] }, t('bold')] }, t(' claim')],
    },
    {
      title: 'xref → cross-ref with refid (several ids kept) and refType',
      xml: '(<xref ref-type="bibr" rid="bib37">Smith, 2007</xref>; <xref ref-type="fig" rid="fig1 fig2">Figures 1, 2</xref>)<xref ref-type="fn" rid="fn1"/>',
      expected: [
        t('('),
        { type: 'cross-ref', attrs: { refid: 'bib37', refType: 'bibr' }, children: [t('Smith, 2007')] },
        t('; '),
        { type: 'cross-ref', attrs: { refid: 'fig1 fig2', refType: 'fig' }, children: [t('Figures 1, 2')] },
        t(')'),
        { type: 'cross-ref', attrs: { refid: 'fn1', refType: 'fn' } },
      ],
    },
    {
      title: 'ext-link → inter-ref; a DOI-typed bare DOI becomes a doi.org URL; uri without href links its text',
      xml:
        '<ext-link ext-link-type="uri" xlink:href="http://example.org/a">site</ext-link> ' +
        '<ext-link ext-link-type="doi" xlink:href="10.7554/eLife.00005.001">http://dx.doi.org/10.7554/eLife.00005.001</ext-link> <uri>https://example.org/u</uri>',
      expected: [
        { type: 'inter-ref', attrs: { href: 'http://example.org/a' }, children: [t('site')] },
        t(' '),
        {
          type: 'inter-ref',
          attrs: { href: 'https://doi.org/10.7554/eLife.00005.001' },
          children: [t('http://dx.doi.org/10.7554/eLife.00005.001')],
        },
        t(' '),
        { type: 'inter-ref', attrs: { href: 'https://example.org/u' }, children: [t('https://example.org/u')] },
      ],
    },
    {
      title: 'email → e-address',
      xml: 'Mail <email>a@b.org</email>',
      expected: [t('Mail '), { type: 'e-address', attrs: { type: 'email', href: 'a@b.org' }, children: [t('a@b.org')] }],
    },
    {
      title: 'unsafe link targets are dropped with a warning, the text stays',
      xml:
        '<ext-link xlink:href="javascript:alert(1)">one</ext-link> <ext-link xlink:href="java&#10;script:alert(2)">two</ext-link> ' +
        '<uri xlink:href="data:text/html,x">three</uri> <ext-link xlink:href="vbscript:x">four</ext-link>',
      expected: [t('one two three four')],
      warnings: ['repair:unsafe-href-dropped'],
    },
    {
      title: 'inline graphic keeps its bare href',
      xml: 'see <inline-graphic xlink:href="elife00242inf001"/> here',
      expected: [t('see '), { type: 'graphic', attrs: { href: 'elife00242inf001', inline: true } }, t(' here')],
    },
    {
      title: 'data citation in text: abutting parts do not run together; names read "Surname Given"',
      xml:
        '<related-object content-type="existing-dataset" id="d1"><collab>World Health Organisation</collab><year>2014</year><x>, </x><source>Ebola fact sheet</source><x>, </x>' +
        '<name><surname>Menet</surname><given-names>JS</given-names></name><etal/></related-object>',
      expected: [t('World Health Organisation 2014, Ebola fact sheet, Menet JS et al.')],
    },
    {
      title: 'identifiers and index terms are not text',
      xml: 'a<object-id pub-id-type="doi">10.1/x</object-id><index-term><primary>k</primary></index-term>b<hr/>',
      expected: [t('ab')],
    },
  ];

  it.each(cases)('$title', ({ xml, expected, warnings = [] }) => {
    const out = paraChildren(xml);
    expect(out.children).toEqual(expected);
    expect(out.warnings).toEqual(warnings);
  });
});
