import { describe, expect, it } from 'vitest';
import {
  activityOf,
  beaconUses,
  filterDoubleClicks,
  isDoubleClick,
  isPlatformSearch,
  pageViewUses,
  reportAccessType,
  searchIdentityOf,
  sessionKeyOf,
  userKeyOf,
  type Click,
  type CounterKind,
} from './usage-rules.ts';

const at = (iso: string) => new Date(iso);

describe('activityOf: requests are full content, everything else an investigation', () => {
  it.each<[CounterKind, string]>([
    ['full-text-html', 'request'],
    ['pdf', 'request'],
    ['xml', 'request'],
    ['issue-zip', 'request'],
    ['abstract', 'investigation'],
    ['supplementary', 'investigation'],
    ['investigation', 'investigation'],
  ])('%s → %s', (kind, activity) => {
    expect(activityOf(kind)).toBe(activity);
  });
});

describe('reportAccessType: Release 5.1 values', () => {
  it.each([
    ['Controlled', 'Controlled'],
    ['Open', 'Open'],
    ['OA_Gold', 'Open'],
    ['Free_To_Read', 'Free_To_Read'],
  ])('%s → %s', (given, reported) => {
    expect(reportAccessType(given)).toBe(reported);
  });
});

describe('sessions: session id, else user, else address + user agent; plus date and hour', () => {
  const base = { sessionId: null, userId: null, clientIp: '10.0.0.1', userAgent: 'UA' };
  it.each([
    [{ ...base, sessionId: 's1', userId: '7' }, 'session:s1'],
    [{ ...base, userId: '7' }, 'user:7'],
    [base, 'ip:10.0.0.1|UA'],
  ])('identity of %o is %s', (who, key) => {
    expect(userKeyOf(who)).toBe(key);
  });
  it.each([
    ['2026-03-05T10:00:00Z', '2026-03-05T10:59:59Z', true],
    ['2026-03-05T10:59:59Z', '2026-03-05T11:00:00Z', false],
    ['2026-03-05T10:00:00Z', '2026-03-06T10:00:00Z', false],
  ])('%s and %s in one session: %s', (a, b, same) => {
    expect(sessionKeyOf(base, at(a)) === sessionKeyOf(base, at(b))).toBe(same);
  });
});

describe('double clicks: within 30 s inclusive', () => {
  it.each([
    [0, true],
    [29_999, true],
    [30_000, true],
    [30_001, false],
    [-1, false],
  ])('a gap of %i ms is a double click: %s', (gap, expected) => {
    const first = at('2026-03-05T10:00:00Z');
    expect(isDoubleClick(first, new Date(first.getTime() + gap))).toBe(expected);
  });

  const click = (seconds: number, over: Partial<Click> = {}): Click => ({
    userKey: 'u1',
    itemId: 'a1',
    kind: 'pdf',
    denial: null,
    at: new Date(Date.UTC(2026, 2, 5, 10, 0, seconds)),
    ...over,
  });
  it.each<[string, Click[], number[]]>([
    ['one click', [click(0)], [0]],
    ['two clicks 10 s apart: the second is kept', [click(0), click(10)], [10]],
    ['a chain of clicks each within 30 s counts once', [click(0), click(25), click(50)], [50]],
    ['31 s apart: both count', [click(0), click(31)], [0, 31]],
    ['other format: both count', [click(0), click(5, { kind: 'full-text-html' })], [0, 5]],
    ['other user: both count', [click(0), click(5, { userKey: 'u2' })], [0, 5]],
    ['other item: both count', [click(0), click(5, { itemId: 'a2' })], [0, 5]],
    ['out of order input is sorted first', [click(20), click(0)], [20]],
  ])('%s', (_name, clicks, keptSeconds) => {
    expect(filterDoubleClicks(clicks).map((c) => c.at.getUTCSeconds())).toEqual(keptSeconds);
  });
});

describe('pageViewUses', () => {
  it.each<['full' | 'abstract', boolean, boolean, string[]]>([
    ['abstract', true, true, ['abstract']],
    ['abstract', false, false, ['abstract']],
    ['full', true, true, ['full-text-html']],
    ['full', false, false, ['abstract', 'full-text-html:No_License']],
    ['full', true, false, ['abstract']],
  ])('%s page, entitled %s, visible %s → %o', (variant, entitled, isContentVisible, uses) => {
    expect(pageViewUses(variant, { entitled, isContentVisible }).map((u) => (u.denial ? `${u.kind}:${u.denial}` : u.kind))).toEqual(uses);
  });
});

describe('beaconUses: what the page reports about itself', () => {
  const visible = { entitled: true, isContentVisible: true };
  const refused = { entitled: false, isContentVisible: false };
  it.each<[string, { entitled: boolean; isContentVisible: boolean }, string[]]>([
    ['full-text', visible, ['full-text-html']],
    ['full-text', refused, ['abstract', 'full-text-html:No_License']],
    ['abstract', visible, ['abstract']],
    ['figure-viewer', visible, ['investigation']],
    ['toString', visible, ['investigation']],
  ])('zone %s → %o', (zone, access, uses) => {
    expect(beaconUses(zone, access).map((u) => (u.denial ? `${u.kind}:${u.denial}` : u.kind))).toEqual(uses);
  });
});

describe('Searches_Platform: only page 1 of a query is a search', () => {
  it.each<[string, { qs: string; filters: object; page: number }, boolean]>([
    ['a query, page 1', { qs: 'solar cells', filters: {}, page: 1 }, true],
    ['the same query, page 2', { qs: 'solar cells', filters: {}, page: 2 }, false],
    ['filters only, page 1', { qs: '', filters: { yearFrom: 2010 }, page: 1 }, true],
    ['the empty search form', { qs: '', filters: {}, page: 1 }, false],
    ['blank query, unset filters', { qs: '  ', filters: { openAccess: false, publication: undefined }, page: 1 }, false],
  ])('%s → %s', (_, search, expected) => {
    expect(isPlatformSearch(search)).toBe(expected);
  });
});

describe('searchIdentityOf: the same search is the same query and filters', () => {
  const base = { qs: 'Solar  Cells', filters: { yearFrom: 2010, openAccess: true }, page: 1 };
  it.each<[string, { qs: string; filters: object; page: number }, boolean]>([
    ['case and spaces folded', { ...base, qs: 'solar cells' }, true],
    ['filters in another order, an unset filter', { ...base, filters: { openAccess: true, yearFrom: 2010, type: undefined } }, true],
    ['another page', { ...base, page: 3 }, true],
    ['another query', { ...base, qs: 'wind turbines' }, false],
    ['a filter added', { ...base, filters: { ...base.filters, publication: 'plos-one' } }, false],
    ['a filter changed', { ...base, filters: { ...base.filters, yearFrom: 2011 } }, false],
  ])('%s → same: %s', (_, other, same) => {
    expect(searchIdentityOf(other) === searchIdentityOf(base)).toBe(same);
  });
});
