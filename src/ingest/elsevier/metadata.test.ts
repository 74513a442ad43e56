import { describe, expect, it } from 'vitest';
import { parseXml } from '../xml/parse-xml.ts';
import { mapFixture } from './elsevier-fixture.ts';
import { mapElsevier } from './map-elsevier.ts';

const META =
  '<xocs:content-family>serial</xocs:content-family><xocs:content-type>JL</xocs:content-type>' +
  '<xocs:srctitle>Earth and Planetary Science Letters</xocs:srctitle><xocs:eid>1-s2.0-S0012821X13002185</xocs:eid>' +
  '<xocs:pii-formatted>S0012-821X(13)00218-5</xocs:pii-formatted><xocs:pii-unformatted>S0012821X13002185</xocs:pii-unformatted>' +
  '<xocs:doi>10.1016/j.epsl.2013.04.030</xocs:doi><xocs:issns><xocs:issn-primary-formatted>0012-821X</xocs:issn-primary-formatted>' +
  '<xocs:issn-primary-unformatted>0012821X</xocs:issn-primary-unformatted></xocs:issns><xocs:vol-first>375</xocs:vol-first><xocs:iss-first>2</xocs:iss-first>' +
  '<xocs:iss-last>3</xocs:iss-last><xocs:first-fp>34</xocs:first-fp><xocs:last-lp>43</xocs:last-lp><xocs:pages><xocs:first-page>34</xocs:first-page>' +
  '<xocs:last-page>43</xocs:last-page></xocs:pages><xocs:cover-date-start>2013-08-01</xocs:cover-date-start><xocs:cover-date-year>2013</xocs:cover-date-year>' +
  '<xocs:available-online-date>2013-05-20</xocs:available-online-date>' +
  '<xocs:document-type>article</xocs:document-type><xocs:document-subtype>sco</xocs:document-subtype>' +
  '<xocs:copyright-line>Copyright © 2013 The Authors. Published by Elsevier B.V. All rights reserved.</xocs:copyright-line>' +
  '<xocs:open-access><xocs:oa-access-effective-date>2013-07-16T19:39:52Z</xocs:oa-access-effective-date>' +
  '<xocs:oa-article-status is-open-access="1" is-open-archive="0">Full</xocs:oa-article-status>' +
  '<xocs:oa-user-license>http://creativecommons.org/licenses/by/3.0/</xocs:oa-user-license></xocs:open-access>';

const HEAD =
  '<ce:article-footnote><ce:label>☆</ce:label><ce:note-para>This is an open-access article.</ce:note-para></ce:article-footnote>' +
  '<ce:dochead><ce:textfn>Short communication</ce:textfn></ce:dochead>' +
  '<ce:title>CO<ce:inf>2</ce:inf> and diatoms</ce:title>' +
  '<ce:date-received day="18" month="2" year="2013"/><ce:date-revised day="16" month="4" year="2013"/><ce:date-accepted day="20" month="4" year="2013"/>' +
  '<ce:miscellaneous id="mis1">Editor: J. Lynch-Stieglitz</ce:miscellaneous>';

describe('Elsevier metadata', () => {
  const model = mapFixture({ meta: META, head: HEAD });

  it.each([
    {
      title: 'identifiers are the file’s own',
      actual: () => [model.source, model.pii, model.eid, model.doi],
      expected: ['elsevier', 'S0012821X13002185', '1-s2.0-S0012821X13002185', '10.1016/j.epsl.2013.04.030'],
    },
    {
      title: 'publication',
      actual: () => model.publication,
      expected: { title: 'Earth and Planetary Science Letters', issn: '0012-821X', contentType: 'JL' },
    },
    {
      title: 'volume, issue range and pages',
      actual: () => [model.volume, model.issue, model.firstPage, model.lastPage, model.articleNumber],
      expected: ['375', '2-3', '34', '43', undefined],
    },
    {
      title: 'the 3-letter document subtype is the article type',
      actual: () => [model.articleType, model.documentSubtype],
      expected: ['sco', 'sco'],
    },
    {
      title: 'the title keeps its markup',
      actual: () => model.title,
      expected: [{ text: 'CO' }, { type: 'sub', children: [{ text: '2' }] }, { text: ' and diatoms' }],
    },
    { title: 'dochead is the heading subject', actual: () => model.subjects, expected: ['Short communication'] },
    {
      title: 'dates',
      actual: () => model.dates,
      expected: {
        received: '2013-02-18',
        revised: ['2013-04-16'],
        accepted: '2013-04-20',
        availableOnline: '2013-05-20',
        published: '2013-08-01',
      },
    },
    {
      title: 'open access and licence',
      actual: () => [model.openAccess, model.openArchive, model.license],
      expected: [true, false, { url: 'http://creativecommons.org/licenses/by/3.0/' }],
    },
    {
      title: 'copyright line',
      actual: () => model.copyrightLine,
      expected: 'Copyright © 2013 The Authors. Published by Elsevier B.V. All rights reserved.',
    },
    { title: 'language defaults to the article’s xml:lang', actual: () => model.language, expected: 'en' },
    {
      title: 'the ☆ article footnote and the miscellaneous line are article notes',
      actual: () => model.footnotes,
      expected: [
        { id: 'afn1', label: '☆', children: [{ type: 'para', children: [{ text: 'This is an open-access article.' }] }] },
        { id: 'mis1', children: [{ text: 'Editor: J. Lynch-Stieglitz' }] },
      ],
    },
    { title: 'no repairs were needed', actual: () => model.warnings, expected: [] },
  ])('$title', ({ actual, expected }) => {
    expect(actual()).toEqual(expected);
  });

  it('maps a bare ja:article from its item-info, with repairs for what xocs:meta would give', () => {
    const xml =
      '<article xmlns="http://www.elsevier.com/xml/ja/dtd" xmlns:ce="http://www.elsevier.com/xml/common/dtd" docsubtype="rev" xml:lang="fr">' +
      '<item-info><jid>EPSL</jid><aid>1</aid><ce:pii>S0012-821X(13)00218-5</ce:pii><ce:doi>10.1016/x</ce:doi>' +
      '<ce:copyright type="other" year="2013">The Authors</ce:copyright></item-info><head><ce:title>T</ce:title></head></article>';
    const bare = mapElsevier(parseXml(xml), { fileName: 'x.xml' });
    expect(bare).toMatchObject({
      pii: 'S0012821X13002185',
      eid: '1-s2.0-S0012821X13002185',
      doi: '10.1016/x',
      documentSubtype: 'rev',
      language: 'fr',
      copyrightLine: '© 2013 The Authors',
      publication: { title: 'EPSL', contentType: 'JL' },
      warnings: ['repair:missing-publication-title'],
    });
  });

  it('keeps an invalid PII as given, with a named repair', () => {
    const bad = mapFixture({ meta: '<xocs:srctitle>J</xocs:srctitle><xocs:pii-unformatted>X123</xocs:pii-unformatted>' });
    expect(bad.pii).toBe('X123');
    expect(bad.eid).toBe('1-s2.0-X123');
    expect(bad.warnings).toContain('repair:invalid-pii-kept');
  });
});
