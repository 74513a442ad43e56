// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Reference } from '#src/shared/article/content-model.ts';
import { applyReferenceLinks } from './reference-links-enhancer.ts';
import { References } from './references.tsx';

const ref = (id: string, overrides: Partial<Reference> = {}): Reference => ({
  id,
  kind: 'journal',
  contribution: { authors: [] },
  host: {},
  text: '',
  ...overrides,
});

function section(): HTMLElement {
  document.body.innerHTML = renderToString(
    <References
      references={[ref('bib1', { text: 'One.' }), ref('bib2', { doi: '10.7554/eLife.00461', text: 'Two.' }), ref('bib3')]}
      ids={new Set()}
    />,
  );
  return document.getElementById('references')!;
}
const links = (id: string) => [...document.querySelectorAll(`#${id} .ref-links a`)].map((a) => [a.textContent, a.getAttribute('href')]);

describe('applyReferenceLinks — spec 001 §3 "Reference link records: refId, internal (pii, pdf)"', () => {
  it('puts "View article" (and "View PDF") first in the links of the cited reference, by position', () => {
    const s = section();
    const added = applyReferenceLinks(s, [
      { position: 1, internal: { pii: 'S2050084X13004618', pdf: '/science/article/pii/S2050084X13004618/pdf' } },
    ]);
    expect(added).toHaveLength(2);
    expect(links('bib2').slice(0, 3)).toEqual([
      ['View article', '/science/article/pii/S2050084X13004618'],
      ['View PDF', '/science/article/pii/S2050084X13004618/pdf'],
      ['DOI', 'https://doi.org/10.7554/eLife.00461'],
    ]);
    expect(links('bib1').map(([t]) => t)).toEqual(['Google Scholar']);
  });

  it('creates the links line when a reference had none, ignores unknown positions, and adds nothing twice', () => {
    const s = section();
    expect(links('bib3')).toEqual([]);
    applyReferenceLinks(s, [
      { position: 2, internal: { pii: 'S1', pdf: null } },
      { position: 9, internal: { pii: 'S2', pdf: null } },
    ]);
    applyReferenceLinks(s, [{ position: 2, internal: { pii: 'S1', pdf: null } }]);
    expect(links('bib3')).toEqual([['View article', '/science/article/pii/S1']]);
  });
});
