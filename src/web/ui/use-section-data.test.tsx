// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SectionName } from '#src/web/ui/section-loading.ts';
import { TRANSIENT_ERROR_EVENT, useSectionData, type SectionDataOptions } from './use-section-data.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  vi.restoreAllMocks();
});

function Probe(props: { section: SectionName; load: (s: AbortSignal) => Promise<string>; options?: SectionDataOptions }) {
  const data = useSectionData(props.section, props.load, props.options);
  return (
    <p data-status={data.status} data-error={data.error ? 'kept' : 'none'}>
      {data.message ?? data.data ?? ''}
    </p>
  );
}
const shown = () => container.querySelector('p')!;
const deferred = () => {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<string>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

describe('useSectionData', () => {
  it("shows 'Loading...' while requested, then the data", async () => {
    const d = deferred();
    act(() => root.render(<Probe section="glossary" load={() => d.promise} options={{ ajaxLinks: { glossary: true } }} />));
    expect(shown().dataset.status).toBe('request');
    expect(shown().textContent).toBe('Loading...');
    d.resolve('terms');
    await flush();
    expect(shown().dataset.status).toBe('received');
    expect(shown().textContent).toBe('terms');
  });

  it('stays idle and never loads when its ajaxLinks flag is off, or while disabled', async () => {
    const load = vi.fn(() => Promise.resolve('x'));
    act(() => root.render(<Probe section="glossary" load={load} options={{ ajaxLinks: { glossary: false } }} />));
    act(() =>
      root.render(<Probe section="recommendations" load={load} options={{ ajaxLinks: { recommendations: true }, enabled: false }} />),
    );
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(shown().dataset.status).toBe('idle');
  });

  it('a body failure shows the page text and keeps the error', async () => {
    const d = deferred();
    act(() => root.render(<Probe section="body" load={() => d.promise} options={{ ajaxLinks: { body: true } }} />));
    d.reject(new Error('500'));
    await flush();
    expect(shown().dataset.status).toBe('failed');
    expect(shown().dataset.error).toBe('kept');
    expect(shown().textContent).toBe('Sorry, something went wrong. Please try again and make sure cookies are enabled');
  });

  it('a failed download-issue metadata request opens the transient error modal, unless it opens on page load', async () => {
    const seen: string[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent<{ unavailableAction: string }>).detail.unavailableAction);
    window.addEventListener(TRANSIENT_ERROR_EVENT, listener);
    act(() => root.render(<Probe section="downloadIssueMetadata" load={() => Promise.reject(new Error('503'))} />));
    await flush();
    act(() => root.render(<Probe section="toc" load={() => Promise.reject(new Error('503'))} options={{ ajaxLinks: { toc: true } }} />));
    await flush();
    window.removeEventListener(TRANSIENT_ERROR_EVENT, listener);
    expect(seen).toEqual(['the download of multiple articles in this issue']);
  });

  it('reference-link failures go to the console only; silent sections log nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() =>
      root.render(
        <Probe section="substances" load={() => Promise.reject(new Error('silent'))} options={{ ajaxLinks: { substances: true } }} />,
      ),
    );
    await flush();
    expect(error).not.toHaveBeenCalled();
    act(() =>
      root.render(
        <Probe
          section="referenceLinks"
          load={() => Promise.reject(new Error('logged'))}
          options={{ ajaxLinks: { referenceLinks: true } }}
        />,
      ),
    );
    await flush();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'logged' }));
  });
});
