import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReferencePanel } from './reference-panel.tsx';

describe('the Reference side panel (001 §2)', () => {
  it('shows the reference as the page lists it, with a link to it that closes the panel', async () => {
    document.body.innerHTML = '<ol><li id="bib3">Brunger AT.   Structure of   Synaptotagmin. 2013.</li></ol>';
    const onClose = vi.fn();
    render(<ReferencePanel id="bib3" pii="S1" entitledToken={null} opener={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Reference' });
    expect(dialog.querySelector('.side-panel-text')!.textContent).toBe('Brunger AT. Structure of Synaptotagmin. 2013.');
    const link = screen.getByRole('link', { name: 'Go to this in the article' });
    expect(link.getAttribute('href')).toBe('#bib3');
    fireEvent.click(link);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says so when the reference is not on the page, with no link', () => {
    render(<ReferencePanel id="bib99" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Reference' }).textContent).toContain('This reference is not on the page.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
