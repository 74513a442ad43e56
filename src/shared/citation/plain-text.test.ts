import { describe, expect, it } from 'vitest';
import { makeArticle, makeAuthor } from '#tests/factories/article-model.ts';
import { citationData } from './citation-data.ts';
import { formatPlainText } from './plain-text.ts';

const articleUrl = 'https://journals.example.org/science/article/pii/S0960148113002048';

describe('plain-text citation (spec 001 §2 format=text/plain)', () => {
  it.each([
    [
      'an Elsevier article with pages',
      {
        authors: [makeAuthor('Anders', 'Goude'), makeAuthor('Fredrik', 'Bülow')],
        title: [{ text: 'Robust VAWT control' }],
        publication: { title: 'Renewable Energy', issn: '0960-1481', contentType: 'JL' as const },
        volume: '59',
        firstPage: '193',
        lastPage: '201',
        articleNumber: undefined,
        dates: { published: '2013-11-01' },
        doi: '10.1016/j.renene.2013.03.038',
        keywords: [{ terms: ['Wind power', 'VAWT'] }],
      },
      [
        'Anders Goude, Fredrik Bülow,',
        'Robust VAWT control,',
        'Renewable Energy,',
        'Volume 59,',
        '2013,',
        'Pages 193-201,',
        'ISSN 0960-1481,',
        'https://doi.org/10.1016/j.renene.2013.03.038.',
        `(${articleUrl})`,
        'Abstract: PRC2 is a histone methyltransferase.',
        'Keywords: Wind power; VAWT',
      ],
    ],
    [
      'a PLOS article with an issue and an article number, no abstract stored',
      {
        authors: [makeAuthor('', '', { kind: 'collaboration', name: { display: 'The PLOS ONE Staff' } })],
        title: [{ text: 'Correction' }],
        publication: { title: 'PLoS ONE', eissn: '1932-6203', contentType: 'JL' as const },
        volume: '9',
        issue: '5',
        articleNumber: 'e97541',
        dates: { published: '2014-05-06' },
        doi: '10.1371/journal.pone.0097541',
        abstracts: [],
      },
      [
        'The PLOS ONE Staff,',
        'Correction,',
        'PLoS ONE,',
        'Volume 9, Issue 5,',
        '2014,',
        'Article e97541,',
        'ISSN 1932-6203,',
        'https://doi.org/10.1371/journal.pone.0097541.',
        `(${articleUrl})`,
      ],
    ],
  ])('%s', (_what, overrides, lines) => {
    const text = formatPlainText(citationData(makeArticle(overrides)), { withAbstract: true, articleUrl });
    expect(text).toBe(`${lines.join('\n')}\n`);
  });

  it('leaves the abstract out unless asked and ends on the last field without a DOI', () => {
    const text = formatPlainText(citationData(makeArticle({ doi: undefined })), { withAbstract: false, articleUrl });
    expect(text).not.toContain('Abstract:');
    expect(text).toContain('ISSN 2050-084X.\n');
    expect(text).not.toContain('doi.org');
  });
});
