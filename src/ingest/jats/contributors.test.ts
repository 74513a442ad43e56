import { describe, expect, it } from 'vitest';
import { countModel } from '#src/shared/article/model-stats.ts';
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
          {
            id: 'aff1',
            label: '1',
            text: 'Department of Molecular and Cell Biology, University of California, Berkeley, United States',
            institution: 'University of California',
            country: 'United States',
          },
        ],
        correspondences: [
          {
            id: 'cor2',
            label: '*',
            children: [
              { text: 'For correspondence: ' },
              { type: 'e-address', attrs: { type: 'email', href: 'claudio@example.org' }, children: [{ text: 'claudio@example.org' }] },
            ],
          },
        ],
        footnotes: [{ id: 'pa1', label: '†', children: [{ type: 'para', children: [{ text: 'Novartis, Cambridge' }] }] }],
      },
    },
    {
      title: 'PLOS authors: generated ids, several aff rids, email and role, eastern name',
      meta:
        '<contrib-group>' +
        person(
          'Berretta',
          'Regina',
          '<xref ref-type="aff" rid="aff1 aff2"><sup>1</sup></xref><email>r@example.org</email><role>Lead</role>',
        ) +
        '<contrib contrib-type="author"><name name-style="eastern"><surname>Wang</surname><given-names>Li</given-names></name></contrib>' +
        '</contrib-group><aff id="aff1"><label>1</label><addr-line>Centre A, Newcastle, Australia</addr-line></aff><aff id="aff2"><addr-line>B</addr-line></aff>',
      expected: {
        authors: [
          {
            id: 'a1',
            name: { display: 'Regina Berretta' },
            affiliationIds: ['aff1', 'aff2'],
            eAddresses: [{ type: 'email', value: 'r@example.org' }],
            role: 'Lead',
            isCorresponding: false,
          },
          { id: 'a2', name: { display: 'Wang Li', given: 'Li', surname: 'Wang' }, affiliationIds: [] },
        ],
        affiliations: [
          { id: 'aff1', label: '1', text: 'Centre A, Newcastle, Australia' },
          { id: 'aff2', text: 'B' },
        ],
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
        person(
          'Abbazia',
          'Patrick',
          '<contrib-id contrib-id-type="group-author-key">g1</contrib-id><aff><institution>Nyack College</institution></aff>',
          'contrib-type="author non-byline"',
        ) +
        person(
          'Ababio',
          'Amma',
          '<contrib-id contrib-id-type="group-author-key">g1</contrib-id><aff><institution>Nyack College</institution></aff>',
          'contrib-type="author non-byline"',
        ) +
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
        '<contrib-group>' +
        person('Author', 'Ann') +
        '</contrib-group><contrib-group content-type="section">' +
        person(
          'Struhl',
          'Kevin',
          '<role>Reviewing editor</role><aff><institution>Harvard Medical School</institution>, <country>United States</country></aff>',
          'contrib-type="editor"',
        ) +
        '</contrib-group>',
      expected: {
        authors: [{ name: { display: 'Ann Author' } }],
        editors: [{ name: { display: 'Kevin Struhl' }, contribType: 'editor', role: 'Reviewing editor', affiliationIds: ['aff1'] }],
        affiliations: [
          { id: 'aff1', text: 'Harvard Medical School, United States', institution: 'Harvard Medical School', country: 'United States' },
        ],
      },
    },
    {
      title: 'group-level affiliations apply when no contrib links one; bio → biography',
      meta:
        '<contrib-group>' +
        person('Bio', 'Bea', '<bio><p>Bea studies bees.</p></bio><uri xlink:href="https://example.org/bea">home</uri>') +
        '<aff>Institute of Bees</aff></contrib-group>',
      expected: {
        authors: [
          {
            name: { display: 'Bea Bio' },
            affiliationIds: ['aff1'],
            biographyId: 'a1-bio',
            eAddresses: [{ type: 'url', value: 'https://example.org/bea' }],
          },
        ],
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
    const model = mapArticle({
      meta: `<contrib-group><contrib contrib-type="author" xlink:href="javascript:alert(1)"><name><surname>X</surname></name><uri xlink:href=" JaVa&#9;Script:alert(1)">me</uri></contrib></contrib-group>`,
    });
    expect(model.authors[0]?.href).toBeUndefined();
    expect(model.authors[0]?.eAddresses).toEqual([]);
    expect(model.warnings).toContain('repair:unsafe-href-dropped');
  });
});

