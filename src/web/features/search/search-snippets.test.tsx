import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MARK_END as E, MARK_START as S } from '#src/shared/search/search-highlight.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { pageWindow } from './search-pager.tsx';

describe('highlighted snippets', () => {
  it('marks matched words and escapes everything the database holds', () => {
    const html = renderToStaticMarkup(<HighlightedText snippet={`<img src=x onerror=alert(1)> ${S}zebrafish${E} & hearts`} />);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; <mark>zebrafish</mark> &amp; hearts');
  });
});

describe('result page numbers', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 10, 11, 12]],
  ])('page %i of %i → %j', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });
});
