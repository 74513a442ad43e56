import { describe, expect, it } from 'vitest';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { countModel } from '#src/shared/article/model-stats.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { countJatsSource } from './count-jats-source.ts';
import { jatsArticle, mapArticle, type ArticleParts } from './test-article.ts';

const t = (text: string): ContentNode => ({ text });
const para = (text: string): ContentNode => ({ type: 'para', children: [t(text)] });
const sectionTitle = (text: string): ContentNode => ({ type: 'section-title', children: [t(text)] });

describe('JATS back matter', () => {
  const cases: Array<{ title: string; parts: ArticleParts; expected: Record<string, unknown> }> = [
    {
      title: 'acknowledgments, appendices (with their boxed content), and back sections stay in order',
      parts: {
        back:
          '<ack id="ack"><title>Acknowledgements</title><p>Thanks.</p></ack><sec id="s9"><title>Extra</title><p>E.</p></sec>' +
          '<app-group><app id="app1"><title>Appendix 1</title><boxed-text><sec id="s7"><title>Background</title><p>B.</p></sec></boxed-text></app></app-group>',
      },
      expected: {
        back: [
          { type: 'acknowledgment', attrs: { id: 'ack' }, children: [sectionTitle('Acknowledgements'), para('Thanks.')] },
          { type: 'section', attrs: { id: 's9' }, children: [sectionTitle('Extra'), para('E.')] },
          {
            type: 'appendix',
            attrs: { id: 'app1' },
            children: [
              sectionTitle('Appendix 1'),
              {
                type: 'boxed-text',
                children: [{ type: 'section', attrs: { id: 's7' }, children: [sectionTitle('Background'), para('B.')] }],
              },
            ],
          },
        ],
      },
    },
    {
      title: 'untitled fn-group → model.footnotes; titled fn-group keeps its heading in the back matter',
      parts: {
        back:
          '<fn-group><fn id="n1" fn-type="other"><label>1</label><p>Article note.</p></fn></fn-group>' +
          '<fn-group content-type="competing-interest"><title>Competing interests</title><fn fn-type="conflict" id="conf1"><p>None.</p></fn></fn-group>',
      },
      expected: {
        footnotes: [{ id: 'n1', label: '1', children: [para('Article note.')] }],
        back: [
          { type: 'title', children: [t('Competing interests')] },
          { type: 'footnote', attrs: { id: 'conf1', type: 'conflict' }, children: [para('None.')] },
        ],
      },
    },
    {
      title: 'glossary stays in place and is also listed in model.glossary',
      parts: {
        back: '<glossary><title>Abbreviations</title><def-list><def-item id="g1"><term>AC</term><def><p>anchor <italic>cell</italic></p></def></def-item><def-item><term>EGF</term><def><p>epidermal</p><p>growth factor</p></def></def-item></def-list></glossary>',
      },
      expected: {
        back: [
          {
            type: 'glossary',
            children: [
              sectionTitle('Abbreviations'),
              {
                type: 'def-list',
                children: [
                  {
                    type: 'def-item',
                    attrs: { id: 'g1' },
                    children: [
                      { type: 'term', children: [t('AC')] },
                      { type: 'def', children: [{ type: 'para', children: [t('anchor '), { type: 'italic', children: [t('cell')] }] }] },
                    ],
                  },
                  {
                    type: 'def-item',
                    children: [
                      { type: 'term', children: [t('EGF')] },
                      { type: 'def', children: [para('epidermal'), para('growth factor')] },
                    ],
                  },
                ],
              },
            ],
          },
        ],
        glossary: [
          { id: 'g1', term: 'AC', definition: [t('anchor '), { type: 'italic', children: [t('cell')] }] },
          { term: 'EGF', definition: [t('epidermal growth factor')] },
        ],
      },
    },
    {
      title: 'data availability: eLife datasets section and PLOS custom-meta',
      parts: {
        meta: '<custom-meta-group><custom-meta id="data-availability"><meta-name>Data Availability</meta-name><meta-value>All data are in the paper.</meta-value></custom-meta></custom-meta-group>',
        back: '<sec sec-type="datasets"><title>Major datasets</title><p>The following datasets were generated.</p></sec>',
      },
      expected: {
        back: [],
        dataAvailability: [
          {
            type: 'section',
            attrs: { type: 'datasets' },
            children: [sectionTitle('Major datasets'), para('The following datasets were generated.')],
          },
          t('All data are in the paper.'),
        ],
      },
    },
    {
      title: 'funding: award groups, funding statement',
      parts: {
        meta:
          '<funding-group><award-group id="par-1"><funding-source><institution-wrap><institution-id institution-id-type="FundRef">http://dx.doi.org/10.13039/1</institution-id><institution>NIGMS</institution></institution-wrap></funding-source>' +
          '<award-id>GM63072</award-id><principal-award-recipient><name><surname>Nogales</surname><given-names>Eva</given-names></name></principal-award-recipient></award-group>' +
          '<award-group><funding-source>EMBO</funding-source></award-group><funding-statement>The funders had no role.</funding-statement></funding-group>',
      },
      expected: {
        funding: [
          { source: 'NIGMS', awardIds: ['GM63072'] },
          { source: 'EMBO', awardIds: [] },
        ],
        fundingStatement: [t('The funders had no role.')],
      },
    },
    {
      title: 'author notes in history and an untitled notes block keep their text',
      parts: {
        meta: '<history><date date-type="received"><year>2014</year></date><fn><p>Research advance on <mixed-citation><source>eLife</source><year>2013</year></mixed-citation>.</p></fn></history>',
        back: '<notes><p>Note.</p></notes>',
      },
      expected: {
        footnotes: [{ id: 'fn1', children: [{ type: 'para', children: [t('Research advance on eLife 2013.')] }] }],
        back: [para('Note.')],
      },
    },
  ];

  it.each(cases)('$title', ({ parts, expected }) => {
    expect(mapArticle(parts)).toMatchObject(expected);
  });

  it('every back-matter paragraph and footnote is counted once in the model', () => {
    for (const { parts } of cases) {
      expect(countModel(mapArticle(parts))).toEqual(countJatsSource(parseXml(jatsArticle(parts))));
    }
  });
});