describe("JATS group authors' members listed apart from the group", () => {
  const nonByline = 'contrib-type="author non-byline"';
  const orcid = (id: string) => `<contrib-id contrib-id-type="orcid" authenticated="true">https://orcid.org/${id}</contrib-id>`;
  const cases: Array<{ title: string; meta: string; authors: unknown[]; members: number }> = [
    {
      title: 'eLife: non-byline contribs share the group-author-key; ORCIDs and inline affiliations kept',
      meta:
        '<contrib-group><contrib contrib-type="author" corresp="yes"><contrib-id contrib-id-type="group-author-key">group-author-id1</contrib-id>' +
        '<collab>Reproducibility Project: Cancer Biology</collab></contrib></contrib-group>' +
        '<contrib-group content-type="section"><contrib contrib-type="editor"><name><surname>Ed</surname></name><role>Reviewing editor</role></contrib></contrib-group>' +
        '<contrib-group>' +
        person(
          'Iorns',
          'Elizabeth',
          `<contrib-id contrib-id-type="group-author-key">group-author-id1</contrib-id>${orcid('0000-0002-1825-0097')}<aff><institution>Science Exchange</institution>, <country>United States</country></aff>`,
          nonByline,
        ) +
        '</contrib-group>',
      authors: [
        {
          kind: 'collaboration',
          contribType: 'author',
          members: [{ name: { display: 'Elizabeth Iorns' }, affiliationIds: ['aff1'], orcid: 'https://orcid.org/0000-0002-1825-0097' }],
        },
      ],
      members: 1,
    },
    {
      title: 'SciELO SPS: a collab-list whose contribs name the group contrib by rid',
      meta:
        '<contrib-group><contrib contrib-type="author" id="collab"><collab>The MARS Group</collab></contrib></contrib-group>' +
        '<contrib-group content-type="collab-list">' +
        person(
          'Wright',
          'Rick W.',
          `${orcid('0000-0001-0002-0003')}<xref ref-type="aff" rid="aff1">1</xref>`,
          'contrib-type="author" rid="collab"',
        ) +
        person('Esteves', 'Felipe', '', 'contrib-type="author"') +
        '</contrib-group><aff id="aff1"><label>1</label><institution>University Example</institution></aff>',
      authors: [
        {
          id: 'collab',
          name: { display: 'The MARS Group' },
          members: [
            { name: { display: 'Rick W. Wright' }, affiliationIds: ['aff1'], orcid: 'https://orcid.org/0000-0001-0002-0003' },
            { name: { display: 'Felipe Esteves' }, affiliationIds: [] },
          ],
        },
      ],
      members: 2,
    },
    {
      title: 'JATS4R: the collab has an id, members point at it with <xref ref-type="collab">',
      meta:
        '<contrib-group>' +
        person('Byline', 'Bo') +
        '<contrib contrib-type="author"><collab id="collab1">The BLAST Consortium</collab></contrib>' +
        '<contrib contrib-type="author"><collab id="collab2">Second Group</collab></contrib></contrib-group>' +
        '<contrib-group>' +
        person('Two', 'Tia', '<xref ref-type="collab" rid="collab2"/>', nonByline) +
        person('One', 'Oz', '<xref ref-type="collab" rid="collab1"/>', nonByline) +
        '</contrib-group>',
      authors: [
        { name: { display: 'Bo Byline' }, contribType: 'author' },
        { name: { display: 'The BLAST Consortium' }, members: [{ name: { display: 'Oz One' } }] },
        { name: { display: 'Second Group' }, members: [{ name: { display: 'Tia Two' } }] },
      ],
      members: 2,
    },
    {
      title: "eLife's earlier form: the group's xref names the contrib-group of its members",
      meta:
        '<contrib-group><contrib contrib-type="author"><collab>NISC Comparative Sequencing Program</collab><xref ref-type="other" rid="gal1"/></contrib>' +
        '<contrib contrib-type="author"><collab>eLife staff group</collab><xref ref-type="other" rid="gal2"/></contrib></contrib-group>' +
        '<contrib-group id="gal1">' +
        person('Mullikin', 'Jim', '', nonByline) +
        '</contrib-group>' +
        '<contrib-group id="gal2">' +
        person('Dodd', 'Melissa', '', nonByline) +
        person('Rogers', 'Fran', '', nonByline) +
        '</contrib-group>',
      authors: [
        { name: { display: 'NISC Comparative Sequencing Program' }, members: [{ name: { display: 'Jim Mullikin' } }] },
        { name: { display: 'eLife staff group' }, members: [{ name: { display: 'Melissa Dodd' } }, { name: { display: 'Fran Rogers' } }] },
      ],
      members: 3,
    },
    {
      title: 'PubMed Central: contrib-type="collab" is a group author, its nested members too',
      meta:
        '<contrib-group><contrib contrib-type="collab" id="collab1"><collab>APPLE investigators<contrib-group>' +
        person('Ardoin', 'Stacy', '', 'contrib-type="collab"') +
        person('Dewitt', 'Esi Morgan', '', 'contrib-type="collab"') +
        '</contrib-group></collab></contrib></contrib-group>',
      authors: [
        {
          id: 'collab1',
          contribType: 'author',
          name: { display: 'APPLE investigators' },
          members: [{ name: { display: 'Stacy Ardoin' } }, { name: { display: 'Esi Morgan Dewitt' } }],
        },
      ],
      members: 2,
    },
    {
      title: 'an unlinked non-byline contrib joins the only group; with two groups it stays apart, never in the byline',
      meta:
        '<contrib-group><contrib contrib-type="author"><collab>G1</collab></contrib><contrib contrib-type="author"><collab>G2</collab></contrib></contrib-group>' +
        '<contrib-group>' +
        person('Apart', 'Al', '', nonByline) +
        '</contrib-group>',
      authors: [
        { name: { display: 'G1' } },
        { name: { display: 'G2' } },
        { name: { display: 'Al Apart' }, contribType: 'author non-byline' },
      ],
      members: 1,
    },
  ];

  it.each(cases)('$title', ({ meta, authors, members }) => {
    const model = mapArticle({ meta });
    expect(model.authors).toMatchObject(authors);
    expect(model.authors).toHaveLength(authors.length);
    const source = countJatsSource(parseXml(jatsArticle({ meta })));
    expect(source.members).toBe(members);
    expect(countModel(model)).toMatchObject({ authors: source.authors, members });
  });
});
