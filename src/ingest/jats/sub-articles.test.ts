import { describe, expect, it } from 'vitest';
import type { ContentNode } from '#src/shared/article/content-model.ts';
import { countModel } from '#src/shared/article/model-stats.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { countJatsSource } from './count-jats-source.ts';
import { jatsArticle, mapArticle } from './test-article.ts';

const t = (text: string): ContentNode => ({ text });
const para = (...children: ContentNode[]): ContentNode => ({ type: 'para', children });

const DECISION_LETTER =
  '<sub-article article-type="article-commentary" id="SA1"><front-stub><article-id pub-id-type="doi">10.7554/eLife.00005.021</article-id>' +
  '<title-group><article-title>Decision letter</article-title></title-group><contrib-group><contrib contrib-type="editor"><name><surname>Struhl</surname><given-names>Kevin</given-names></name>' +
  '<role>Reviewing editor</role><aff><institution>Harvard Medical School</institution>, <country>United States</country></aff></contrib></contrib-group></front-stub>' +
  '<body><boxed-text><p>eLife posts the decision letter.</p></boxed-text><p>Thank you for sending <italic>your</italic> work.</p></body></sub-article>';

const AUTHOR_RESPONSE =
  '<sub-article article-type="reply" id="SA2"><front-stub><article-id pub-id-type="doi">10.7554/eLife.00005.022</article-id>' +
  '<title-group><article-title>Author response</article-title></title-group></front-stub><body><p>We thank the reviewers (<xref ref-type="fig" rid="fig13">Figure 13</xref>).</p>' +
  '<fig id="fig13"><label>Author response image 1.</label><graphic xlink:href="elife00005fig13"/></fig></body></sub-article>';

describe('JATS sub-articles', () => {
  it('maps decision letters and author responses with their contributors and body', () => {
    const model = mapArticle({ after: DECISION_LETTER + AUTHOR_RESPONSE });
    expect(model.subArticles).toEqual([
      {
        id: 'SA1',
        kind: 'article-commentary',
        title: 'Decision letter',
        doi: '10.7554/eLife.00005.021',
        authors: [
          {
            id: 'a1',
            kind: 'person',
            name: { display: 'Kevin Struhl', given: 'Kevin', surname: 'Struhl' },
            role: 'Reviewing editor',
            affiliationIds: ['aff1'],
            correspondenceIds: [],
            footnoteIds: [],
            eAddresses: [],
            isCorresponding: false,
            contribType: 'editor',
          },
        ],
        body: [
          { type: 'boxed-text', children: [para(t('eLife posts the decision letter.'))] },
          para(t('Thank you for sending '), { type: 'italic', children: [t('your')] }, t(' work.')),
        ],
      },
      {
        id: 'SA2',
        kind: 'reply',
        title: 'Author response',
        doi: '10.7554/eLife.00005.022',
        authors: [],
        body: [
          para(
            t('We thank the reviewers ('),
            { type: 'cross-ref', attrs: { refid: 'fig13', refType: 'fig' }, children: [t('Figure 13')] },
            t(').'),
          ),
          {
            type: 'figure',
            attrs: { id: 'fig13', label: 'Author response image 1.' },
            children: [{ type: 'graphic', attrs: { href: 'elife00005fig13' } }],
          },
        ],
      },
    ]);
    expect(model.affiliations).toEqual([
      { id: 'aff1', text: 'Harvard Medical School, United States', institution: 'Harvard Medical School', country: 'United States' },
    ]);
    // Sub-article contributors are not article authors.
    expect(model.authors).toEqual([]);
  });

  it('lists nested sub-articles after their parent; front-stub abstract and notes join the body', () => {
    const nested =
      '<sub-article article-type="decision-letter" id="d1"><front-stub><title-group><article-title>Decision</article-title></title-group>' +
      '<abstract><p>Summary.</p></abstract><author-notes><fn id="dfn"><p>Note.</p></fn></author-notes></front-stub><body><p>Letter.</p></body>' +
      '<sub-article article-type="reply" id="r1"><front-stub><title-group><article-title>Reply</article-title></title-group></front-stub><body><p>Answer.</p></body></sub-article></sub-article>';
    const model = mapArticle({ after: nested });
    expect(model.subArticles.map((s) => [s.id, s.title, s.body])).toEqual([
      [
        'd1',
        'Decision',
        [para(t('Summary.')), para(t('Letter.')), { type: 'footnote', attrs: { id: 'dfn' }, children: [para(t('Note.'))] }],
      ],
      ['r1', 'Reply', [para(t('Answer.'))]],
    ]);
    expect(countModel(model)).toEqual(countJatsSource(parseXml(jatsArticle({ after: nested }))));
  });
});
