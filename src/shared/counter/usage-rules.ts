/**
 * COUNTER 5.1 rules for one recorded use of an item (Code of Practice §3.3 metric types, §7.2
 * double-click filtering, §7.3 sessions). Pure: the recorder and the reports both use them.
 */

/** What the reader did; mirrors UsageKind in src/server/counter/usage-event.ts. */
export type CounterKind = 'abstract' | 'full-text-html' | 'pdf' | 'supplementary' | 'xml' | 'issue-zip' | 'investigation';

export type CounterActivity = 'investigation' | 'request';
export type CounterDenial = 'No_License' | 'Limit_Exceeded';
/** COUNTER 5.1 Access_Type values (OA_Gold of Release 5 became Open). */
export type ReportAccessType = 'Controlled' | 'Open' | 'Free_To_Read';
export type AccessMethod = 'Regular' | 'TDM';

/** 30 seconds: two clicks of one user on one item in one format this close count once. */
export const DOUBLE_CLICK_MS = 30_000;

const REQUEST_KINDS: ReadonlySet<CounterKind> = new Set(['full-text-html', 'pdf', 'xml', 'issue-zip']);

/**
 * Requests are views or downloads of the full content (HTML, PDF, XML, a PDF inside an issue
 * zip); everything else — abstract, supplementary files, figures, previews — is an
 * investigation only. Every request is also an investigation (reports count both).
 */
export function activityOf(kind: CounterKind): CounterActivity {
  return REQUEST_KINDS.has(kind) ? 'request' : 'investigation';
}

export function reportAccessType(accessType: string): ReportAccessType {
  if (accessType === 'Controlled') return 'Controlled';
  if (accessType === 'Free_To_Read') return 'Free_To_Read';
  return 'Open';
}

export interface ReaderIdentity {
  sessionId: string | null;
  userId: string | null;
  clientIp: string;
  userAgent: string;
}

/**
 * Who clicked, in preference order of COUNTER §7.3: the session id, the signed-in user, else the
 * client address with its user agent. Double-click filtering compares this identity.
 */
export function userKeyOf(who: ReaderIdentity): string {
  if (who.sessionId) return `session:${who.sessionId}`;
  if (who.userId) return `user:${who.userId}`;
  return `ip:${who.clientIp}|${who.userAgent}`;
}

/** UTC `YYYY-MM-DD|HH`. */
export function hourOf(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)}|${iso.slice(11, 13)}`;
}

/**
 * The COUNTER session: the identity plus the transaction date and hour of day. Unique_Item_*
 * and Unique_Title_* count each item (title) at most once per session.
 */
export function sessionKeyOf(who: ReaderIdentity, at: Date): string {
  return `${userKeyOf(who)}|${hourOf(at)}`;
}

/** A later click within 30 seconds of the previous one (inclusive) replaces it. */
export function isDoubleClick(previousAt: Date, at: Date): boolean {
  const gap = at.getTime() - previousAt.getTime();
  return gap >= 0 && gap <= DOUBLE_CLICK_MS;
}

export interface Click {
  userKey: string;
  itemId: string;
  kind: CounterKind;
  denial: CounterDenial | null;
  at: Date;
}

/** The key under which clicks are double-click candidates: same user, item, format and outcome. */
export function clickKeyOf(click: Omit<Click, 'at'>): string {
  return `${click.userKey}\u0000${click.itemId}\u0000${click.kind}\u0000${click.denial ?? ''}`;
}

/**
 * Double-click filtering over clicks in time order: of a run of clicks each within 30 s of the
 * previous one, only the last is kept (COUNTER keeps the second of two).
 */
export function filterDoubleClicks<T extends Click>(clicks: readonly T[]): T[] {
  const kept: T[] = [];
  const lastIndex = new Map<string, number>();
  for (const click of [...clicks].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const key = clickKeyOf(click);
    const previous = lastIndex.get(key);
    if (previous !== undefined && isDoubleClick(kept[previous]!.at, click.at)) {
      kept[previous] = click;
    } else {
      lastIndex.set(key, kept.length);
      kept.push(click);
    }
  }
  return kept;
}

export interface PageUse {
  kind: 'abstract' | 'full-text-html' | 'investigation';
  denial?: CounterDenial;
}

/**
 * The uses one article page load is: the abstract page is an investigation; the full-text page
 * a request when the reader may see the full text; otherwise the reader saw the abstract
 * (investigation) and was refused the full text (No_License) unless the reader is entitled
 * and the item simply has no full text.
 */
export function pageViewUses(variant: 'full' | 'abstract', access: { entitled: boolean; isContentVisible: boolean }): PageUse[] {
  if (variant === 'abstract') return [{ kind: 'abstract' }];
  if (access.isContentVisible) return [{ kind: 'full-text-html' }];
  return access.entitled ? [{ kind: 'abstract' }] : [{ kind: 'abstract' }, { kind: 'full-text-html', denial: 'No_License' }];
}

/** Zones of POST /counter/investigation that are the page view itself. */
export const PAGE_VIEW_ZONES = { abstract: 'abstract', 'full-text': 'full' } as const;

/**
 * The uses a page's own report (POST /counter/investigation) stands for: its page view when the
 * zone is the abstract or full-text page (the server drops it when it counted that view itself,
 * and counts it when a cache served the page), otherwise one investigation (figure viewer,
 * preview …).
 */
export function beaconUses(zone: string, access: { entitled: boolean; isContentVisible: boolean }): PageUse[] {
  const variant = Object.hasOwn(PAGE_VIEW_ZONES, zone) ? PAGE_VIEW_ZONES[zone as keyof typeof PAGE_VIEW_ZONES] : null;
  return variant ? pageViewUses(variant, access) : [{ kind: 'investigation' }];
}

/** What of a site search COUNTER's Searches_Platform looks at (src/shared/search/search-query.ts). */
export interface SearchedFor {
  qs: string;
  /** The search's filters (SearchFilters): absent, false or blank filters are not set. */
  filters: object;
  page: number;
}

function filtersSet(filters: object): Array<[string, unknown]> {
  return Object.entries(filters).filter(([, v]) => v !== undefined && v !== false && v !== '');
}

/**
 * Searches_Platform (Code of Practice §3.3.4): a search is a user-driven intentional search. On
 * this site that is a results page 1 of a query (query text or a filter): paging through the
 * same results (page 2 and on) is not a new search, nor is the empty search form.
 */
export function isPlatformSearch(search: SearchedFor): boolean {
  if (search.page !== 1) return false;
  return search.qs.trim() !== '' || filtersSet(search.filters).length > 0;
}

/**
 * What makes two searches "the same search" for double-click filtering (§7.2): the query text
 * (case and spaces folded) and the filters — not the sort order, so re-sorting the results
 * within 30 s is the same search.
 */
export function searchIdentityOf(search: SearchedFor): string {
  const filters = filtersSet(search.filters)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${String(v)}`);
  return [search.qs.trim().replace(/\s+/g, ' ').toLowerCase(), ...filters].join('\u0000');
}
