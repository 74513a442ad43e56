import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuestionsPanel } from './questions-panel.tsx';

const QUESTIONS = {
  pii: 'S1',
  questions: [
    {
      id: 'q1',
      question: 'What does Synaptotagmin-1 do?',
      answer: 'It couples calcium sensing to fusion.',
      engine: 'generative',
      paragraphs: [{ paragraph_id: 'p2', section_id: 's1', passage: 'calcium sensing' }],
    },
    {
      id: 'q2',
      question: 'Which method was used?',
      answer: 'X-ray crystallography.',
      engine: 'extractive',
      paragraphs: [{ paragraph_id: 'gone', section_id: 's1', passage: 'x' }],
    },
  ],
};

const requests: Array<{ url: string; body?: string }> = [];
function answer(status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body as string | undefined });
      return new Response(JSON.stringify(url.endsWith('/rating') ? { ok: true } : QUESTIONS), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
afterEach(() => {
  requests.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Questions answered in this article (001 §2, §4, §9)', () => {
  it('is a docked panel listing each question, its answer, its sources on the page and a 3-star rating', async () => {
    document.body.innerHTML = '<section id="s1"><h2>Results</h2><p id="p2">Syt1 links calcium sensing to SNARE fusion.</p></section>';
    answer();
    render(<QuestionsPanel id="all" pii="S1" entitledToken="tok" opener={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Questions answered in this article' });
    expect(dialog.className).toContain('side-panel--docked');
    await settle();
    expect(requests[0]!.url).toBe('/article/related/faq/pii/S1?entitledToken=tok');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['What does Synaptotagmin-1 do?', 'Which method was used?']);
    expect([...dialog.querySelectorAll('.qa-badge')].map((b) => b.textContent)).toEqual(['Beta', 'Powered by GenAI']);
    const [first, second] = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('qa-item'));
    const sources = within(first!).getByRole('list', { name: 'Sources in the article' });
    expect(within(sources).getByRole('link').textContent).toBe('Source 1: Results');
    expect(within(second!).queryByRole('list', { name: 'Sources in the article' })).toBeNull();

    // A source marks its paragraph and takes focus there.
    window.scrollTo = () => undefined;
    fireEvent.click(within(sources).getByRole('link'));
    const paragraph = document.getElementById('p2')!;
    expect(paragraph.classList.contains('qa-highlight')).toBe(true);
    expect(document.activeElement).toBe(paragraph);

    const rating = within(first!).getByRole('group', { name: 'How well does this answer the question?' });
    fireEvent.click(within(rating).getByRole('button', { name: '2 stars' }));
    expect(within(rating).getByRole('button', { name: '2 stars' }).getAttribute('aria-pressed')).toBe('true');
    await settle();
    expect(JSON.parse(requests[1]!.body!)).toEqual({ questionId: 'q1', rating: 2, entitledToken: 'tok' });
    expect(within(rating).getByRole('status').textContent).toBe('Thank you for your rating.');
  });

  it('clears the highlight when the panel closes', async () => {
    document.body.innerHTML = '<section id="s1"><h2>Results</h2><p id="p2">Syt1 links calcium sensing to SNARE fusion.</p></section>';
    answer();
    const { unmount } = render(<QuestionsPanel id="all" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    await settle();
    window.scrollTo = () => undefined;
    fireEvent.click(screen.getByRole('link', { name: 'Source 1: Results' }));
    expect(document.getElementById('p2')!.classList.contains('qa-highlight')).toBe(true);
    unmount();
    expect(document.getElementById('p2')!.classList.contains('qa-highlight')).toBe(false);
  });

  it.each([
    ['no-preference', 'smooth'],
    ['reduce', 'instant'],
  ])('scrolls to a source smoothly unless the reader prefers reduced motion (%s → %s)', async (motion, behavior) => {
    document.body.innerHTML = '<section id="s1"><h2>Results</h2><p id="p2">Syt1 links calcium sensing to SNARE fusion.</p></section>';
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query === `(prefers-reduced-motion: ${motion})`, media: query }) as MediaQueryList,
    );
    const scrolls: ScrollToOptions[] = [];
    window.scrollTo = ((options: ScrollToOptions) => void scrolls.push(options)) as typeof window.scrollTo;
    answer();
    render(<QuestionsPanel id="all" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    await settle();
    fireEvent.click(screen.getByRole('link', { name: 'Source 1: Results' }));
    expect(scrolls.map((options) => options.behavior)).toEqual([behavior]);
  });

  it('under 768 px it opens as a banner with Expand (001 §3 sidePanel openState)', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    answer();
    render(<QuestionsPanel id="all" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Questions answered in this article' });
    expect(dialog.getAttribute('data-shown')).toBe('COLLAPSED');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Expand' }));
    await settle();
  });
});
