// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from './citation-popover.ts';
import { buildPopover, citedIds, citedReferences } from './popover-content.ts';

/** A slice of a rendered article: a paragraph with citations and the reference list. */
const ARTICLE = `
  <p>First used in 1974 (<a href="#bib11" class="xref" data-xref-type="bibr">Taylor and Glaeser, 1974</a>),
  see <a href="#bib5" class="xref" data-xref-type="bibr" data-refids="bib5 bib12">[5,12]</a>,
  <a href="#fig1" class="xref" data-xref-type="fig">Figure 1</a>,
  <a href="#missing" class="xref" data-xref-type="bibr">Nobody, 2000</a>.</p>
  <section id="references" data-document-references="3"><h2>References</h2><ol>
    <li id="bib5" class="reference"><span class="ref-label">5</span><span class="ref-body"><span class="ref-text">Frank J (1978). Reconstruction.</span></span></li>
    <li id="bib11" class="reference"><span class="ref-body"><span class="ref-text">Taylor KA, Glaeser RM (1974). Electron diffraction of frozen, hydrated protein crystals.</span><span class="ref-links"><a class="ref-link ref-link--doi" href="https://doi.org/10.1126/science.186.4168.1036">https://doi.org/10.1126/science.186.4168.1036</a></span></span></li>
    <li id="bib12" class="reference"><span class="ref-body"><span class="ref-text">van Heel M (1981). Multivariate statistics.</span></span></li>
  </ol></section>`;

let root: HTMLElement;
let cleanup: () => void;
const citation = (text: string) => [...root.querySelectorAll<HTMLAnchorElement>('a.xref')].find((a) => a.textContent === text)!;
const popover = () => document.getElementById('citation-popover');
const key = (k: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `<article>${ARTICLE}</article><button id="elsewhere">elsewhere</button>`;
  root = document.querySelector('article')!;
  cleanup = enhance(root, { pii: 'S2050084X13005733' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('popover content', () => {
  it('follows data-refids, else the href', () => {
    expect(citedIds(citation('[5,12]'))).toEqual(['bib5', 'bib12']);
    expect(citedIds(citation('Taylor and Glaeser, 1974'))).toEqual(['bib11']);
  });

  it('copies the cited reference with its links and no duplicate ids', () => {
    const p = buildPopover(document, citedReferences(document, citation('Taylor and Glaeser, 1974')), 'x');
    expect(p.getAttribute('role')).toBe('dialog');
    expect(p.getAttribute('aria-label')).toBe('Reference');
    expect(p.textContent).toContain('Electron diffraction of frozen, hydrated protein crystals.');
    expect([...p.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'https://doi.org/10.1126/science.186.4168.1036',
      'View in references',
    ]);
    expect(p.querySelectorAll('[id]').length).toBe(0);
  });
});

describe('citation popover (WCAG 2.2 SC 1.4.13)', () => {
  it('opens on keyboard focus, is announced as expanded, and Escape closes it keeping focus', () => {
    const c = citation('Taylor and Glaeser, 1974');
    c.focus();
    expect(popover()?.textContent).toContain('Taylor KA, Glaeser RM (1974)');
    expect(c.getAttribute('aria-expanded')).toBe('true');
    expect(c.getAttribute('aria-controls')).toBe('citation-popover');
    expect(c.nextElementSibling).toBe(popover()); // Tab moves into it
    key('Escape');
    expect(popover()).toBeNull();
    expect(c.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(c);
  });

  it('Escape from a link inside the popover returns focus to the citation', () => {
    const c = citation('Taylor and Glaeser, 1974');
    c.focus();
    popover()!.querySelector('a')!.focus();
    expect(popover()).not.toBeNull();
    key('Escape');
    expect(popover()).toBeNull();
    expect(document.activeElement).toBe(c);
  });

  it('closes when focus leaves both the citation and the popover', () => {
    citation('Taylor and Glaeser, 1974').focus();
    document.getElementById('elsewhere')!.focus();
    expect(popover()).toBeNull();
  });

  it('opens on hover and stays while the pointer moves onto the popover', () => {
    const c = citation('[5,12]');
    c.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.advanceTimersByTime(500);
    const p = popover()!;
    expect(p.getAttribute('aria-label')).toBe('References');
    expect(p.querySelectorAll('.citation-popover__item').length).toBe(2);
    c.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: p }));
    p.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    vi.advanceTimersByTime(2000);
    expect(popover()).toBe(p);
    p.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(2000);
    expect(popover()).toBeNull();
  });

  it('a click opens it, keeps the page in place and pins it until an outside click', () => {
    const c = citation('Taylor and Glaeser, 1974');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    c.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    c.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(2000);
    expect(popover()).not.toBeNull();
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(popover()).toBeNull();
  });

  it("a click on the popover's text (focus goes to the page) keeps it open; focus leaving elsewhere closes it", () => {
    const c = citation('Taylor and Glaeser, 1974');
    c.focus();
    const p = popover()!;
    p.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    c.blur();
    expect(popover()).toBe(p);
    p.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    c.focus();
    document.getElementById('elsewhere')!.focus();
    expect(popover()).toBeNull();
  });

  it('leaves other cross-refs and citations of unknown references alone', () => {
    for (const text of ['Figure 1', 'Nobody, 2000']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      citation(text).dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
      expect(popover()).toBeNull();
    }
  });

  it('cleans up: the popover goes and citations stop responding', () => {
    citation('Taylor and Glaeser, 1974').focus();
    cleanup();
    expect(popover()).toBeNull();
    citation('[5,12]').focus();
    expect(popover()).toBeNull();
    cleanup = () => undefined;
  });
});
