import { describe, expect, it } from 'vitest';
import { makeArticle, makeAuthor } from '#tests/factories/article-model.ts';
import { citationData } from './citation-data.ts';
import { formatRefWorks } from './refworks.ts';

const articleUrl = 'https://journals.example.org/science/article/pii/S1545788506000883';

describe('RefWorks tagged format (spec 001 §2 /sdfe/arp/export/{pii}/refworks-tagged-format)', () => {
  const article = makeArticle({
    pii: 'S1545788506000883',
    authors: [makeAuthor('Alexei J', 'Drummond'), makeAuthor('Simon Y. W', 'Ho')],
    title: [{ text: 'Relaxed Phylogenetics\nand Dating' }],
    publication: {
      title: 'PLoS Biology',
      abbreviation: 'PLoS Biol',
      issn: '1544-9173',
      eissn: '1545-7885',
      publisher: 'Public Library of Science',
      contentType: 'JL',
    },
    volume: '4',
    issue: '5',
    articleNumber: 'e88',
    dates: { published: '2006-05' },
    doi: '10.1371/journal.pbio.0040088',
    keywords: [{ terms: ['phylogeny'] }],
  });
  const text = formatRefWorks(citationData(article), { withAbstract: true, articleUrl });

  it('writes one tagged line per field, reference type first', () => {
    expect(text).toBe(
      [
        'RT Journal Article',
        'SR Electronic(1)',
        'ID S1545788506000883',
        'A1 Drummond, Alexei J',
        'A1 Ho, Simon Y. W',
        'T1 Relaxed Phylogenetics and Dating',
        'JF PLoS Biology',
        'JO PLoS Biol',
        'YR 2006',
        'FD 2006/05',
        'VO 4',
        'IS 5',
        'SP e88',
        'SN 1544-9173',
        'SN 1545-7885',
        'PB Public Library of Science',
        'AB PRC2 is a histone methyltransferase.',
        'K1 phylogeny',
        'DO 10.1371/journal.pbio.0040088',
        'LK https://doi.org/10.1371/journal.pbio.0040088',
        `UL ${articleUrl}`,
        'LA en',
        '',
      ].join('\n'),
    );
  });

  it.each([
    [{ firstPage: '855', lastPage: '878', articleNumber: undefined }, ['SP 855', 'OP 878']],
    [{ firstPage: '12', lastPage: '12', articleNumber: undefined }, ['SP 12']],
  ])('pages %o → %o', (pages, lines) => {
    const out = formatRefWorks(citationData(makeArticle(pages)), { withAbstract: false, articleUrl }).split('\n');
    expect(out.filter((l) => /^(SP|OP) /.test(l))).toEqual(lines);
    expect(out.some((l) => l.startsWith('AB '))).toBe(false);
  });
});
