import { Window } from 'happy-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ContentNode, Reference } from '#src/shared/article/content-model.ts';
import { formatReference, referenceName } from './format-reference.ts';
import { References } from './references.tsx';

function ref(overrides: Partial<Reference> & { id: string }): Reference {
  return { kind: 'journal', contribution: { authors: [] }, host: {}, text: '', ...overrides };
}

const person = (surname: string, given: string) => ({ surname, given, display: `${given} ${surname}` });

function dom(references: Reference[]): Document {
  const window = new Window();
  window.document.body.innerHTML = renderToString(<References references={references} ids={new Set()} />);
  return window.document as unknown as Document;
}

describe('referenceName', () => {
  it.each([
    [person('Pope', 'Welkin H'), 'Pope WH'],
    [person('Jacobs', 'William R.'), 'Jacobs WR'],
    [{ surname: 'Jacobs', given: 'WR', suffix: 'Jr', display: 'WR Jacobs Jr' }, 'Jacobs WR Jr'],
    [person('Martin-Cuadrado', 'Ana-Belen'), 'Martin-Cuadrado AB'],
    [{ display: 'The ENCODE Consortium' }, 'The ENCODE Consortium'],
  ])('%j → %s', (name, out) => {
    expect(referenceName(name)).toBe(out);
  });
});

describe('formatReference', () => {
  it.each<[string, Reference, Record<string, string>]>([
    [
      'journal article',
      ref({
        id: 'b1',
        contribution: { authors: [person('Remmert', 'M'), person('Soding', 'J')], title: 'HHblits: fast searching' },
        host: { kind: 'issue', title: 'Nature Methods', volume: '9', issue: '2', firstPage: '173', lastPage: '175', year: '2012' },
      }),
      {
        authors: 'Remmert M, Soding J',
        year: '2012',
        title: 'HHblits: fast searching.',
        source: 'Nature Methods',
        details: '9(2), 173\u2013175',
      },
    ],
    [
      'book chapter with editors and publisher',
      ref({
        id: 'b2',
        kind: 'chapter',
        contribution: { authors: [person('Hatfull', 'GF')], title: 'Phage genomics' },
        host: {
          kind: 'edited-book',
          title: 'Phages',
          editors: [person('Waldor', 'MK')],
          publisher: 'ASM Press',
          publisherLocation: 'Washington',
          firstPage: '1',
          lastPage: '20',
          year: '2005',
        },
      }),
      {
        authors: 'Hatfull GF',
        year: '2005',
        title: 'Phage genomics.',
        source: 'In: Waldor MK (Eds.), Phages',
        details: 'pp. 1\u201320, Washington: ASM Press',
      },
    ],
    [
      'twelve authors: every name the source lists, no et al. it does not have',
      ref({
        id: 'b3',
        contribution: { authors: Array.from({ length: 12 }, (_, i) => person(`S${i}`, 'A')), title: 'T' },
        host: { title: 'J', year: '2000' },
      }),
      { authors: 'S0 A, S1 A, S2 A, S3 A, S4 A, S5 A, S6 A, S7 A, S8 A, S9 A, S10 A, S11 A', year: '2000', title: 'T.', source: 'J' },
    ],
    [
      'the source ends the authors with et al.',
      ref({
        id: 'b4',
        contribution: { authors: [person('Xu', 'C'), person('Bian', 'C')], title: 'T', etAl: true },
        host: { title: 'J', year: '2010' },
      }),
      { authors: 'Xu C, Bian C, et al.', year: '2010', title: 'T.', source: 'J' },
    ],
    [
      'a collaboration and et al.',
      ref({
        id: 'b5',
        contribution: { authors: [person('Xu', 'C')], collab: 'ENCODE', title: 'T', etAl: true },
        host: { title: 'J', year: '2010' },
      }),
      { authors: 'Xu C, ENCODE, et al.', year: '2010', title: 'T.', source: 'J' },
    ],
    [
      'editors with et al.',
      ref({
        id: 'b6',
        kind: 'chapter',
        contribution: { authors: [person('Hatfull', 'GF')], title: 'Phage genomics' },
        host: { kind: 'edited-book', title: 'Phages', editors: [person('Waldor', 'MK')], editorsEtAl: true, year: '2005' },
      }),
      { authors: 'Hatfull GF', year: '2005', title: 'Phage genomics.', source: 'In: Waldor MK, et al. (Eds.), Phages' },
    ],
  ])('%s', (_name, reference, expected) => {
    expect(formatReference(reference)).toEqual(expected);
  });
});

