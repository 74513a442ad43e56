import type { CounterAccessType } from '#src/shared/article-access.ts';

/**
 * One request for content, as the server saw it, for COUNTER 5.1 (issue 7). Routes that serve
 * content report it through a UsageRecorder; the recorder applies the COUNTER rules (robots,
 * double-click filtering, sessions) and stores it.
 */
export type UsageKind = 'abstract' | 'full-text-html' | 'pdf' | 'supplementary' | 'xml' | 'issue-zip';

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
}

export interface UsageRecorder {
  record(event: UsageEvent): Promise<void>;
}
