import { describe, expect, it } from 'vitest';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { mapFixture } from './elsevier-fixture.ts';

function mapRefs(bibReferences: string): ArticleModel {
  return mapFixture({
    tail: `<ce:bibliography><ce:section-title>References</ce:section-title><ce:bibliography-sec>${bibReferences}</ce:bibliography-sec></ce:bibliography>`,
  });
}

const author = (given: string, surname: string) =>
  `<sb:author><ce:given-name>${given}</ce:given-name><ce:surname>${surname}</ce:surname></sb:author>`;
const title = (t: string) => `<sb:title><sb:maintitle>${t}</sb:maintitle></sb:title>`;

const cases: Array<{ title: string; xml: string; expected: unknown }> = [
  {
    title: 'a journal article',
    xml:
      `<ce:bib-reference id="b1"><ce:label>Egan et al., 2013</ce:label><sb:reference id="sb1"><sb:contribution langtype="en"><sb:authors>${author('K.E.', 'Egan')}${author('R.', 'Rickaby')}<sb:et-al/></sb:authors>` +
      `${title('Opening the gateways')}</sb:contribution><sb:host><sb:issue><sb:series>${title('Earth Planet. Sci. Lett.')}<sb:volume-nr>375</sb:volume-nr></sb:series>` +
      '<sb:issue-nr>2</sb:issue-nr><sb:date>2013</sb:date></sb:issue><sb:pages><sb:first-page>34</sb:first-page><sb:last-page>43</sb:last-page></sb:pages>' +
      '<ce:doi>10.1016/j.epsl.2013.04.030</ce:doi></sb:host></sb:reference></ce:bib-reference>',
    expected: {
      id: 'b1',
      label: 'Egan et al., 2013',
      kind: 'journal',
      contribution: {
        authors: [
          { given: 'K.E.', surname: 'Egan', display: 'K.E. Egan' },
          { given: 'R.', surname: 'Rickaby', display: 'R. Rickaby' },
        ],
        title: 'Opening the gateways',
        etAl: true,
      },
      host: {
        kind: 'issue',
        title: 'Earth Planet. Sci. Lett.',
        volume: '375',
        issue: '2',
        date: '2013',
        year: '2013',
        firstPage: '34',
        lastPage: '43',
      },
      doi: '10.1016/j.epsl.2013.04.030',
      text: 'K.E. Egan, R. Rickaby, et al. Opening the gateways. Earth Planet. Sci. Lett., 375 (2) (2013), pp. 34-43.',
    },
  },
  {
    title: 'a chapter in an edited book with series editors and publisher',
    xml:
      `<ce:bib-reference id="b2"><sb:reference><sb:contribution><sb:authors>${author('S.', 'Frisch')}</sb:authors>${title('Polynomial functions')}</sb:contribution>` +
      `<sb:host><sb:edited-book><sb:editors><sb:editor><ce:given-name>D.E.</ce:given-name><ce:surname>Dobbs</ce:surname></sb:editor><sb:et-al/></sb:editors>${title('Advances')}` +
      `<sb:book-series><sb:series>${title('Lect. Notes')}<sb:volume-nr>205</sb:volume-nr></sb:series></sb:book-series><sb:date>1999</sb:date>` +
      '<sb:publisher><sb:name>Dekker</sb:name><sb:location>New York</sb:location></sb:publisher></sb:edited-book>' +
      '<sb:pages><sb:first-page>323</sb:first-page><sb:last-page>336</sb:last-page></sb:pages></sb:host></sb:reference></ce:bib-reference>',
    expected: {
      id: 'b2',
      kind: 'chapter',
      contribution: { authors: [{ given: 'S.', surname: 'Frisch', display: 'S. Frisch' }], title: 'Polynomial functions' },
      host: {
        kind: 'edited-book',
        title: 'Advances',
        editors: [{ given: 'D.E.', surname: 'Dobbs', display: 'D.E. Dobbs' }],
        editorsEtAl: true,
        series: 'Lect. Notes',
        volume: '205',
        publisher: 'Dekker',
        publisherLocation: 'New York',
        date: '1999',
        year: '1999',
        firstPage: '323',
        lastPage: '336',
      },
      text: 'S. Frisch. Polynomial functions. In: D.E. Dobbs, et al. (Eds.), Advances, Lect. Notes, vol. 205, Dekker, New York (1999), pp. 323-336.',
    },
  },
  {
    title: 'a whole book',
    xml:
      `<ce:bib-reference id="b3"><sb:reference><sb:contribution><sb:authors>${author('B.R.', 'McDonald')}</sb:authors>${title('Finite Rings')}</sb:contribution>` +
      '<sb:host><sb:book><sb:edition>2nd ed.</sb:edition><sb:date>1974</sb:date><sb:publisher><sb:name>Dekker</sb:name></sb:publisher></sb:book></sb:host></sb:reference></ce:bib-reference>',
    expected: {
      id: 'b3',
      kind: 'book',
      contribution: { authors: [{ given: 'B.R.', surname: 'McDonald', display: 'B.R. McDonald' }], title: 'Finite Rings' },
      host: { kind: 'book', edition: '2nd ed.', publisher: 'Dekker', date: '1974', year: '1974' },
      text: 'B.R. McDonald. Finite Rings. 2nd ed., Dekker (1974).',
    },
  },
  {
    title: 'a web resource whose e-host link is a doi: URN',
    xml:
      `<ce:bib-reference id="b4"><sb:reference><sb:contribution><sb:authors><sb:collaboration>ITRS</sb:collaboration></sb:authors>${title('Roadmap')}</sb:contribution>` +
      '<sb:host><sb:e-host><ce:inter-ref xlink:href="doi:10.1000/xyz">doi:10.1000/xyz</ce:inter-ref><sb:date>2012</sb:date></sb:e-host></sb:host></sb:reference></ce:bib-reference>',
    expected: {
      id: 'b4',
      kind: 'web',
      contribution: { authors: [], collab: 'ITRS', title: 'Roadmap' },
      host: { kind: 'e-host', url: 'doi:10.1000/xyz', date: '2012', year: '2012' },
      doi: '10.1000/xyz',
      text: 'ITRS. Roadmap. doi:10.1000/xyz (2012).',
    },
  },
  {
    title: 'an unstructured reference keeps its text, link and DOI',
    xml:
      '<ce:bib-reference id="b5"><ce:label>[48]</ce:label><ce:other-ref><ce:textref>M. Ajtai, Notes, 2001, ' +
      '<ce:inter-ref xlink:href="http://example.org/n.pdf">http://example.org/n.pdf</ce:inter-ref>, doi:10.1234/abc.5.</ce:textref></ce:other-ref></ce:bib-reference>',
    expected: {
      id: 'b5',
      label: '[48]',
      kind: 'other',
      contribution: { authors: [] },
      host: { url: 'http://example.org/n.pdf' },
      doi: '10.1234/abc.5',
      text: 'M. Ajtai, Notes, 2001, http://example.org/n.pdf, doi:10.1234/abc.5.',
      // The link inside the unstructured text stays a link on the page.
      markup: [
        {
          text: 'M. Ajtai, Notes, 2001, http://example.org/n.pdf, doi:10.1234/abc.5.',
          nodes: [
            { text: 'M. Ajtai, Notes, 2001, ' },
            { type: 'inter-ref', attrs: { href: 'http://example.org/n.pdf' }, children: [{ text: 'http://example.org/n.pdf' }] },
            { text: ', doi:10.1234/abc.5.' },
          ],
        },
      ],
    },
  },
];

