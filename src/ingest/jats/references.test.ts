import { describe, expect, it } from 'vitest';
import type { Reference } from '#src/shared/article/content-model.ts';
import { mapArticle } from './test-article.ts';

const name = (surname: string, given: string) => `<name><surname>${surname}</surname><given-names>${given}</given-names></name>`;

describe('JATS references', () => {
  const cases: Array<{ title: string; ref: string; expected: Partial<Reference> }> = [
    {
      title: 'eLife journal article (element-citation, pub-id DOI and PMID)',
      ref:
        '<ref id="bib1"><element-citation publication-type="journal"><person-group person-group-type="author">' +
        name('Baldwin', 'PR') +
        name('Penczek', 'PA') +
        '<etal/></person-group>' +
        '<year>2007</year><article-title>The Transform Class in <italic>SPARX</italic></article-title><source>J Struct Biol</source><volume>157</volume><fpage>250</fpage><lpage>61</lpage>' +
        '<pub-id pub-id-type="doi">10.1016/j.jsb.2006.06.002</pub-id><pub-id pub-id-type="pmid">16861004</pub-id></element-citation></ref>',
      expected: {
        id: 'bib1',
        kind: 'journal',
        contribution: {
          authors: [
            { display: 'PR Baldwin', given: 'PR', surname: 'Baldwin' },
            { display: 'PA Penczek', given: 'PA', surname: 'Penczek' },
          ],
          title: 'The Transform Class in SPARX',
          etAl: true,
        },
        host: { kind: 'issue', title: 'J Struct Biol', volume: '157', firstPage: '250', lastPage: '61', year: '2007' },
        doi: '10.1016/j.jsb.2006.06.002',
        pmid: '16861004',
        text: 'Baldwin PR, Penczek PA, et al. 2007. The Transform Class in SPARX. J Struct Biol 157:250–61. doi: 10.1016/j.jsb.2006.06.002',
        // The title's italics survive for the page, keyed by the plain title.
        markup: [
          {
            text: 'The Transform Class in SPARX',
            nodes: [{ text: 'The Transform Class in ' }, { type: 'italic', children: [{ text: 'SPARX' }] }],
          },
        ],
      },
    },
    {
      title: 'PLOS mixed citation: DOI from <comment>doi: <ext-link>, PMID from object-id, publisher punctuation kept',
      ref:
        '<ref id="pone.0185809.ref002">\n <label>2</label>\n <mixed-citation publication-type="journal">\n  ' +
        name('Ollerton', 'J') +
        ', \n  ' +
        name('Winfree', 'R') +
        '. \n <article-title>How many flowering plants are pollinated by animals?</article-title>\n <source>Oikos</source>. <year>2011</year>;<volume>120</volume>(<issue>3</issue>):<fpage>321</fpage>–<lpage>326</lpage>. ' +
        '<comment>doi: <ext-link ext-link-type="uri" xlink:href="http://dx.doi.org/10.1111/j.1600-0706.2010.18644.x">10.1111/j.1600-0706.2010.18644.x</ext-link></comment>' +
        '<object-id pub-id-type="pmid">12345</object-id>\n </mixed-citation>\n</ref>',
      expected: {
        id: 'pone.0185809.ref002',
        label: '2',
        kind: 'journal',
        contribution: {
          authors: [
            { display: 'J Ollerton', given: 'J', surname: 'Ollerton' },
            { display: 'R Winfree', given: 'R', surname: 'Winfree' },
          ],
          title: 'How many flowering plants are pollinated by animals?',
        },
        host: { kind: 'issue', title: 'Oikos', volume: '120', issue: '3', firstPage: '321', lastPage: '326', year: '2011' },
        doi: '10.1111/j.1600-0706.2010.18644.x',
        pmid: '12345',
        text: 'Ollerton J, Winfree R. How many flowering plants are pollinated by animals? Oikos. 2011;120(3):321–326. doi: 10.1111/j.1600-0706.2010.18644.x',
      },
    },
    {
      title: 'book chapter with editors, publisher and place',
      ref:
        '<ref id="b2"><element-citation publication-type="book"><person-group person-group-type="author">' +
        name('Hatfull', 'GF') +
        '</person-group>' +
        '<person-group person-group-type="editor">' +
        name('Waldor', 'MK') +
        '</person-group><year>2005</year><chapter-title>Phage genomics</chapter-title>' +
        '<source>Phages</source><publisher-loc>Washington</publisher-loc><publisher-name>ASM Press</publisher-name><fpage>1</fpage><lpage>20</lpage></element-citation></ref>',
      expected: {
        id: 'b2',
        kind: 'chapter',
        contribution: { authors: [{ display: 'GF Hatfull', given: 'GF', surname: 'Hatfull' }], title: 'Phage genomics' },
        host: {
          kind: 'book',
          title: 'Phages',
          editors: [{ display: 'MK Waldor', given: 'MK', surname: 'Waldor' }],
          publisher: 'ASM Press',
          publisherLocation: 'Washington',
          firstPage: '1',
          lastPage: '20',
          year: '2005',
        },
        text: 'Hatfull GF. 2005. Phage genomics. In: Waldor MK, editors. Phages. Washington: ASM Press. pp. 1–20.',
      },
    },
    {
      title: 'group author, web page with URL and access comment',
      ref:
        '<ref id="w1"><nlm-citation citation-type="other"><collab>President\'s Council on Bioethics</collab><year>2003</year><source>Beyond therapy</source>' +
        '<comment>Available at <ext-link xlink:href="http://bioethics.gov/x">http://bioethics.gov/x</ext-link>. Accessed 19 April 2004</comment></nlm-citation></ref>',
      expected: {
        id: 'w1',
        kind: 'other',
        contribution: { authors: [], collab: "President's Council on Bioethics" },
        host: { kind: 'other', title: 'Beyond therapy', year: '2003', url: 'http://bioethics.gov/x' },
        comment: 'Available at http://bioethics.gov/x. Accessed 19 April 2004',
        text: "President's Council on Bioethics. 2003. Beyond therapy. Available at http://bioethics.gov/x. Accessed 19 April 2004",
      },
    },
    {
      title: 'dataset with a full date',
      ref:
        '<ref id="d1"><element-citation publication-type="data"><person-group>' +
        name('Menet', 'JS') +
        '</person-group><year>2012</year><month>03</month><day>09</day><data-title>Nascent-Seq</data-title><source>GEO</source><pub-id pub-id-type="accession">GSE36916</pub-id></element-citation></ref>',
      expected: {
        kind: 'data',
        contribution: { authors: [{ display: 'JS Menet', given: 'JS', surname: 'Menet' }], title: 'Nascent-Seq' },
        host: { kind: 'e-host', title: 'GEO', year: '2012', date: '2012-03-09' },
      },
    },
    {
      title: 'a ref without a citation keeps its text',
      ref: '<ref id="x1"><label>9</label><note><p>Personal communication, <italic>J. Smith</italic>.</p></note></ref>',
      expected: { id: 'x1', label: '9', kind: 'other', contribution: { authors: [] }, host: {}, text: 'Personal communication, J. Smith.' },
    },
  ];

  it.each(cases)('$title', ({ ref, expected }) => {
    const model = mapArticle({ back: `<ref-list><title>References</title>${ref}</ref-list>` });
    expect(model.references).toHaveLength(1);
    expect(model.references[0]).toEqual(expected.text === undefined ? expect.objectContaining(expected) : expected);
    expect(model.back).toEqual([]);
  });

  it('reads refs in document order, sub-articles included, and gives ids to refs without one', () => {
    const model = mapArticle({
      back: '<ref-list><ref id="a"><mixed-citation>A.</mixed-citation></ref><ref><mixed-citation>B.</mixed-citation></ref></ref-list>',
      after:
        '<sub-article id="sa1" article-type="reply"><front-stub><title-group><article-title>R</article-title></title-group></front-stub><back><ref-list><ref id="c"><mixed-citation>C.</mixed-citation></ref></ref-list></back></sub-article>',
    });
    expect(model.references.map((r) => [r.id, r.text])).toEqual([
      ['a', 'A.'],
      ['ref1', 'B.'],
      ['c', 'C.'],
    ]);
  });
});
