import { describe, expect, it } from 'vitest';
import {
  bulkDownloadAction,
  bulkDownloadEid,
  canToggle,
  extrasImpressionType,
  extrasTurnOnEntitledLinks,
  flattenOutline,
  initialTocState,
  isTocLinkActive,
  shortOutline,
  showsBookTabs,
  toggleLabel,
  tocReducer,
  visibleItems,
  type TocAnchorType,
  type TocBlock,
} from './toc-rules.ts';

describe('table of contents links (000 §5)', () => {
  it.each<[TocAnchorType, boolean, boolean]>([
    ['section', true, true],
    ['section', false, false],
    ['figure', false, false],
    ['table', false, false],
    ['extra', false, false],
    ['references', false, false],
    ['cited-by', false, false],
    ['abstract', false, true],
    ['keywords', false, true],
    ['biography', false, true],
    ['ec-research-data', false, true],
    ['ec-interactive-case-insights', false, true],
    ['figure', true, true],
  ])('%s with entitled links %s → active %s', (type, entitled, active) => {
    expect(isTocLinkActive(type, entitled)).toBe(active);
  });
});

describe('entitled links turn on when the extras count is between 2 and 50 (001 §4, §9)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [25, true],
    [50, true],
    [51, false],
  ])('%i extras → %s', (count, on) => {
    expect(extrasTurnOnEntitledLinks(count)).toBe(on);
  });
});

describe('extras impression type (000 §9)', () => {
  it.each([
    [0, null],
    [1, 'single'],
    [2, 'bulk'],
    [50, 'bulk'],
    [51, 'morethan50'],
    [400, 'morethan50'],
  ])('%i extras → %s', (count, type) => {
    expect(extrasImpressionType(count)).toBe(type);
  });
});

describe('lists show 6 items until expanded (000 §4, §9)', () => {
  const items = [1, 2, 3, 4, 5, 6, 7, 8];
  it.each([
    [items, false, [1, 2, 3, 4, 5, 6]],
    [items, true, items],
    [[1, 2], false, [1, 2]],
  ])('%j expanded=%s', (list, expanded, shown) => {
    expect(visibleItems(list, expanded)).toEqual(shown);
  });
  it.each([
    [6, false],
    [7, true],
  ])('%i items toggle: %s', (n, t) => expect(canToggle(n)).toBe(t));

  it.each<[TocBlock, boolean, string]>([
    ['outline', false, 'Show full outline'],
    ['outline', true, 'Hide outline'],
    ['tables', false, 'Show all tables'],
    ['tables', true, 'Hide tables'],
    ['extras', false, 'Show all extras'],
    ['extras', true, 'Hide extras'],
    ['figures', false, 'Show all figures'],
    ['figures', true, 'Hide figures'],
  ])('%s expanded=%s → %s', (block, expanded, label) => {
    expect(toggleLabel(block, expanded)).toBe(label);
  });

  it('cuts the outline to its first 6 entries in reading order, nesting kept', () => {
    const e = (id: string, ...children: { id: string; children: unknown[] }[]) => ({ id, children }) as { id: string; children: never[] };
    const outline = [e('a', e('a1'), e('a2')), e('b', e('b1', e('b11'))), e('c'), e('d')];
    expect(flattenOutline(outline).map((x) => x.id)).toEqual(['a', 'a1', 'a2', 'b', 'b1', 'b11', 'c', 'd']);
    expect(flattenOutline(shortOutline(outline)).map((x) => x.id)).toEqual(['a', 'a1', 'a2', 'b', 'b1', 'b11']);
  });
});

describe('table of contents state (000 §3, 001 §4)', () => {
  const counts = { outline: 9, figures: 8, tables: 1, extras: 3, citedBy: 2 };
  it('starts with short lists and the flags of the received data', () => {
    const s = initialTocState(counts, false);
    expect(s).toMatchObject({
      showFullOutline: false,
      canToggleFullOutline: true,
      showCitedBy: true,
      showEntitledTocLinks: true,
      showDownloadAllSupplementaryData: true,
    });
    expect(initialTocState({ ...counts, extras: 1, citedBy: 0 }, false)).toMatchObject({
      showEntitledTocLinks: false,
      showCitedBy: false,
      showDownloadAllSupplementaryData: false,
    });
    expect(initialTocState({ ...counts, extras: 0 }, true).showEntitledTocLinks).toBe(true);
  });

  it('requests, loads, then resets the show-all toggles', () => {
    let s = initialTocState(counts, true);
    s = tocReducer(s, { type: 'toggle', block: 'figures' });
    s = tocReducer(s, { type: 'toggle', block: 'outline' });
    expect(s.showAllFigures && s.showFullOutline).toBe(true);
    s = tocReducer(s, { type: 'request' });
    expect(s).toMatchObject({ requested: true, isLoading: true });
    s = tocReducer(s, { type: 'received', counts: { ...counts, citedBy: 0 } });
    expect(s).toMatchObject({ isLoading: false, showAllFigures: false, showFullOutline: false, showCitedBy: false });
    expect(tocReducer(s, { type: 'modal', open: true }).isModal).toBe(true);
    // An update while the reader uses the lists keeps their toggles.
    const open = tocReducer(s, { type: 'toggle', block: 'tables' });
    expect(tocReducer(open, { type: 'update', counts: { ...counts, citedBy: 5 } })).toMatchObject({
      showAllTables: true,
      showCitedBy: true,
      isLoading: false,
    });
  });
});

describe('books and bulk download', () => {
  it.each([
    ['BK', true],
    ['JL', false],
    ['HB', false],
  ])('%s shows the book tabs: %s', (type, shows) => expect(showsBookTabs(type)).toBe(shows));

  it('posts to /sdfe/pdf/download/{pii}/attachments with the article eid plus the zip suffix as usage eid', () => {
    expect(bulkDownloadAction('S0960148113002048')).toBe('/sdfe/pdf/download/S0960148113002048/attachments');
    expect(bulkDownloadEid('1-s2.0-S0960148113002048')).toBe('1-s2.0-S0960148113002048-mmc.zip');
  });
});
