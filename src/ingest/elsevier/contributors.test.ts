import { describe, expect, it } from 'vitest';
import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { mapFixture } from './elsevier-fixture.ts';

function mapGroup(groupXml: string): ArticleModel {
  return mapFixture({ head: `<ce:title>T</ce:title><ce:author-group id="ag1">${groupXml}</ce:author-group>` });
}

const AFFILIATION =
  '<ce:affiliation id="aff1"><ce:label>a</ce:label><ce:textfn>Department of Earth Sciences, University of Oxford, Oxford OX1 3PR, UK</ce:textfn>' +
  '<sa:affiliation><sa:organization>Department of Earth Sciences</sa:organization><sa:organization>University of Oxford</sa:organization>' +
  '<sa:city>Oxford</sa:city><sa:country>UK</sa:country></sa:affiliation></ce:affiliation>';

const cases: Array<{ title: string; xml: string; select: (m: ArticleModel) => unknown; expected: unknown }> = [
  {
    title: 'a corresponding author with affiliation, email, ORCID and footnote',
    xml:
      '<ce:author id="au1" orcid="0000-0002-1825-0097"><ce:given-name>Katherine E.</ce:given-name><ce:surname>Egan</ce:surname><ce:suffix>Jr.</ce:suffix>' +
      '<ce:cross-ref refid="aff1"><ce:sup>a</ce:sup></ce:cross-ref><ce:cross-ref refid="cor1"><ce:sup>⁎</ce:sup></ce:cross-ref><ce:cross-ref refid="fn1"><ce:sup>1</ce:sup></ce:cross-ref>' +
      '<ce:e-address type="email">k.egan@example.org</ce:e-address></ce:author>' +
      `${AFFILIATION}<ce:correspondence id="cor1"><ce:label>⁎</ce:label><ce:text>Corresponding author. Tel.: +44 1</ce:text></ce:correspondence>` +
      '<ce:footnote id="fn1"><ce:label>1</ce:label><ce:note-para>Now at Southampton.</ce:note-para></ce:footnote>',
    select: (m) => ({ authors: m.authors, correspondences: m.correspondences, footnotes: m.footnotes }),
    expected: {
      authors: [
        {
          id: 'au1',
          kind: 'person',
          name: { given: 'Katherine E.', surname: 'Egan', suffix: 'Jr.', display: 'Katherine E. Egan Jr.' },
          orcid: '0000-0002-1825-0097',
          affiliationIds: ['aff1'],
          correspondenceIds: ['cor1'],
          footnoteIds: ['fn1'],
          eAddresses: [{ type: 'email', value: 'k.egan@example.org' }],
          isCorresponding: true,
          contribType: 'author',
        },
      ],
      correspondences: [{ id: 'cor1', label: '⁎', children: [{ text: 'Corresponding author. Tel.: +44 1' }] }],
      footnotes: [{ id: 'fn1', label: '1', children: [{ type: 'para', children: [{ text: 'Now at Southampton.' }] }] }],
    },
  },
  {
    title: 'affiliations keep the displayed text and the structured institution and country',
    xml: `<ce:author><ce:given-name>A</ce:given-name><ce:surname>B</ce:surname></ce:author>${AFFILIATION}`,
    select: (m) => m.affiliations,
    expected: [
      {
        id: 'aff1',
        label: 'a',
        text: 'Department of Earth Sciences, University of Oxford, Oxford OX1 3PR, UK',
        institution: 'Department of Earth Sciences, University of Oxford',
        country: 'UK',
      },
    ],
  },
  {
    title: 'with no affiliation cross-refs in a group, every author has every group affiliation',
    xml:
      '<ce:author id="a"><ce:given-name>A</ce:given-name><ce:surname>One</ce:surname></ce:author>' +
      '<ce:author id="b"><ce:given-name>B</ce:given-name><ce:surname>Two</ce:surname></ce:author>' +
      '<ce:affiliation id="x"><ce:textfn>X Institute</ce:textfn></ce:affiliation><ce:affiliation id="y"><ce:textfn>Y Lab</ce:textfn></ce:affiliation>',
    select: (m) => m.authors.map((a) => a.affiliationIds),
    expected: [
      ['x', 'y'],
      ['x', 'y'],
    ],
  },
  {
    title: 'when some authors point at affiliations, the others get none by default',
    xml:
      '<ce:author id="a"><ce:surname>One</ce:surname><ce:cross-ref refid="x">a</ce:cross-ref></ce:author><ce:author id="b"><ce:surname>Two</ce:surname></ce:author>' +
      '<ce:affiliation id="x"><ce:textfn>X</ce:textfn></ce:affiliation><ce:affiliation id="y"><ce:textfn>Y</ce:textfn></ce:affiliation>',
    select: (m) => m.authors.map((a) => a.affiliationIds),
    expected: [['x'], []],
  },
  {
    title: 'a collaboration with member authors',
    xml:
      '<ce:collaboration id="c1"><ce:text>The EPIC Consortium</ce:text><ce:author-group><ce:author><ce:given-name>M.</ce:given-name><ce:surname>Member</ce:surname>' +
      '<ce:cross-ref refid="m1">b</ce:cross-ref></ce:author><ce:affiliation id="m1"><ce:textfn>Member Univ.</ce:textfn></ce:affiliation></ce:author-group></ce:collaboration>',
    select: (m) => ({ authors: m.authors, affiliations: m.affiliations.map((a) => a.id) }),
    expected: {
      authors: [
        {
          id: 'c1',
          kind: 'collaboration',
          name: { display: 'The EPIC Consortium' },
          affiliationIds: [],
          correspondenceIds: [],
          footnoteIds: [],
          eAddresses: [],
          isCorresponding: false,
          contribType: 'author',
          members: [{ name: { given: 'M.', surname: 'Member', display: 'M. Member' }, affiliationIds: ['m1'] }],
        },
      ],
      affiliations: ['m1'],
    },
  },
];

describe('Elsevier contributors', () => {
  it.each(cases)('$title', ({ xml, select, expected }) => {
    expect(select(mapGroup(xml))).toEqual(expected);
  });

  it('gives authors without ids stable generated ones', () => {
    const model = mapGroup('<ce:author><ce:surname>One</ce:surname></ce:author><ce:author><ce:surname>Two</ce:surname></ce:author>');
    expect(model.authors.map((a) => a.id)).toEqual(['au1', 'au2']);
  });
});
