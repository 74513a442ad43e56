import { describe, expect, it } from 'vitest';
import { makeArticle, makeAuthor } from '#tests/factories/article-model.ts';
import { parseCitation } from '#tests/setup/parse-citation.ts';
import { formatBibtex } from './bibtex.ts';
import { citationData } from './citation-data.ts';
import { formatPlainText } from './plain-text.ts';
import { formatRefWorks } from './refworks.ts';
import { formatRis } from './ris.ts';

/**
 * A byline the source ends with "et al." (model.authorsEtAl, src/ingest/authors-et-al.test.ts)
 * says so in every export format (spec 001 §9: RIS, BibTeX, text, RefWorks), and one that
 * does not never gains it. RIS and BibTeX are read back with citation-js.
 */
const articleUrl = 'https://journals.example.org/science/article/pii/S2050084X1300005X';
const authors = [makeAuthor('Claudio', 'Ciferri'), makeAuthor('Gabriel C', 'Lander')];

describe('exports of a byline that ends with et al.', () => {
  const data = citationData(makeArticle({ authors, authorsEtAl: true }));
  const plain = citationData(makeArticle({ authors }));

  it('RIS: a last AU "et al." that citation-js reads as a literal name', () => {
    const ris = formatRis(data, { withAbstract: false });
    expect(ris).toContain('AU  - Lander, Gabriel C\r\nAU  - et al.\r\n');
    expect(parseCitation(ris)[0]?.author?.at(-1)).toEqual({ literal: 'et al.' });
    expect(formatRis(plain, { withAbstract: false })).not.toContain('et al.');
  });

  it('BibTeX: "and others", the BibTeX marker citation-js reads as one more name', () => {
    const bib = formatBibtex(data, { withAbstract: false });
    expect(bib).toMatch(/author = \{.*Lander.* and others\}/);
    const names = parseCitation(bib)[0]?.author ?? [];
    expect(names.map((n) => n.family)).toEqual(['Ciferri', 'Lander', 'others']);
    expect(formatBibtex(plain, { withAbstract: false })).not.toContain('others');
  });

  it('text: the reading names then "et al."', () => {
    expect(formatPlainText(data, { withAbstract: false, articleUrl })).toContain('Claudio Ciferri, Gabriel C Lander, et al.');
    expect(formatPlainText(plain, { withAbstract: false, articleUrl })).not.toContain('et al.');
  });

  it('RefWorks: a last A1 "et al."', () => {
    expect(formatRefWorks(data, { withAbstract: false, articleUrl })).toContain('A1 Lander, Gabriel C\nA1 et al.\n');
    expect(formatRefWorks(plain, { withAbstract: false, articleUrl })).not.toContain('et al.');
  });
});
