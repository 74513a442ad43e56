// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TocData, TocOutlineItem } from '#src/web/ui/toc-data.ts';
import { TableOfContents } from './table-of-contents.tsx';

/** Component tests with fixtures: no book sample exists (000 §4 "Book table of contents"). */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const section = (id: string, title: string, children: TocOutlineItem[] = []): TocOutlineItem => ({
  id,
  title,
  level: 2,
  anchorType: 'section',
  children,
});
const float = (i: number, kind: string) => ({ id: `${kind}${i}`, label: `${kind === 'f' ? 'Figure' : 'Table'} ${i}`, caption: '' });

function fixture(overrides: Partial<TocData> = {}): TocData {
  return {
    pii: 'B9780128000000000011',
    eid: '3-s2.0-B9780128000000000011',
    contentType: 'BK',
    isbn: '9780128000000',
    outlineTitle: 'Outline',
    outline: [{ ...section('abs', 'Abstract'), anchorType: 'abstract' }, section('s1', 'Introduction'), section('s2', 'Methods')],
    figures: Array.from({ length: 8 }, (_, i) => float(i + 1, 'f')),
    tables: [],
    extras: [],
    citedByCount: 0,
    previewToc: [],
    ...overrides,
  };
}

const chapters = Array.from({ length: 9 }, (_, i) => ({
  pii: `B978012800000000001${i}`,
  title: `Chapter ${i + 1}`,
  firstPage: String(i * 10 + 1),
  lastPage: String(i * 10 + 10),
}));

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const byText = (tag: string, value: string) =>
  [...container.querySelectorAll(tag)].find((e) => text(e) === value) as HTMLElement | undefined;

async function flush() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('book table of contents', () => {
  it('shows Chapter contents / Book contents tabs and fetches the chapter list on first selection only', async () => {
    let resolve: (r: Response) => void = () => {};
    const fetchMock = vi.fn((url: string) =>
      url.includes('/chapters') ? new Promise<Response>((r) => (resolve = r)) : Promise.reject(new Error('no toc in this test')),
    );
    vi.stubGlobal('fetch', fetchMock);
    act(() => root.render(<TableOfContents data={fixture()} entitled ajaxLinks={{ toc: false }} />));
    const sidebar = container.querySelector('nav')!;
    const tabs = [...sidebar.querySelectorAll('[role="tab"]')];
    expect(tabs.map(text)).toEqual(['Chapter contents', 'Book contents']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => (tabs[1] as HTMLElement).click());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/sdfe/arp/isbn/9780128000000/chapters');
    const panel = sidebar.querySelector('#toc-panel-book')!;
    expect(text(panel)).toBe('Loading\u2026');

    resolve(new Response(JSON.stringify({ isbn: '9780128000000', chapters }), { headers: { 'Content-Type': 'application/json' } }));
    await flush();
    await flush();
    expect(panel.querySelectorAll('li')).toHaveLength(6);
    // This chapter is the second of the book.
    expect(text(panel.querySelector('[aria-current="page"]'))).toBe('Chapter 2');
    expect(text(panel.querySelector('li'))).toBe('Chapter 1 pp. 1–10');
    const toggle = [...panel.querySelectorAll('button')].find((b) => text(b) === 'Show full contents') as HTMLElement;
    act(() => toggle.click());
    expect(panel.querySelectorAll('li')).toHaveLength(9);
    expect(text(toggle)).toBe('Hide contents');

    act(() => (tabs[0] as HTMLElement).click());
    act(() => (tabs[1] as HTMLElement).click());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says so when the chapter has no outline or the book no chapters', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ chapters: [] }))),
    );
    act(() => root.render(<TableOfContents data={fixture({ outline: [], figures: [] })} entitled ajaxLinks={{ toc: false }} />));
    const sidebar = container.querySelector('nav')!;
    expect(text(sidebar.querySelector('#toc-panel-chapter'))).toBe('This chapter does not have an outline.');
    act(() => (sidebar.querySelectorAll('[role="tab"]')[1] as HTMLElement).click());
    await flush();
    await flush();
    expect(text(sidebar.querySelector('#toc-panel-book'))).toBe('This chapter does not have an outline.');
  });
});

describe('journal table of contents', () => {
  it('renders on the server with 6 figures, the toggle, and inactive links for a reader without entitlement', () => {
    const html = renderToString(
      <TableOfContents data={fixture({ contentType: 'JL', citedByCount: 3 })} entitled={false} ajaxLinks={{ toc: false }} />,
    );
    container.innerHTML = html;
    const nav = container.querySelector('nav')!;
    expect(nav.querySelector('[role="tablist"]')).toBeNull();
    expect(nav.querySelectorAll('.toc__block--figures li')).toHaveLength(6);
    expect(text(byText('button', 'Show all figures'))).toBe('Show all figures');
    // Only the abstract anchor stays a link without entitlement (000 §5).
    expect([...nav.querySelectorAll('a')].map(text)).toEqual(['Abstract']);
    expect(text(nav.querySelector('.toc__block--cited-by'))).toBe('Cited by (3)');
  });

  it('makes every link active for an entitled reader and links Cited by to section-cited-by', () => {
    container.innerHTML = renderToString(
      <TableOfContents data={fixture({ contentType: 'JL', citedByCount: 3 })} entitled ajaxLinks={{ toc: false }} />,
    );
    const nav = container.querySelector('nav')!;
    expect(nav.querySelector('.toc__block--cited-by a')?.getAttribute('href')).toBe('#section-cited-by');
    expect(nav.querySelector('.toc__block--outline a[href="#s2"]')).not.toBeNull();
  });
});
