import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HelpPanel } from './help-panel.tsx';

describe('the Help side panel (001 §2; 000 §8 help texts)', () => {
  it('shows the topic’s text under the heading Help', () => {
    render(<HelpPanel id="cited-by" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    expect(screen.getByRole('heading', { level: 2, name: 'Help' })).toBeTruthy();
    expect(dialog.querySelector('.side-panel-text')!.textContent).toBe(
      'Cited by lists the articles on this site whose reference lists include this article, newest first.',
    );
  });

  it("reports an unknown topic as 'Invalid state. Help text for {id} not found.' and shows no text", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<HelpPanel id="nope" pii="S1" entitledToken={null} opener={null} onClose={() => undefined} />);
    expect(String(error.mock.calls[0]?.[0])).toContain('Invalid state. Help text for nope not found.');
    expect(screen.getByRole('dialog', { name: 'Help' }).querySelector('.side-panel-text')).toBeNull();
    error.mockRestore();
  });
});
