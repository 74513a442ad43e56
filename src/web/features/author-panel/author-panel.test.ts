// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from './author-panel.ts';
import { authorData, collaboration, headerHtml, person } from './test-fixture.ts';

const PII = 'S2050084X15064160';
const authors = [
  person(1, {
    orcid: 'http://orcid.org/0000-0002-1825-0097',
    isCorresponding: true,
    correspondenceIds: ['cor1'],
    footnoteIds: ['equal'],
    biographyId: 'bio1',
    eAddresses: [{ type: 'email', value: 'one@example.org' }, { type: 'url', value: 'https://lab.example.org/one' }],
  }),
  collaboration(2, 2853),
  person(3),
];

let answer: () => Promise<Response>;
let cleanup: (() => void) | void;
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  answer = async () => new Response(JSON.stringify(authorData(authors)), { headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', (url: string) => {
    requests.push(url);
    return answer();
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = `<main>${headerHtml(authors, 2856)}</main>`;
  cleanup = enhance(document.querySelector<HTMLElement>('.article-content')!, { pii: PII });
});
afterEach(() => {
  cleanup?.();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const showAll = () => document.querySelector<HTMLButtonElement>('button[data-action="show-all-authors"]')!;
const status = () => document.querySelector('[role="status"]')!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.author-panel');
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('"Show all N authors" (001 §7 authors call; §4 request → received | failed; §8 loading shows \'Loading...\')', () => {
  it("shows 'Loading...' while requested, then every author, then fewer again", async () => {
    showAll().click();
    expect(status().textContent).toBe('Loading...');
    expect(requests).toEqual([`/sdfe/arp/pii/${PII}/authors/`]);
    await settle();
    expect(document.querySelectorAll('.author-list .author-name')).toHaveLength(2856);
    expect(status().textContent).toBe('');
    expect([showAll().textContent, showAll().getAttribute('aria-expanded')]).toEqual(['Show fewer authors', 'true']);
    showAll().click();
    expect(document.querySelectorAll('.author-list .author-name')).toHaveLength(3);
    expect([showAll().textContent, showAll().getAttribute('aria-expanded')]).toEqual(['Show all 2,856 authors', 'false']);
    showAll().click();
    expect(document.querySelectorAll('.author-list .author-name')).toHaveLength(2856);
    expect(requests).toHaveLength(1);
  });

  it('on failure: failed state, no message, and the reader can try again', async () => {
    answer = async () => new Response('{}', { status: 503 });
    showAll().click();
    await settle();
    const group = document.querySelector<HTMLElement>('[data-author-group]')!;
    expect(group.dataset.state).toBe('failed');
    expect(status().textContent).toBe('');
    expect(showAll().textContent).toBe('Show all 2,856 authors');
    expect(document.querySelectorAll('.author-list .author-name')).toHaveLength(3);
    answer = async () => new Response(JSON.stringify(authorData(authors)));
    showAll().click();
    await settle();
    expect(group.dataset.state).toBe('received');
    expect(document.querySelectorAll('.author-list .author-name')).toHaveLength(2856);
  });
});

describe('the Author side panel (000 §4: other authors open a side panel)', () => {
  it('opens with the author\'s details, moves focus in, and returns it on close', async () => {
    const opener = document.querySelector<HTMLButtonElement>('button[data-content-id="author-1"]')!;
    opener.focus();
    opener.click();
    const panel = dialog()!;
    expect(panel.open).toBe(true);
    expect(panel.getAttribute('aria-labelledby')).toBe(panel.querySelector('h2')!.id);
    expect(panel.querySelector('h2')!.textContent).toBe('Given1 Surname1');
    expect(panel.querySelector('.side-panel-body')!.textContent).toBe('Loading...');
    expect(document.activeElement).toBe(panel.querySelector('.side-panel-close'));
    await settle();
    const text = panel.querySelector('.side-panel-body')!.textContent;
    for (const part of ['Corresponding author', 'https://orcid.org/0000-0002-1825-0097', 'University of Pittsburgh', 'one@example.org', 'For correspondence: gfh@pitt.edu', 'These authors contributed equally', 'Studies phages.']) {
      expect(text).toContain(part);
    }
    expect(panel.querySelector('.author-panel-orcid a')!.getAttribute('href')).toBe('https://orcid.org/0000-0002-1825-0097');
    expect([...panel.querySelectorAll('.author-panel-contact a')].map((a) => a.getAttribute('href'))).toEqual(['mailto:one@example.org', 'https://lab.example.org/one']);
    panel.querySelector<HTMLButtonElement>('.side-panel-close')!.click();
    expect(panel.open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('opens for a collaboration member from the full list', async () => {
    showAll().click();
    await settle();
    document.querySelector<HTMLButtonElement>('button[data-content-id="author-2:m7"]')!.click();
    const panel = dialog()!;
    expect(panel.querySelector('h2')!.textContent).toBe('Member7 Hunter');
    expect(panel.textContent).toContain('Member of Phage Hunters');
    expect(panel.textContent).toContain('HHMI, United States');
  });

  it("throws 'Invalid state. Side panel opened without identifier.' for an author element without an id", () => {
    const orphan = document.createElement('button');
    orphan.setAttribute('data-content-type', 'author');
    document.querySelector('.author-list')!.append(orphan);
    const event = new MouseEvent('click', { bubbles: true });
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    window.addEventListener('error', onError);
    try {
      orphan.dispatchEvent(event);
    } catch (error) {
      errors.push(error);
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(String(errors[0])).toContain('Invalid state. Side panel opened without identifier.');
    expect(dialog()?.open ?? false).toBe(false);
  });

  it('closes on a click outside the panel and removes itself on cleanup', async () => {
    document.querySelector<HTMLButtonElement>('button[data-content-id="author-3"]')!.click();
    const panel = dialog()!;
    panel.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    panel.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(panel.open).toBe(false);
    cleanup?.();
    cleanup = undefined;
    expect(dialog()).toBeNull();
  });
});
