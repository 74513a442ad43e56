import type { SessionRepository } from '#src/db/session-repository.server.ts';

export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Sign-in throttling (failures in the last 15 minutes): 5 per account stop guessing one
 * password; 20 per address stop one client trying many accounts. Checked before the password
 * is, so a throttled attempt learns nothing.
 */
export async function isThrottled(sessions: SessionRepository, email: string, clientIp: string): Promise<boolean> {
  const failures = await sessions.recentFailures(email, clientIp, THROTTLE_WINDOW_MINUTES);
  return failures.account >= MAX_FAILURES_PER_ACCOUNT || failures.address >= MAX_FAILURES_PER_ADDRESS;
}
