import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Substance } from '#src/shared/substances/substance-contract.ts';
import { SubstancePanel } from './substance-panel.tsx';

function substance(i: number, overrides: Partial<Substance> = {}): Substance {
  return {
    id: `s${i}`,
    title: `substance ${i}`,
    otherTitles: [],
    molecularFormula: null,
    molecularWeight: null,
    casRegistryNumber: null,
    substanceUrls: { suppliers: null, druglikeness: null, reactions: null, substanceImage: null, citations: null },
    substanceFacts: [],
    citationCount: 0,
    image: null,
    imageDescription: null,
    chemistryDatabaseUrl: null,
    ...overrides,
  };
}

const SEROTONIN = substance(0, {
  title: 'serotonin',
  otherTitles: ['5-hydroxytryptamine', '5-HT'],
  molecularFormula: 'C10H12N2O',
  molecularWeight: '176.21',
  casRegistryNumber: '50-67-9',
  substanceFacts: [
    { displayName: 'PubChem compound 5202', url: 'https://pubchem.ncbi.nlm.nih.gov/compound/5202', factsTruncated: false, facts: [] },
  ],
  chemistryDatabaseUrl: 'javascript:alert(1)',
});
const SUBSTANCES = [SEROTONIN, ...Array.from({ length: 7 }, (_, i) => substance(i + 1))];

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
afterEach(() => vi.unstubAllGlobals());

describe('the Reaxys substance information side panel (001 §2, §3 Substance)', () => {
  it("shows 'Loading...', then the substance at its position with its facts; javascript: links never reach the page", async () => {
    answer({ pii: 'S1', substances: SUBSTANCES });
    render(<SubstancePanel id="0" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Reaxys substance information' });
    expect(dialog.textContent).toContain('Loading...');
    await settle();
    expect(screen.getByRole('heading', { level: 3, name: 'serotonin' })).toBeTruthy();
    expect([...dialog.querySelectorAll('dd')].map((d) => d.textContent)).toEqual([
      'C10H12N2O',
      '176.21 g/mol',
      '50-67-9',
      '5-hydroxytryptamine; 5-HT',
    ]);
    expect(screen.getByRole('link', { name: 'PubChem compound 5202' }).getAttribute('href')).toBe(
      'https://pubchem.ncbi.nlm.nih.gov/compound/5202',
    );
    expect(screen.queryByRole('link', { name: /chemistry database/ })).toBeNull();
  });

  it('moves with Previous / Next (disabled at the ends) and lists 6 until all are shown', async () => {
    answer({ pii: 'S1', substances: SUBSTANCES });
    render(<SubstancePanel id="0" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    await settle();
    const previous = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    fireEvent.click(next);
    expect(screen.getByRole('heading', { level: 3, name: 'substance 1' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^(serotonin|substance \d)$/ })).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 8 substances' }));
    fireEvent.click(screen.getByRole('button', { name: 'substance 7' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Show fewer substances' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('a failed request is silently ignored: an empty panel (001 §8)', async () => {
    answer({}, 503);
    render(<SubstancePanel id="0" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    await settle();
    const body = screen.getByRole('dialog', { name: 'Reaxys substance information' }).querySelector('.side-panel-body')!;
    expect(body.textContent).toBe('');
  });
});
