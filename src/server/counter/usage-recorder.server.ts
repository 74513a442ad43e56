import { createHash } from 'node:crypto';
import type { UsageRepository } from '#src/db/usage-repository.server.ts';
import type { RobotMatcher } from '#src/server/counter/robots.ts';
import { activityOf, reportAccessType, sessionKeyOf, userKeyOf, type ReaderIdentity } from '#src/shared/counter/usage-rules.ts';
import type { Logger } from '../logger.ts';
import { counterRobots } from './robot-list.server.ts';
import type { SearchEvent, UsageEvent, UsageRecorder } from './usage-event.ts';

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40);
}

export interface CounterUsageRecorder extends UsageRecorder {
  /** Resolves once the use is stored (or dropped): 'robot', 'third-party', 'counted', 'double-click', 'failed'. */
  recordOutcome(event: UsageEvent): Promise<'robot' | 'third-party' | 'counted' | 'double-click' | 'failed'>;
  /** Resolves once the search is stored (or dropped): 'robot', 'counted', 'double-click', 'failed'. */
  searchOutcome(event: SearchEvent): Promise<'robot' | 'counted' | 'double-click' | 'failed'>;
  recordSearch(event: SearchEvent): Promise<void>;
}

/**
 * COUNTER 5.1 usage recording: robots (COUNTER list) and third-party articles are dropped; the
 * reader identity and session are kept only as hashes; double clicks are folded by the
 * repository. Never throws: a usage failure is logged and must not fail the reader's request.
 */
export function createUsageRecorder(usage: UsageRepository, log: Logger, robots: RobotMatcher = counterRobots()): CounterUsageRecorder {
  const recordOutcome: CounterUsageRecorder['recordOutcome'] = async (event) => {
    if (robots.isRobot(event.userAgent)) return 'robot';
    if (event.isThirdParty) return 'third-party';
    const at = event.at ?? new Date();
    const who: ReaderIdentity = { sessionId: event.sessionId, userId: event.userId, clientIp: event.clientIp, userAgent: event.userAgent };
    try {
      return await usage.insertUse({
        articleId: String(event.articleId),
        kind: event.kind,
        activity: activityOf(event.kind),
        denial: event.denial ?? null,
        accessType: reportAccessType(event.accessType),
        accessMethod: event.accessMethod,
        institutionId: event.institutionId,
        userId: event.userId,
        userKey: digest(userKeyOf(who)),
        sessionKey: digest(sessionKeyOf(who, at)),
        at,
        pageBeacon: event.pageBeacon ?? false,
      });
    } catch (e) {
      log.warn({ err: e, articleId: event.articleId, kind: event.kind }, 'usage event not recorded');
      return 'failed';
    }
  };
  // Searches_Platform: the same robots list and reader identity as item usage.
  const searchOutcome: CounterUsageRecorder['searchOutcome'] = async (event) => {
    if (robots.isRobot(event.userAgent)) return 'robot';
    const at = event.at ?? new Date();
    const who: ReaderIdentity = { sessionId: event.sessionId, userId: event.userId, clientIp: event.clientIp, userAgent: event.userAgent };
    try {
      return await usage.insertSearch({
        institutionId: event.institutionId,
        userId: event.userId,
        userKey: digest(userKeyOf(who)),
        sessionKey: digest(sessionKeyOf(who, at)),
        searchKey: digest(event.searchIdentity),
        at,
      });
    } catch (e) {
      log.warn({ err: e }, 'platform search not recorded');
      return 'failed';
    }
  };
  return {
    recordOutcome,
    searchOutcome,
    async record(event) {
      await recordOutcome(event);
    },
    async recordSearch(event) {
      await searchOutcome(event);
    },
  };
}
