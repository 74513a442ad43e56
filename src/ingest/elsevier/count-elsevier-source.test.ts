import { describe, expect, it } from 'vitest';
import { countModel, type FidelityCounts } from '#src/shared/article/model-stats.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { countElsevierSource } from './count-elsevier-source.ts';
import { fixtureXml, mapFixture, type FixtureParts } from './elsevier-fixture.ts';

const none: FidelityCounts = {
  sections: 0,
  paragraphs: 0,
  figures: 0,
  tables: 0,
  displayFormulas: 0,
  references: 0,
  authors: 0,
  members: 0,
  footnotes: 0,
};

const cases: Array<{ title: string; parts: FixtureParts; expected: Partial<FidelityCounts> }> = [
  {
    title: 'sections and every kind of paragraph',
    parts: {
      body:
        '<ce:sections><ce:section><ce:para>a<ce:footnote id="f"><ce:note-para>n</ce:note-para></ce:footnote></ce:para>' +
        '<ce:section><ce:para>b</ce:para></ce:section></ce:section></ce:sections>',
    },
    expected: { sections: 2, paragraphs: 3, footnotes: 1 },
  },
  {
    title: 'a formula group counts its numbered members only; inline formulas never count',
    parts: {
      body:
        '<ce:sections><ce:para><ce:display><ce:formula><ce:formula><mml:math/></ce:formula><ce:formula><mml:math/></ce:formula></ce:formula></ce:display>' +
        '<ce:inline-formula><mml:math/></ce:inline-formula></ce:para></ce:sections>',
    },
    expected: { paragraphs: 1, displayFormulas: 2 },
  },
  {
    title: 'head notes, table footnotes, authors and collaboration members',
    parts: {
      floats: '<ce:table id="t1"><ce:table-footnote><ce:note-para>t</ce:note-para></ce:table-footnote></ce:table>',
      head:
        '<ce:article-footnote><ce:note-para>☆</ce:note-para></ce:article-footnote><ce:title>T</ce:title><ce:author-group><ce:author><ce:surname>A</ce:surname></ce:author>' +
        '<ce:collaboration><ce:text>C</ce:text><ce:author-group><ce:author><ce:surname>M</ce:surname></ce:author></ce:author-group></ce:collaboration></ce:author-group>' +
        '<ce:miscellaneous>Editor: E</ce:miscellaneous>',
    },
    expected: { tables: 1, paragraphs: 2, footnotes: 3, authors: 3, members: 1 },
  },
];

describe('countElsevierSource', () => {
  it.each(cases)('$title', ({ parts, expected }) => {
    const counts = countElsevierSource(parseXml(fixtureXml(parts)));
    expect(counts).toEqual({ ...none, ...expected });
    // The mapper agrees, which is what the corpus test checks at scale.
    expect(countModel(mapFixture(parts))).toEqual(counts);
  });
});
