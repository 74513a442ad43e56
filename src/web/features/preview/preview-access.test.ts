import { describe, expect, it } from 'vitest';
import { previewPrompt, viewFullTextUrl } from './preview-access.ts';

describe('preview prompt (001 §5, §6)', () => {
  it.each([
    [{ entitled: true, isContentVisible: true, displayViewFullText: false }, { kind: 'has-access' }],
    [
      { entitled: true, isContentVisible: false, displayViewFullText: true },
      { kind: 'view-full-text', enabled: true },
    ],
    [{ entitled: true, isContentVisible: false, displayViewFullText: false }, { kind: 'has-access' }],
    [
      { entitled: false, isContentVisible: false, displayViewFullText: true },
      { kind: 'view-full-text', enabled: false },
    ],
    [{ entitled: false, isContentVisible: false, displayViewFullText: false }, null],
    [{ entitled: false, isContentVisible: true, displayViewFullText: true }, null],
  ])('%j → %j', (state, prompt) => {
    expect(previewPrompt(state)).toEqual(prompt);
  });
});

describe('View full text reload (viewFullText=true when the request is corporate)', () => {
  it.each([
    ['/science/article/pii/S0960148113002048', true, '/science/article/pii/S0960148113002048?viewFullText=true'],
    ['/science/article/pii/S0960148113002048', false, '/science/article/pii/S0960148113002048'],
    ['/science/article/pii/X?a=1#s2', true, '/science/article/pii/X?a=1&viewFullText=true#s2'],
    ['/science/article/pii/X?viewFullText=false', true, '/science/article/pii/X?viewFullText=true'],
  ])('%s corporate=%s → %s', (current, corp, href) => {
    expect(viewFullTextUrl(current, corp)).toBe(href);
  });
});