describe('Elsevier references', () => {
  it.each(cases)('$title', ({ xml, expected }) => {
    expect(mapRefs(xml).references).toEqual([expected]);
  });

  it('one bib-reference with several sb:references is one reference whose text has them all', () => {
    const model = mapRefs(
      `<ce:bib-reference id="b6"><ce:label>[1]</ce:label><sb:reference><ce:label>(a)</ce:label><sb:contribution><sb:authors>${author('Z.', 'Huang')}</sb:authors></sb:contribution>` +
        `<sb:host><sb:issue><sb:series>${title('Science')}<sb:volume-nr>337</sb:volume-nr></sb:series><sb:date>2012</sb:date></sb:issue></sb:host></sb:reference>` +
        `<sb:reference><ce:label>(b)</ce:label><sb:contribution><sb:authors>${author('J.', 'Kim')}</sb:authors></sb:contribution>` +
        `<sb:host><sb:issue><sb:series>${title('Nature')}<sb:volume-nr>423</sb:volume-nr></sb:series><sb:date>2003</sb:date></sb:issue></sb:host></sb:reference></ce:bib-reference>`,
    );
    expect(model.references).toHaveLength(1);
    expect(model.references[0]).toMatchObject({
      label: '[1]',
      contribution: { authors: [{ surname: 'Huang' }] },
      text: '(a) Z. Huang. Science, 337 (2012). (b) J. Kim. Nature, 423 (2003).',
    });
  });

  it('keeps a translation host and the comment between hosts in the text, in order', () => {
    const model = mapRefs(
      `<ce:bib-reference id="b7"><sb:reference><sb:contribution><sb:authors>${author('A.', 'B')}</sb:authors></sb:contribution>` +
        `<sb:host><sb:issue><sb:series>${title('Math. Notes')}<sb:volume-nr>27</sb:volume-nr></sb:series><sb:date>1980</sb:date></sb:issue></sb:host>` +
        `<sb:comment>transl. from</sb:comment><sb:host><sb:issue><sb:series>${title('Mat. Zametki')}<sb:volume-nr>27</sb:volume-nr></sb:series><sb:date>1980</sb:date></sb:issue></sb:host>` +
        '</sb:reference></ce:bib-reference>',
    );
    expect(model.references[0]?.text).toBe('A. B. Math. Notes, 27 (1980). transl. from. Mat. Zametki, 27 (1980).');
    expect(model.references[0]?.comment).toBe('transl. from');
  });

  it('drops a script link from a reference with a named repair', () => {
    const model = mapRefs(
      '<ce:bib-reference id="b8"><ce:other-ref><ce:textref>Site <ce:inter-ref xlink:href="javascript:alert(1)">x</ce:inter-ref></ce:textref></ce:other-ref></ce:bib-reference>',
    );
    expect(model.references[0]?.host).toEqual({});
    expect(model.warnings).toContain('repair:unsafe-href-dropped');
  });
});

describe('math in reference titles', () => {
  it('keeps the MathML of an sb:maintitle for the page, keyed by the plain title', () => {
    const xml =
      '<ce:bib-reference id="b9"><sb:reference><sb:contribution><sb:authors><sb:author><ce:given-name>A.</ce:given-name><ce:surname>Weil</ce:surname></sb:author></sb:authors>' +
      '<sb:title><sb:maintitle>On the <mml:math><mml:mi>p</mml:mi></mml:math>-adic numbers</sb:maintitle></sb:title></sb:contribution>' +
      '<sb:host><sb:issue><sb:series><sb:title><sb:maintitle>Ann. Math.</sb:maintitle></sb:title><sb:volume-nr>1</sb:volume-nr></sb:series><sb:date>1950</sb:date></sb:issue></sb:host></sb:reference></ce:bib-reference>';
    const [ref] = mapRefs(xml).references;
    expect(ref!.contribution.title).toBe('On the p-adic numbers');
    expect(ref!.markup).toHaveLength(1);
    expect(ref!.markup![0]!.text).toBe('On the p-adic numbers');
    expect(ref!.markup![0]!.nodes.some((n) => 'type' in n && n.type === 'math')).toBe(true);
  });
});
