import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_LIMIT_MS, holdEarlyClicks } from './early-clicks.ts';

const CONTENT = `
  <article class="article">
    <p>Written by <span class="author" data-content-type="author" data-content-id="a1"><em>Ana Silva</em></span>.</p>
    <p>As shown before <a class="xref" href="#bib12">12</a>; see <a href="https://example.org/data">the data</a>.</p>
    <button type="button">Show more</button>
    <p>Plain text.</p>
  </article>`;

/** The article content, and every click that reached a listener on the document (as the enhancers' delegated ones do). */
function page() {
  document.body.innerHTML = CONTENT;
  const root = document.querySelector<HTMLElement>('article')!;
  const reached: string[] = [];
  const onClick = (e: MouseEvent) => reached.push((e.target as Element).textContent!.trim());
  document.addEventListener('click', onClick);
  return { root, reached, off: () => document.removeEventListener('click', onClick) };
}

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
}

describe('holdEarlyClicks', () => {
  let off = () => {};
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    off();
    vi.useRealTimers();
  });

  it.each([
    ['an author name (a panel opener)', '[data-content-type] em'],
    ['an in-page citation link', 'a.xref'],
    ['a button', 'button'],
  ])('holds a plain click on %s and gives it back on release', (_, selector) => {
    const p = page();
    off = p.off;
    const held = holdEarlyClicks(p.root);
    const target = p.root.querySelector(selector)!;
    const event = click(target);
    expect(event.defaultPrevented).toBe(true);
    expect(p.reached).toEqual([]);
    held.release();
    expect(p.reached).toEqual([target.closest('a, button, [data-content-type]')!.textContent!.trim()]);
  });

  it.each([
    ['plain text', 'p:last-of-type', {}],
    ['an external link', 'a[href^="https"]', {}],
    ['a ctrl-click (a new tab)', 'a.xref', { ctrlKey: true }],
    ['a middle click', 'a.xref', { button: 1 }],
  ])('lets %s through at once', (_, selector, init) => {
    const p = page();
    off = p.off;
    const held = holdEarlyClicks(p.root);
    const event = click(p.root.querySelector(selector)!, init);
    expect(event.defaultPrevented).toBe(false);
    expect(p.reached).toHaveLength(1);
    held.release();
    expect(p.reached).toHaveLength(1);
  });

  it('gives back only the last of several held clicks, once', () => {
    const p = page();
    off = p.off;
    const held = holdEarlyClicks(p.root);
    click(p.root.querySelector('button')!);
    click(p.root.querySelector('a.xref')!);
    held.release();
    held.release();
    expect(p.reached).toEqual(['12']);
    click(p.root.querySelector('button')!);
    expect(p.reached).toEqual(['12', 'Show more']);
  });

  it('gives the click back by itself when the enhancers never come', () => {
    const p = page();
    off = p.off;
    holdEarlyClicks(p.root);
    click(p.root.querySelector('button')!);
    vi.advanceTimersByTime(HOLD_LIMIT_MS - 1);
    expect(p.reached).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(p.reached).toEqual(['Show more']);
  });

  it('leaves a click a capturing listener above already took', () => {
    const p = page();
    const take = (e: MouseEvent) => e.preventDefault();
    document.addEventListener('click', take, true);
    off = () => {
      p.off();
      document.removeEventListener('click', take, true);
    };
    const held = holdEarlyClicks(p.root);
    click(p.root.querySelector('a.xref')!);
    expect(p.reached).toEqual(['12']);
    held.release();
    expect(p.reached).toEqual(['12']);
  });

  it('does not click a target that left the content meanwhile', () => {
    const p = page();
    off = p.off;
    const held = holdEarlyClicks(p.root);
    const button = p.root.querySelector('button')!;
    click(button);
    button.remove();
    held.release();
    expect(p.reached).toEqual([]);
  });
});
