import type { CounterAccessType } from '#src/shared/access/article-access.ts';

/**
 * One request for content, as the server saw it, for COUNTER 5.1. Routes that serve
 * content report it through a UsageRecorder; the recorder applies the COUNTER rules (robots,
 * double-click filtering, sessions) and stores it. `investigation` is a client-side investigation the
 * page reports (POST /counter/investigation).
 */
export type UsageKind = 'abstract' | 'full-text-html' | 'pdf' | 'supplementary' | 'xml' | 'issue-zip' | 'investigation';

export interface UsageEvent {
  articleId: number;
  kind: UsageKind;
  /** Denied: the reader had no licence, or a download cap was reached. */
  denial?: 'No_License' | 'Limit_Exceeded';
  accessType: CounterAccessType;
  accessMethod: 'Regular' | 'TDM';
  institutionId: string | null;
  userId: string | null;
  sessionId: string | null;
  clientIp: string;
  userAgent: string;
  at?: Date;
  /** Third-party articles skip usage reporting (spec 001 §6): such an event is dropped. */
  isThirdParty?: boolean;
  /**
   * Reported by the page itself (POST /counter/investigation): dropped when a use of the item by
   * the same reader was counted in the 30 s before (the server already saw that page view).
   */
  pageBeacon?: boolean;
}

/** One platform search (Searches_Platform) as the server saw it: a results page 1 of the site search. */
export interface SearchEvent {
  /** searchIdentityOf(request): what makes a repeat the same search. */
  searchIdentity: string;
  institutionId: string | null;
  userId: string | null;
  sessionId: string | null;
  clientIp: string;
  userAgent: string;
  at?: Date;
}

export interface UsageRecorder {
  record(event: UsageEvent): Promise<void>;
  /** Records a platform search under the same rules (robots, identity, double clicks); absent: searches are not counted. */
  recordSearch?(event: SearchEvent): Promise<void>;
}
