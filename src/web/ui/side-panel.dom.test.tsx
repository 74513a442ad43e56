import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SidePanel, useSidePanel } from './side-panel.tsx';

/** A page with one opener; the panel shows while open and `onClose` ends it, as the host does. */
function Page({
  modal = true,
  initialState,
  collapsible = false,
}: {
  modal?: boolean;
  initialState?: 'OPEN' | 'COLLAPSED';
  collapsible?: boolean;
}): ReactElement {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <button type="button" onClick={(e) => setOpener(e.currentTarget)}>
        Open help
      </button>
      <p tabIndex={-1}>A paragraph of the article</p>
      {opener ? (
        <SidePanel modal={modal} opener={opener} onClose={() => setOpener(null)} initialState={initialState} className="generic-side-panel">
          {collapsible ? <SidePanel.Collapse title="Questions answered in this article" /> : null}
          <SidePanel.Header title="Help" />
          <SidePanel.Body>
            <p>Some help</p>
            <FoldButton />
          </SidePanel.Body>
        </SidePanel>
      ) : null}
    </>
  );
}

function FoldButton(): ReactElement {
  const { collapse } = useSidePanel();
  return (
    <button type="button" onClick={collapse}>
      Fold
    </button>
  );
}

function openPanel() {
  const opener = screen.getByRole('button', { name: 'Open help' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

/** The close event of a dialog is a task of its own. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('SidePanel (001 §2: a dialog at the side of the page; Escape closes and focus returns)', () => {
  it('opens as a dialog named by its heading, with focus on its close button', () => {
    render(<Page />);
    openPanel();
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close side panel' }));
    expect(dialog.getAttribute('data-open-state')).toBe('OPEN');
  });

  it('closes on Escape and gives focus back to its opener', async () => {
    render(<Page />);
    const opener = openPanel();
    fireEvent.keyDown(document, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on its close button and gives focus back', async () => {
    render(<Page />);
    const opener = openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Close side panel' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a modal panel closes on a click outside it (on its backdrop), not on a click inside', async () => {
    render(<Page />);
    openPanel();
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    fireEvent.pointerDown(screen.getByText('Some help'));
    fireEvent.click(dialog);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a docked panel stays open on an outside click; a reader who went on into the page keeps focus there', async () => {
    render(<Page modal={false} />);
    openPanel();
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(dialog.className).toContain('side-panel--docked');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    await settle();
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
    const paragraph = screen.getByText('A paragraph of the article');
    paragraph.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(paragraph);
  });
});

describe('SidePanel.Collapse (001 §3 sidePanel openState: under 768 px a banner with Expand)', () => {
  it('opens COLLAPSED on a narrow screen, focus on Expand; Expand opens it; the content can fold it again', async () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(600);
    render(<Page modal={false} initialState="COLLAPSED" collapsible />);
    openPanel();
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    const expand = screen.getByRole('button', { name: 'Expand' });
    expect(dialog.getAttribute('data-shown')).toBe('COLLAPSED');
    expect(dialog.className).toContain('side-panel--collapsed');
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(expand);
    fireEvent.click(expand);
    await settle();
    expect(dialog.getAttribute('data-shown')).toBe('OPEN');
    expect(expand.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close side panel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fold' }));
    expect(dialog.getAttribute('data-open-state')).toBe('COLLAPSED');
    vi.restoreAllMocks();
  });

  it('on a wide screen a collapsed panel shows as open', () => {
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
    render(<Page modal={false} initialState="COLLAPSED" collapsible />);
    openPanel();
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(dialog.getAttribute('data-open-state')).toBe('COLLAPSED');
    expect(dialog.getAttribute('data-shown')).toBe('OPEN');
    vi.restoreAllMocks();
  });
});
