import { describe, expect, it } from 'vitest';
import { makeArticle, makeAuthor } from '#tests/factories/article-model.ts';
import { parseCitation } from '#tests/setup/parse-citation.ts';
import { citationData } from './citation-data.ts';
import { formatRis } from './ris.ts';

const article = makeArticle({
  publication: { title: 'Renewable Energy', issn: '0960-1481', eissn: '1879-0682', contentType: 'JL' },
  volume: '59',
  issue: '2',
  firstPage: '193',
  lastPage: '201',
  articleNumber: undefined,
  dates: { published: '2013-11-01' },
  doi: '10.1016/j.renene.2013.03.038',
  title: [{ text: 'Robust VAWT control:\nTER-{x} & 100% ' }],
  authors: [
    makeAuthor('Anders', 'Goude'),
    makeAuthor('Fredrik', 'Bülow'),
    makeAuthor('', '', { kind: 'collaboration', name: { display: 'Wind Group' } }),
  ],
  keywords: [{ terms: ['Wind power', 'VAWT'] }],
});

describe('RIS (spec 001 §2 format=application/x-research-info-systems)', () => {
  const ris = formatRis(citationData(article), { withAbstract: true });

  it.each([
    ['TY  - JOUR'],
    ['TI  - Robust VAWT control: TER-{x} & 100%'],
    ['AU  - Goude, Anders'],
    ['AU  - Bülow, Fredrik'],
    ['AU  - Wind Group'],
    ['T2  - Renewable Energy'],
    ['VL  - 59'],
    ['IS  - 2'],
    ['SP  - 193'],
    ['EP  - 201'],
    ['PY  - 2013'],
    ['DA  - 2013/11/01'],
    ['SN  - 0960-1481'],
    ['SN  - 1879-0682'],
    ['DO  - 10.1016/j.renene.2013.03.038'],
    ['UR  - https://doi.org/10.1016/j.renene.2013.03.038'],
    ['AB  - PRC2 is a histone methyltransferase.'],
    ['KW  - VAWT'],
  ])('has the line "%s"', (line) => {
    expect(ris.split('\r\n')).toContain(line);
  });

  it('starts with TY, ends with ER, uses CRLF and only tagged lines', () => {
    const lines = ris.split('\r\n');
    expect(lines[0]).toBe('TY  - JOUR');
    expect(lines.at(-2)).toBe('ER  - ');
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(0, -1)) expect(line).toMatch(/^[A-Z][A-Z0-9] {2}- /);
    expect(ris.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('leaves the abstract out unless asked, and puts an article number in C7', () => {
    const data = citationData(makeArticle());
    const ris = formatRis(data, { withAbstract: false });
    expect(ris).not.toContain('AB  -');
    expect(ris).toContain('C7  - e00005\r\n');
    expect(ris).not.toMatch(/^SP {2}-/m);
  });

  it('reads back with citation-js field for field', () => {
    const [item] = parseCitation(ris);
    expect(item).toMatchObject({
      type: 'article-journal',
      title: 'Robust VAWT control: TER-{x} & 100%',
      author: [{ family: 'Goude', given: 'Anders' }, { family: 'Bülow', given: 'Fredrik' }, { literal: 'Wind Group' }],
      'container-title': 'Renewable Energy',
      volume: '59',
      issue: '2',
      page: '193-201',
      issued: { 'date-parts': [[2013, 11, 1]] },
      ISSN: ['0960-1481', '1879-0682'],
      DOI: '10.1016/j.renene.2013.03.038',
      abstract: 'PRC2 is a histone methyltransferase.',
    });
  });
});
