// @vitest-environment happy-dom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CITE_POPOVER_ID, ExportCitation, SHARE_POPOVER_ID } from './export-citation.tsx';

const PII = 'S0960148113002048';
const TITLE = 'Robust VAWT control system evaluation by coupled aerodynamic and electrical simulations';

function render(shareUrl?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = renderToString(<ExportCitation pii={PII} title={TITLE} shareUrl={shareUrl} />);
  return doc;
}

describe('Export citation form (spec 001 §2: GET form to /sdfe/arp/cite with pii, format and withabstract=true)', () => {
  const doc = render('https://doi.org/10.1016/j.renene.2013.03.038');
  const form = doc.querySelector('form')!;

  it('is a plain GET form to /sdfe/arp/cite carrying the PII', () => {
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/sdfe/arp/cite');
    expect(form.querySelector<HTMLInputElement>('input[type=hidden][name=pii]')!.value).toBe(PII);
  });

  it('groups its controls under the legend "Export citation", each control inside its label', () => {
    expect(form.querySelector('fieldset > legend')!.textContent).toBe('Export citation');
    const select = form.querySelector('select[name=format]')!;
    expect(select.closest('label')!.textContent).toContain('Format');
    expect([...select.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
      'application/x-research-info-systems',
      'text/x-bibtex',
      'text/plain',
    ]);
    const box = form.querySelector<HTMLInputElement>('input[type=checkbox][name=withabstract]')!;
    expect(box.value).toBe('true');
    expect(box.checked).toBe(false);
    expect(box.closest('label')!.textContent).toBe('Include abstract');
    expect(form.querySelector('button[type=submit]')!.textContent).toBe('Export citation');
  });

  it('links the RefWorks export and the five share targets', () => {
    expect(doc.querySelector('a.export-citation__refworks')!.getAttribute('href')).toBe(`/sdfe/arp/export/${PII}/refworks-tagged-format`);
    const nav = doc.querySelector('nav[aria-label="Share this article"]')!;
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Share by e-mail',
      'Share on Facebook',
      'Share on Twitter',
      'Share on LinkedIn',
      'Share on Reddit',
    ]);
  });

  it('shows no share links and no Share button without an address to share', () => {
    const bare = render(undefined);
    expect(bare.querySelector('nav')).toBeNull();
    expect([...bare.querySelectorAll('button[popovertarget]')].map((b) => b.textContent)).toEqual(['Cite']);
  });

  it('puts the form and the links in popovers that the Cite and Share buttons open', () => {
    const buttons = [...doc.querySelectorAll('button[popovertarget]')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('popovertarget')])).toEqual([
      ['Cite', CITE_POPOVER_ID],
      ['Share', SHARE_POPOVER_ID],
    ]);
    expect(doc.getElementById(CITE_POPOVER_ID)!.getAttribute('popover')).toBe('auto');
    expect(doc.getElementById(CITE_POPOVER_ID)!.contains(form)).toBe(true);
    expect(doc.getElementById(SHARE_POPOVER_ID)!.querySelector('nav')).not.toBeNull();
  });

  it('renders only the two popover ids the page reserves, so it never clashes with the ids of the article', () => {
    expect([...doc.querySelectorAll('[id]')].map((e) => e.id)).toEqual([CITE_POPOVER_ID, SHARE_POPOVER_ID]);
  });
});
