import type { ReactElement } from 'react';
import { highlightParts } from '#src/shared/search/search-highlight.ts';

/**
 * A snippet with its matched words in <mark>. Every part is a React text child, so whatever
 * the stored text holds (angle brackets included) shows as text; no HTML reaches the page.
 */
export function HighlightedText({ snippet }: { snippet: string }): ReactElement {
  return <>{highlightParts(snippet).map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
