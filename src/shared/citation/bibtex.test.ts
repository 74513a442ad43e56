import { describe, expect, it } from 'vitest';
import { makeArticle, makeAuthor } from '#tests/factories/article-model.ts';
import { parseCitation } from '#tests/setup/parse-citation.ts';
import { bibtexName, citeKey, formatBibtex } from './bibtex.ts';
import { citationData } from './citation-data.ts';

describe('BibTeX (spec 001 §2 format=text/x-bibtex)', () => {
  const tricky = 'Costs of 100% {A & B}_2 in $ #1 ~ ^ \\ Kühlbrandt';
  const article = makeArticle({
    title: [{ text: tricky }],
    abstracts: [{ kind: 'author', children: [{ type: 'para', children: [{ text: 'Unbalanced } brace and {' }] }] }],
    authors: [
      makeAuthor('Werner', 'Kühlbrandt'),
      makeAuthor('Jan', 'van der Waals'),
      makeAuthor('Simon', 'Ho', { name: { given: 'Simon', surname: 'Ho', suffix: 'Jr', display: 'Simon Ho Jr' } }),
      makeAuthor('', '', { kind: 'collaboration', name: { display: 'Smith and Jones Lab' } }),
    ],
  });
  const bib = formatBibtex(citationData(article), { withAbstract: true });

  it.each([
    [
      'a title with every LaTeX special',
      `  title = {Costs of 100\\% \\{A \\& B\\}\\_2 in \\$ \\#1 \\textasciitilde{} \\textasciicircum{} \\textbackslash{} Kühlbrandt}`,
    ],
    [
      'names: braced multi-word family, suffix, literal group',
      '  author = {Kühlbrandt, Werner and {van der Waals}, Jan and Ho, Jr, Simon and {Smith and Jones Lab}}',
    ],
    ['the article number as eid', '  eid = {e00005}'],
    ['a verbatim DOI', '  doi = {10.7554/eLife.00005}'],
    ['the DOI link', '  url = {https://doi.org/10.7554/eLife.00005}'],
    ['the month as a macro', '  month = oct'],
    ['the abstract with its braces escaped', '  abstract = {Unbalanced \\} brace and \\{}'],
  ])('writes %s', (_what, line) => {
    expect(bib.split('\n')).toContain(`${line},`.replace(/,,$/, ','));
  });

  it('keeps braces balanced and the entry well formed', () => {
    const unescaped = bib.replace(/\\[{}]/g, '');
    let depth = 0;
    for (const c of unescaped) {
      depth += c === '{' ? 1 : c === '}' ? -1 : 0;
      expect(depth).toBeGreaterThanOrEqual(0);
    }
    expect(depth).toBe(0);
    expect(bib).toMatch(/^@article\{Kuhlbrandt2012Costs,\n/);
    expect(bib.endsWith('\n}\n')).toBe(true);
  });

  it('reads back with citation-js: the same title, authors and fields', () => {
    const [item] = parseCitation(bib);
    expect(item).toMatchObject({
      type: 'article-journal',
      'citation-key': 'Kuhlbrandt2012Costs',
      title: tricky,
      'container-title': 'eLife',
      volume: '2',
      number: 'e00005',
      ISSN: '2050-084X',
      DOI: '10.7554/eLife.00005',
      abstract: 'Unbalanced } brace and {',
      issued: { 'date-parts': [[2012, 10]] },
    });
    expect(item!.author).toEqual([
      { family: 'Kühlbrandt', given: 'Werner' },
      { family: 'van der Waals', given: 'Jan' },
      { family: 'Ho', given: 'Simon', suffix: 'Jr' },
      { family: 'Smith and Jones Lab' },
    ]);
  });

  it('leaves the abstract out unless asked', () => {
    expect(formatBibtex(citationData(article), { withAbstract: false })).not.toContain('abstract =');
  });
});

describe('cite keys are stable and ASCII', () => {
  it.each([
    [{ authors: [makeAuthor('Werner', 'Kühlbrandt')], title: [{ text: 'Cryo-EM enters a new era' }] }, 'Kuhlbrandt2012Cryo'],
    [{ authors: [makeAuthor('A', 'Ó Súilleabháin')], title: [{ text: 'The über-model of ß' }] }, 'OSuilleabhain2012uber'],
    [
      {
        authors: [makeAuthor('', '', { kind: 'collaboration', name: { display: 'The PLOS ONE Staff' } })],
        title: [{ text: 'Correction: Pollen' }],
      },
      'PLOS2012Pollen',
    ],
    [{ authors: [], title: [{ text: 'Anonymous note' }] }, '2012AnonymousS2050084X1300005X'],
  ])('%o → %s', (overrides, key) => {
    const data = citationData(makeArticle(overrides));
    expect(citeKey(data)).toBe(key);
    expect(citeKey(citationData(makeArticle(overrides)))).toBe(key);
  });

  it('protects a given name with a comma', () => {
    expect(bibtexName({ family: 'Doe', given: 'J, R' })).toBe('Doe, J{,} R');
  });
});
