import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageCopyPanel } from '../../ui/page-copy-panel.tsx';
import { SidePanel, type SidePanelContentProps } from '../../ui/side-panel.tsx';
import { SidePanelHost, type SidePanelRegistry } from './side-panel-host.tsx';
import { sidePanelEnhancer } from './side-panel-enhancer.ts';

/** A panel that names what it shows (the real panels have tests of their own in their features). */
function Named(title: string) {
  return function NamedPanel({ id, opener, onClose }: SidePanelContentProps): ReactElement {
    return (
      <SidePanel modal opener={opener} onClose={onClose} className="generic-side-panel">
        <SidePanel.Header title={title} />
        <SidePanel.Body>
          <p>{`${title} ${id}`}</p>
        </SidePanel.Body>
      </SidePanel>
    );
  };
}

const PANELS: SidePanelRegistry = {
  author: Named('Author'),
  footnote: (props) => <PageCopyPanel {...props} type="footnote" emptyText="This footnote is not on the page." />,
  help: Named('Help'),
  reference: (props) => <PageCopyPanel {...props} type="reference" emptyText="This reference is not on the page." />,
  substance: Named('Substance'),
  'questions-and-answers': Named('Questions'),
};

const ARTICLE = `
  <article class="article">
    <p>As shown before <a class="xref" data-xref-type="fn" href="#fn1">1</a>.</p>
    <button type="button" data-content-type="reference" data-content-id="bib12">Open reference</button>
    <button type="button" content-type="help" content-id="">Help without id</button>
    <ol><li id="bib12">Smith J. A study. 2001.</li></ol>
    <p id="fn1">See  ccl.net for the data.</p>
  </article>`;

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
let stop: (() => void) | void;

/** The page as the article route leaves it: the server's body, the delegated listener, and the host. */
async function page(search = '') {
  window.history.replaceState(null, '', `/doi/10.7554/eLife.00109${search}`);
  document.body.innerHTML = ARTICLE;
  const host = document.createElement('div');
  document.body.append(host);
  let mounted = 0;
  stop = sidePanelEnhancer(async () => async () => {
    mounted += 1;
    render(<SidePanelHost panels={PANELS} pii="S2050084X12001097" entitledToken={null} />, { container: host });
    return () => undefined;
  })(document.querySelector('article')!, { pii: 'S2050084X12001097' });
  await settle();
  return { mounts: () => mounted };
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  stop?.();
  vi.restoreAllMocks();
});

describe('the side panel host (ADR 009: the open panel lives in the URL)', () => {
  it('loads nothing until a panel is asked for; a click on an opener sets ?panel= and opens it, Escape closes it and focus returns', async () => {
    const { mounts } = await page();
    expect(mounts()).toBe(0);
    const opener = screen.getByRole('button', { name: 'Open reference' });
    opener.focus();
    fireEvent.click(opener);
    await settle();
    expect(mounts()).toBe(1);
    expect(window.location.search).toBe('?panel=reference:bib12');
    const dialog = screen.getByRole('dialog', { name: 'Reference' });
    expect(dialog.querySelector('.side-panel-text')!.textContent).toBe('Smith J. A study. 2001.');
    expect(screen.getByRole('link', { name: 'Go to this in the article' }).getAttribute('href')).toBe('#bib12');
    fireEvent.keyDown(document, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.search).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('a shared link with ?panel= opens its panel on load; back (popstate) closes it and forward opens it again', async () => {
    await page('?panel=footnote:fn1');
    expect(screen.getByRole('dialog', { name: 'Footnote' }).textContent).toContain('See ccl.net for the data.');
    window.history.pushState(null, '', '/doi/10.7554/eLife.00109');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    window.history.pushState(null, '', '/doi/10.7554/eLife.00109?panel=help:cited-by');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await settle();
    expect(screen.getByRole('dialog', { name: 'Help' }).textContent).toContain('Help cited-by');
  });

  it('a footnote marker in the body opens the Footnote panel without jumping to the note', async () => {
    await page();
    fireEvent.click(screen.getByRole('link', { name: '1' }));
    await settle();
    expect(window.location.search).toBe('?panel=footnote:fn1');
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('dialog', { name: 'Footnote' })).toBeTruthy();
  });

  it("an opener without an id reports 'Invalid state. Side panel opened without identifier.' and opens nothing", async () => {
    await page();
    fireEvent.click(screen.getByRole('button', { name: 'Help without id' }));
    await settle();
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('Invalid state. Side panel opened without identifier.');
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a link naming an unknown or id-less panel opens nothing', async () => {
    await page('?panel=help:');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(String(vi.mocked(console.error).mock.calls[0]?.[0])).toContain('Invalid state. Side panel opened without identifier.');
  });
});
