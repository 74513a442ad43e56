import { describe, expect, it } from 'vitest';
import { articleModelSchema } from '#src/shared/article/content-model.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { DOCUMENT_SUBTYPES, documentSubtype } from './article-types.ts';
import { mapJats } from './map-jats.ts';
import { mapArticle, type ArticleParts } from './test-article.ts';

const PLOS_JOURNAL =
  '<journal-id journal-id-type="nlm-ta">PLoS Comput Biol</journal-id><journal-title-group><journal-title>PLoS Computational Biology</journal-title></journal-title-group>' +
  '<issn pub-type="ppub">1553-734X</issn><issn pub-type="epub">1553-7358</issn><publisher><publisher-name>Public Library of Science</publisher-name><publisher-loc>San Francisco, USA</publisher-loc></publisher>';

describe('JATS metadata', () => {
  const cases: Array<{ title: string; parts: ArticleParts; expected: Record<string, unknown> }> = [
    {
      title: 'eLife journal, identifiers and e-location',
      parts: { meta: '<volume>1</volume>' },
      expected: {
        source: 'jats',
        doi: '10.7554/eLife.00005',
        pii: 'S2050084X12000056',
        eid: '1-s2.0-S2050084X12000056',
        publication: { title: 'eLife', eissn: '2050-084X', publisher: 'eLife Sciences Publications, Ltd', contentType: 'JL' },
        volume: '1',
        articleNumber: 'e00005',
        language: 'en',
        articleType: 'research-article',
        documentSubtype: 'fla',
        openArchive: false,
        warnings: [],
      },
    },
    {
      title: 'PLOS journal: print and electronic ISSNs, abbreviation from the NLM id, pages',
      parts: { journal: PLOS_JOURNAL, meta: '<volume>5</volume><issue>8</issue><fpage>100</fpage><lpage>110</lpage>' },
      expected: {
        publication: {
          title: 'PLoS Computational Biology',
          abbreviation: 'PLoS Comput Biol',
          issn: '1553-734X',
          eissn: '1553-7358',
          publisher: 'Public Library of Science',
          contentType: 'JL',
        },
        issue: '8',
        firstPage: '100',
        lastPage: '110',
      },
    },
    {
      title: 'history and publication dates; print date is the cover date',
      parts: {
        meta:
          '<pub-date pub-type="ppub"><month>Jan</month><year>2013</year></pub-date><pub-date pub-type="collection"><year>2013</year></pub-date>' +
          '<history><date date-type="received"><day>1</day><month>2</month><year>2012</year></date><date date-type="rev-recd"><day>3</day><month>4</month><year>2012</year></date>' +
          '<date date-type="accepted" iso-8601-date="2012-08-13"><day>13</day><month>08</month><year>2012</year></date></history>',
      },
      expected: {
        dates: {
          received: '2012-02-01',
          revised: ['2012-04-03'],
          accepted: '2012-08-13',
          availableOnline: '2012-10-30',
          published: '2013-01',
        },
      },
    },
    {
      title: 'title with inline formatting (source whitespace trimmed), subtitle',
      parts: {
        titleGroup:
          '\n  <article-title>\n  Dynamics of <italic>C. elegans</italic> H<sub>2</sub>O<sup>+</sup> in <inline-formula><mml:math><mml:mi>x</mml:mi></mml:math></inline-formula>\n</article-title>' +
          '<subtitle>A <bold>study</bold></subtitle><alt-title alt-title-type="running-head">Running head</alt-title>',
      },
      expected: {
        title: [
          { text: 'Dynamics of ' },
          { type: 'italic', children: [{ text: 'C. elegans' }] },
          { text: ' H' },
          { type: 'sub', children: [{ text: '2' }] },
          { text: 'O' },
          { type: 'sup', children: [{ text: '+' }] },
          { text: ' in ' },
          {
            type: 'math',
            attrs: { display: 'inline' },
            children: [
              { type: 'mathml', attrs: { tag: 'math' }, children: [{ type: 'mathml', attrs: { tag: 'mi' }, children: [{ text: 'x' }] }] },
            ],
          },
        ],
        subtitle: [{ text: 'A ' }, { type: 'bold', children: [{ text: 'study' }] }],
      },
    },
    {
      title: 'subjects from nested groups, once each; keywords with type and title',
      parts: {
        meta:
          '<article-categories><subj-group subj-group-type="display-channel"><subject>Research article</subject></subj-group>' +
          '<subj-group subj-group-type="heading"><subject>Neuroscience</subject><subj-group><subject>Neuroscience</subject><subject>Cell <italic>biology</italic></subject></subj-group></subj-group></article-categories>' +
          '<kwd-group kwd-group-type="author-keywords"><title>Author keywords</title><kwd>cryo-EM</kwd><kwd><italic>Drosophila</italic> genetics</kwd></kwd-group><kwd-group><kwd>plain</kwd></kwd-group>',
      },
      expected: {
        subjects: ['Research article', 'Neuroscience', 'Cell biology'],
        keywords: [{ kind: 'author-keywords', title: 'Author keywords', terms: ['cryo-EM', 'Drosophila genetics'] }, { terms: ['plain'] }],
      },
    },
    {
      title: 'CC licence → open access, copyright statement',
      parts: {
        meta:
          '<permissions><copyright-statement>© 2012, Ciferri et al</copyright-statement><copyright-year>2012</copyright-year>' +
          '<license xlink:href="http://creativecommons.org/licenses/by/3.0/"><license-p>This article is distributed under the terms of the <ext-link xlink:href="http://creativecommons.org/licenses/by/3.0/">Creative Commons Attribution License</ext-link>.</license-p></license></permissions>',
      },
      expected: {
        license: {
          url: 'http://creativecommons.org/licenses/by/3.0/',
          text: 'This article is distributed under the terms of the Creative Commons Attribution License.',
        },
        openAccess: true,
        copyrightLine: '© 2012, Ciferri et al',
      },
    },
    {
      title: 'open-access statement without a URL; copyright line from year and holder',
      parts: {
        meta: '<permissions><copyright-year>2010</copyright-year><copyright-holder>Berretta, Moscato</copyright-holder><license><license-p>This is an open-access article distributed under the terms of the Creative Commons Attribution License.</license-p></license></permissions>',
      },
      expected: {
        openAccess: true,
        copyrightLine: '© 2010 Berretta, Moscato',
        license: { text: 'This is an open-access article distributed under the terms of the Creative Commons Attribution License.' },
      },
    },
    {
      title: 'no licence: not open access',
      parts: {
        meta: '<permissions><copyright-statement>© 2012 Publisher</copyright-statement><license><license-p>All rights reserved.</license-p></license></permissions>',
      },
      expected: { openAccess: false, license: { text: 'All rights reserved.' } },
    },
    {
      title: 'language from xml:lang, lower-cased',
      parts: { attrs: 'article-type="editorial" xml:lang="EN"' },
      expected: { language: 'en', articleType: 'editorial', documentSubtype: 'edi' },
    },
    {
      title: 'related articles: DOI from info:doi, eLife bare DOI, text',
      parts: {
        attrs: 'article-type="correction"',
        meta:
          '<related-article related-article-type="corrected-article" ext-link-type="doi" xlink:href="10.7554/eLife.00013"/>' +
          '<related-article related-article-type="retracted-article" xlink:href="info:doi/10.1371/journal.pone.0035142"><article-title><italic>De Novo</italic> analysis</article-title></related-article>',
      },
      expected: {
        documentSubtype: 'err',
        relatedArticles: [
          { relation: 'corrected-article', doi: '10.7554/eLife.00013', href: '10.7554/eLife.00013' },
          {
            relation: 'retracted-article',
            doi: '10.1371/journal.pone.0035142',
            href: 'info:doi/10.1371/journal.pone.0035142',
            text: 'De Novo analysis',
          },
        ],
      },
    },
    {
      title: 'abstracts: author abstract, eLife digest, impact statement teaser',
      parts: {
        meta:
          '<abstract><object-id pub-id-type="doi">10.7554/eLife.00005.001</object-id><p>Abstract text.</p></abstract>' +
          '<abstract abstract-type="executive-summary"><title>eLife digest</title><p>Digest text.</p></abstract>' +
          '<abstract abstract-type="toc" id="abs3"><p>Short.</p></abstract>' +
          '<custom-meta-group><custom-meta><meta-name>elife-xml-version</meta-name><meta-value>2</meta-value></custom-meta>' +
          '<custom-meta specific-use="meta-only"><meta-name>Author impact statement</meta-name><meta-value>One <italic>sentence</italic>.</meta-value></custom-meta></custom-meta-group>',
      },
      expected: {
        abstracts: [
          { kind: 'author', children: [{ type: 'para', children: [{ text: 'Abstract text.' }] }] },
          { kind: 'digest', title: 'eLife digest', children: [{ type: 'para', children: [{ text: 'Digest text.' }] }] },
          { kind: 'teaser', id: 'abs3', children: [{ type: 'para', children: [{ text: 'Short.' }] }] },
          { kind: 'teaser', children: [{ text: 'One ' }, { type: 'italic', children: [{ text: 'sentence' }] }, { text: '.' }] },
        ],
      },
    },
    {
      title: 'structured abstract keeps its sections',
      parts: { meta: '<abstract><sec><title>Background</title><p>B.</p></sec></abstract>' },
      expected: {
        abstracts: [
          {
            kind: 'author',
            children: [
              {
                type: 'section',
                children: [
                  { type: 'section-title', children: [{ text: 'Background' }] },
                  { type: 'para', children: [{ text: 'B.' }] },
                ],
              },
            ],
          },
        ],
      },
    },
    {
      title: 'missing ISSN and unknown article type are named repairs / defaults',
      parts: {
        journal: '<journal-title-group><journal-title>No ISSN Journal</journal-title></journal-title-group>',
        attrs: 'article-type="obituary"',
      },
      expected: { warnings: ['repair:missing-issn'], documentSubtype: 'mis' },
    },
  ];

  it.each(cases)('$title', ({ parts, expected }) => {
    const model = mapArticle(parts);
    expect(articleModelSchema.parse(model)).toBeTruthy();
    expect(model).toMatchObject(expected);
  });

  it('derives a valid, stable PII from ISSN, year and the e-location number', () => {
    const a = mapArticle();
    expect(isValidPii(a.pii)).toBe(true);
    expect(mapArticle().pii).toBe(a.pii);
  });

  const PLOS_ONE =
    '<journal-title-group><journal-title>PLoS ONE</journal-title></journal-title-group><issn pub-type="epub">1932-6203</issn>';
  it.each([
    ['the e-location number', '<elocation-id>e12262</elocation-id>', /^S193262031212262[0-9X]$/, []],
    ['a numeric publisher id', '<article-id pub-id-type="publisher-id">00042</article-id>', /^S193262031200042[0-9X]$/, []],
    ['the DOI suffix (PLOS)', '<article-id pub-id-type="doi">10.1371/journal.pone.0012262</article-id>', /^S193262031212262[0-9X]$/, []],
    [
      'a hash of the DOI when nothing is numeric',
      '<article-id pub-id-type="doi">10.1371/annotation/3155a3e9-5fbe</article-id><elocation-id>10.1371/annotation/3155a3e9-5fbe</elocation-id>',
      /^S1932620312\d{5}[0-9X]$/,
      ['repair:item-number-derived-from-hash'],
    ],
  ])('item number from %s', (_title, ids, pattern, warnings) => {
    const model = mapArticle({ journal: PLOS_ONE, ids });
    expect(model.pii).toMatch(pattern);
    expect(isValidPii(model.pii)).toBe(true);
    expect(model.warnings).toEqual(warnings);
  });

  it('maps a bare <article> to a valid model, naming every repair', () => {
    const model = mapJats(parseXml('<article/>'), { fileName: 'bare.xml' });
    expect(articleModelSchema.parse(model)).toBeTruthy();
    expect(isValidPii(model.pii)).toBe(true);
    expect(model).toMatchObject({
      articleType: 'other',
      documentSubtype: 'mis',
      title: [],
      body: [],
      publication: { title: 'Unknown journal' },
    });
    expect(model.warnings).toEqual([
      'repair:missing-journal-title',
      'repair:missing-issn',
      'repair:missing-publication-year',
      'repair:item-number-derived-from-hash',
      'repair:missing-article-type',
    ]);
  });

  it('refuses a root that is not a JATS article', () => {
    expect(() => mapJats(parseXml('<book/>'), { fileName: 'b.xml' })).toThrow('b.xml: expected a JATS <article> root, found <book>');
  });

  it('maps every listed article type, and anything else to "mis"', () => {
    for (const [type, code] of Object.entries(DOCUMENT_SUBTYPES)) expect(documentSubtype(type)).toBe(code);
    expect(documentSubtype('constructor')).toBe('mis');
    expect(documentSubtype('Research-Article')).toBe('fla');
  });
});
