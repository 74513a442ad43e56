import { describe, expect, it } from 'vitest';
import { countModel } from '#src/shared/model-stats.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { countJatsSource } from './count-jats-source.ts';
import { jatsArticle, mapArticle } from './test-article.ts';

const person = (surname: string, given: string, extra = '', attrs = 'contrib-type="author"') =>
  `<contrib ${attrs}><name><surname>${surname}</surname><given-names>${given}</given-names></name>${extra}</contrib>`;

describe('JATS contributors', () => {
  const cases: Array<{ title: string; meta: string; expected: Record<string, unknown> }> = [
    {
      title: 'eLife author: affiliation, correspondence and footnote xrefs, ORCID, corresp="yes"',
      meta:
        '<contrib-group><contrib contrib-type="author" corresp="yes" id="author-1313"><contrib-id contrib-id-type="orcid">http://orcid.org/0000-0002-0275-352X</contrib-id>' +
        '<name><surname>Ciferri</surname><given-names>Claudio</given-names></name><xref ref-type="aff" rid="aff1"/><xref ref-type="corresp" rid="cor2">*</xref>' +
        '<xref ref-type="fn" rid="pa1">†</xref><xref ref-type="other" rid="par-4"/></contrib>' +
        '<aff id="aff1"><label>1</label><institution content-type="dept">Department of Molecular and Cell Biology</institution>, <institution>University of California</institution>, ' +
        '<addr-line><named-content content-type="city">Berkeley</named-content></addr-line>, <country>United States</country></aff></contrib-group>' +
        '<author-notes><corresp id="cor2"><label>*</label>For correspondence: <email>claudio@example.org</email></corresp>' +
        '<fn fn-type="present-address" id="pa1"><label>†</label><p>Novartis, Cambridge</p></fn></author-notes>',
      expected: {
        authors: [
          {
            id: 'author-1313',
            kind: 'person',
            name: { display: 'Claudio Ciferri', given: 'Claudio', surname: 'Ciferri' },
            orcid: 'http://orcid.org/0000-0002-0275-352X',
            affiliationIds: ['aff1'],
            correspondenceIds: ['cor2'],
            footnoteIds: ['pa1'],
            eAddresses: [],
            isCorresponding: true,
            contribType: 'author',
          },
        ],
        affiliations: [
          { id: 'aff1', label: '1', text: 'Department of Molecular and Cell Biology, University of California, Berkeley, United States', institution: 'University of California', country: 'United States' },
        ],
        correspondences: [
          { id: 'cor2', label: '*', children: [{ text: 'For correspondence: ' }, { type: 'e-address', attrs: { type: 'email', href: 'claudio@example.org' }, children: [{ text: 'claudio@example.org' }] }] },
        ],
        footnotes: [{ id: 'pa1', label: '†', children: [{ type: 'para', children: [{ text: 'Novartis, Cambridge' }] }] }],
      },
    },
    {
      title: 'PLOS authors: generated ids, several aff rids, email and role, eastern name',
      meta:
        '<contrib-group>' +
        person('Berretta', 'Regina', '<xref ref-type="aff" rid="aff1 aff2"><sup>1</sup></xref><email>r@example.org</email><role>Lead</role>') +
        '<contrib contrib-type="author"><name name-style="eastern"><surname>Wang</surname><given-names>Li</given-names></name></contrib>' +
        '</contrib-group><aff id="aff1"><label>1</label><addr-line>Centre A, Newcastle, Australia</addr-line></aff><aff id="aff2"><addr-line>B</addr-line></aff>',
      expected: {
        authors: [
          { id: 'a1', name: { display: 'Regina Berretta' }, affiliationIds: ['aff1', 'aff2'], eAddresses: [{ type: 'email', value: 'r@example.org' }], role: 'Lead', isCorresponding: false },
          { id: 'a2', name: { display: 'Wang Li', given: 'Li', surname: 'Wang' }, affiliationIds: [] },
        ],
        affiliations: [{ id: 'aff1', label: '1', text: 'Centre A, Newcastle, Australia' }, { id: 'aff2', text: 'B' }],
      },
    },
    {
      title: 'collaboration with a nested contrib-group: members',
      meta:
        '<contrib-group><contrib contrib-type="author"><collab>The Consortium<contrib-group>' +
        person('Doe', 'Jane', '<aff><institution>Uni X</institution>, <country>France</country></aff>') +
        person('Roe', 'Rick') +
        '</contrib-group></collab></contrib></contrib-group>',
      expected: {
        authors: [
          {
            kind: 'collaboration',
            name: { display: 'The Consortium' },
            members: [
              { name: { display: 'Jane Doe' }, affiliationIds: ['aff1'] },
              { name: { display: 'Rick Roe' }, affiliationIds: [] },
            ],
          },
        ],
        affiliations: [{ id: 'aff1', text: 'Uni X, France', institution: 'Uni X', country: 'France' }],
      },
    },
    {
      title: 'eLife group authors: non-byline contribs join the collab with their group key; identical inline affs are shared',
      meta:
        '<contrib-group><contrib contrib-type="author"><contrib-id contrib-id-type="group-author-key">g1</contrib-id><collab>Phage Hunters</collab></contrib>' +
        person('Solo', 'Sam') +
        '</contrib-group><contrib-group>' +
        person('Abbazia', 'Patrick', '<contrib-id contrib-id-type="group-author-key">g1</contrib-id><aff><institution>Nyack College</institution></aff>', 'contrib-type="author non-byline"') +
        person('Ababio', 'Amma', '<contrib-id contrib-id-type="group-author-key">g1</contrib-id><aff><institution>Nyack College</institution></aff>', 'contrib-type="author non-byline"') +
        person('Lost', 'Larry', '<contrib-id contrib-id-type="group-author-key">g9</contrib-id>', 'contrib-type="author non-byline"') +
        '</contrib-group>',
      expected: {
        authors: [
          {
            kind: 'collaboration',
            name: { display: 'Phage Hunters' },
            members: [
              { name: { display: 'Patrick Abbazia' }, affiliationIds: ['aff1'] },
              { name: { display: 'Amma Ababio' }, affiliationIds: ['aff1'] },
            ],
          },
          { name: { display: 'Sam Solo' } },
          { name: { display: 'Larry Lost' }, contribType: 'author non-byline' },
        ],
        affiliations: [{ id: 'aff1', text: 'Nyack College' }],
      },
    },
    {
      title: 'editors are kept apart from authors, with their inline affiliation and role',
      meta:
        '<contrib-group>' + person('Author', 'Ann') + '</contrib-group><contrib-group content-type="section">' +
        person('Struhl', 'Kevin', '<role>Reviewing editor</role><aff><institution>Harvard Medical School</institution>, <country>United States</country></aff>', 'contrib-type="editor"') +
        '</contrib-group>',
      expected: {
        authors: [{ name: { display: 'Ann Author' } }],
        editors: [{ name: { display: 'Kevin Struhl' }, contribType: 'editor', role: 'Reviewing editor', affiliationIds: ['aff1'] }],
        affiliations: [{ id: 'aff1', text: 'Harvard Medical School, United States', institution: 'Harvard Medical School', country: 'United States' }],
      },
    },
    {
      title: 'group-level affiliations apply when no contrib links one; bio → biography',
      meta:
        '<contrib-group>' +
        person('Bio', 'Bea', '<bio><p>Bea studies bees.</p></bio><uri xlink:href="https://example.org/bea">home</uri>') +
        '<aff>Institute of Bees</aff></contrib-group>',
      expected: {
        authors: [{ name: { display: 'Bea Bio' }, affiliationIds: ['aff1'], biographyId: 'a1-bio', eAddresses: [{ type: 'url', value: 'https://example.org/bea' }] }],
        biographies: [{ id: 'a1-bio', children: [{ type: 'para', children: [{ text: 'Bea studies bees.' }] }] }],
      },
    },
  ];

  it.each(cases)('$title', ({ meta, expected }) => {
    expect(mapArticle({ meta })).toMatchObject(expected);
  });

  it('counts every author and collaboration member, and the model agrees', () => {
    const meta = cases[3]?.meta ?? '';
    const root = parseXml(jatsArticle({ meta }));
    expect(countJatsSource(root).authors).toBe(5);
    expect(countModel(mapArticle({ meta })).authors).toBe(5);
  });

  it('drops a javascript: profile link with a warning', () => {
    const model = mapArticle({ meta: `<contrib-group><contrib contrib-type="author" xlink:href="javascript:alert(1)"><name><surname>X</surname></name><uri xlink:href=" JaVa&#9;Script:alert(1)">me</uri></contrib></contrib-group>` });
    expect(model.authors[0]?.href).toBeUndefined();
    expect(model.authors[0]?.eAddresses).toEqual([]);
    expect(model.warnings).toContain('repair:unsafe-href-dropped');
  });
});
