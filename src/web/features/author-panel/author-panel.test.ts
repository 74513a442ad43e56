// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from './author-panel.ts';
import { forgetAuthorsSources } from './authors-source.ts';
import { authorData, FIXTURE_PII, fixtureAuthors, headerHtml } from './test-fixture.ts';

const PII = FIXTURE_PII;
const authors = fixtureAuthors(2853);

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
  forgetAuthorsSources();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const showAll = () => document.querySelector<HTMLButtonElement>('button[data-action="show-all-authors"]')!;
const status = () => document.querySelector('[role="status"]')!;
/** The author names the reader sees: the server's list, or the full list standing in for it. */
const shownNames = () => document.querySelectorAll('.author-list:not([hidden]) .author-name');
/** Until the request (and the full list's chunk) have arrived and the status line is cleared. */
const settle = () =>
  vi.waitFor(() => expect(document.querySelector('[data-author-group]')!.getAttribute('data-state')).not.toBe('request'), {
    timeout: 15_000,
  });

// Generous timeouts: the full list's chunk is transformed on first use and happy-dom builds 2,856 entries.
describe(
  '"Show all N authors" (001 §7 authors call; §4 request → received | failed; §8 loading shows \'Loading...\')',
  { timeout: 30_000 },
  () => {
    it("shows 'Loading...' while requested, then every author, then fewer again", async () => {
      showAll().click();
      expect(status().textContent).toBe('Loading...');
      expect(requests).toEqual([`/sdfe/arp/pii/${PII}/authors/`]);
      await settle();
      expect(shownNames()).toHaveLength(2856);
      expect(status().textContent).toBe('');
      expect([showAll().textContent, showAll().getAttribute('aria-expanded')]).toEqual(['Show fewer authors', 'true']);
      showAll().click();
      expect(shownNames()).toHaveLength(3);
      expect([showAll().textContent, showAll().getAttribute('aria-expanded')]).toEqual(['Show all 2,856 authors', 'false']);
      showAll().click();
      expect(shownNames()).toHaveLength(2856);
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
      expect(shownNames()).toHaveLength(3);
      answer = async () => new Response(JSON.stringify(authorData(authors)));
      showAll().click();
      await settle();
      expect(group.dataset.state).toBe('received');
      expect(shownNames()).toHaveLength(2856);
    });
  },
);