describe('References', () => {
  const doc = dom([
    ref({
      id: 'bib1',
      label: '1',
      doi: '10.1038/nmeth.1818',
      pmid: '22198341',
      contribution: { authors: [person('Remmert', 'M')], title: 'HHblits' },
      host: { title: 'Nature Methods', volume: '9', firstPage: '173', year: '2012' },
      text: 'flattened',
    }),
    ref({ id: 'bib2', label: '2', text: 'Unstructured: personal communication.', host: { kind: 'e-host', url: 'arxiv:1207.7214' } }),
    ref({ id: 'bib3', label: '3', text: 'Bad link', host: { url: 'javascript:alert(1)' } }),
  ]);

  it('is a section with id "references", an h2 and an ordered list', () => {
    const section = doc.querySelector('section#references')!;
    expect(section.querySelector('h2')?.textContent).toBe('References');
    expect(section.querySelectorAll('ol > li').length).toBe(3);
  });

  it('gives each item the reference id so cross-refs jump to it', () => {
    expect([...doc.querySelectorAll('li')].map((li) => li.id)).toEqual(['bib1', 'bib2', 'bib3']);
    expect(doc.querySelector('#bib1 .ref-label')?.textContent).toBe('1');
  });

  it('formats structured references and falls back to the text', () => {
    expect(doc.querySelector('#bib1 .ref-text')?.textContent).toBe('Remmert M (2012). HHblits. Nature Methods, 9, 173.');
    expect(doc.querySelector('#bib2 .ref-text')?.textContent).toBe('Unstructured: personal communication.');
  });

  const links = (id: string) => [...doc.querySelectorAll(`#${id} .ref-links a`)].map((a) => [a.textContent, a.getAttribute('href')]);

  it('links DOI, PubMed and the scholarly search lookup, in that order', () => {
    expect(links('bib1')).toEqual([
      ['DOI', 'https://doi.org/10.1038/nmeth.1818'],
      ['PubMed', 'https://pubmed.ncbi.nlm.nih.gov/22198341/'],
      ['Google Scholar', 'https://scholar.google.com/scholar_lookup?title=HHblits&publication_year=2012&author=M+Remmert'],
    ]);
  });

  it('links an "arxiv:" e-host (spec 000 §5) and falls back to a text search on unstructured text', () => {
    expect(links('bib2')).toEqual([
      ['arXiv:1207.7214', 'https://arxiv.org/abs/1207.7214'],
      ['Google Scholar', 'https://scholar.google.com/scholar?q=Unstructured%3A+personal+communication.'],
    ]);
  });

  it('drops unsafe links', () => {
    expect(links('bib3').map(([text]) => text)).toEqual(['Google Scholar']);
    expect(doc.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('tells the page how many references it lists (spec 001 §2 "document-references")', () => {
    expect(doc.querySelector('#references')?.getAttribute('data-document-references')).toBe('3');
  });

  it('renders a long list (810 references, as in journal.pone.0012262) in full', () => {
    const many = Array.from({ length: 810 }, (_, i) =>
      ref({
        id: `pone.0012262-${i}`,
        label: String(i + 1),
        doi: `10.1000/${i}`,
        contribution: { authors: [person('Author', 'A'), person('Other', 'B')], title: `Title ${i}` },
        host: { title: 'Journal', volume: '1', firstPage: '1', lastPage: '9', year: '2001' },
        text: '',
      }),
    );
    const html = renderToString(<References references={many} ids={new Set()} />);
    expect(html.match(/<li /g)?.length).toBe(810);
    expect(html).toContain('id="pone.0012262-809"');
  });
});

describe('formatReference — sb:book-series and editions (Elsevier samples)', () => {
  it.each<[string, Reference, Record<string, string>]>([
    [
      'a chapter in an edited book known only by its series (S0001870812002101 [11])',
      ref({
        id: 'br11',
        kind: 'chapter',
        contribution: { authors: [person('Gillet', 'Henri')], title: 'K-theory and intersection theory' },
        host: {
          kind: 'edited-book',
          series: 'Handbook of K-Theory',
          volume: 'vol. 1, 2',
          publisher: 'Springer',
          publisherLocation: 'Berlin',
          firstPage: '235',
          lastPage: '293',
          year: '2005',
        },
      }),
      {
        authors: 'Gillet H',
        year: '2005',
        title: 'K-theory and intersection theory.',
        source: 'In: Handbook of K-Theory',
        details: 'vol. 1, 2, pp. 235\u2013293, Berlin: Springer',
      },
    ],
    [
      'a book in a series, whose edition already says "ed."',
      ref({
        id: 'b12',
        kind: 'book',
        contribution: { authors: [person('Fulton', 'William')] },
        host: {
          kind: 'edited-book',
          title: 'Intersection theory',
          series: 'Ergebnisse der Mathematik',
          edition: 'second ed.',
          volume: '2',
          publisher: 'Springer-Verlag',
          publisherLocation: 'Berlin',
          year: '1998',
        },
      }),
      {
        authors: 'Fulton W',
        year: '1998',
        source: 'Intersection theory',
        details: 'Ergebnisse der Mathematik, second ed., 2, Berlin: Springer-Verlag',
      },
    ],
  ])('%s', (_name, reference, expected) => {
    expect(formatReference(reference)).toEqual(expected);
  });
});

describe('inline markup kept by a reference', () => {
  const math = { type: 'math', attrs: { display: 'inline' }, children: [{ text: 'p' }] };
  const renderNodes = (nodes: readonly ContentNode[] | undefined) =>
    (nodes ?? []).map((n, i) => ('text' in n ? n.text : <var key={i}>{'text' in n.children![0]! ? n.children![0].text : ''}</var>));

  it.each([
    [
      'a structured title with math',
      ref({
        id: 'b1',
        contribution: { authors: [person('Weil', 'A.')], title: 'On the p-adic numbers' },
        host: { kind: 'issue', title: 'Ann. Math.', year: '1950' },
        markup: [{ text: 'On the p-adic numbers', nodes: [{ text: 'On the ' }, math, { text: '-adic numbers' }] }],
      }),
      '.ref-title',
      'On the p-adic numbers.',
    ],
    [
      'an unstructured note with math',
      ref({
        id: 'b2',
        kind: 'other',
        text: 'Where p is a prime.',
        markup: [{ text: 'Where p is a prime.', nodes: [{ text: 'Where ' }, math, { text: ' is a prime.' }] }],
      }),
      '.ref-text',
      'Where p is a prime.',
    ],
  ])('%s renders the markup in place of the plain text', (_name, reference, selector, text) => {
    const window = new Window();
    window.document.body.innerHTML = renderToString(<References references={[reference]} ids={new Set()} renderNodes={renderNodes} />);
    const el = window.document.querySelector(selector)!;
    expect(el.textContent).toBe(text);
    expect(el.querySelector('var')?.textContent).toBe('p');
  });
});
