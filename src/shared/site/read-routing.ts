/**
 * Which database serves a query when a streaming replica is configured (DATABASE_READ_URL,
 * ADR 010): pure rules, so the routing pool and its tests agree.
 *
 * A reader who wrote (an unsafe request) carries the time its response was sent; the replica
 * serves that reader again only once it has replayed everything the primary had written at a
 * sampled moment after that time. Everyone else reads from the replica while it is streaming
 * and close enough behind.
 */

/** Longest replica lag the site tolerates; behind by more, every read goes to the primary. */
export const MAX_REPLICA_LAG_MS = 30_000;
/**
 * How long the "wrote at" cookie lives: longer than MAX_REPLICA_LAG_MS, so while the replica
 * is used at all it has replayed a write before its writer's cookie runs out.
 */
export const WROTE_COOKIE_MAX_AGE_MS = 60_000;
/** App servers' clocks may differ by this much (NTP keeps them far closer). */
export const CLOCK_SKEW_MS = 1_000;
export const WROTE_COOKIE = 'lectern_wrote';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may write (anything but GET, HEAD, OPTIONS): all its queries go to the primary. */
export function isUnsafeMethod(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

export interface ReadFacts {
  /** The request may write. */
  unsafe: boolean;
  /** When this reader's last write was answered (ms since the epoch), from the cookie; null: none known. */
  wroteAt: number | null;
  /** The replica answers and is not known to be behind by more than MAX_REPLICA_LAG_MS. */
  replicaUsable: boolean;
  /** The latest sampled moment (ms) of the primary whose WAL the replica has replayed; null: none yet. */
  caughtUpAt: number | null;
}

export type ReadTarget = 'primary' | 'replica';

export function readTarget(facts: ReadFacts): ReadTarget {
  if (facts.unsafe || !facts.replicaUsable || facts.caughtUpAt === null) return 'primary';
  if (facts.wroteAt !== null && facts.caughtUpAt < facts.wroteAt + CLOCK_SKEW_MS) return 'primary';
  return 'replica';
}

/** The cookie's value: a whole number of milliseconds, not in the future beyond the clock skew; else null (ignored). */
export function parseWroteAt(value: string | undefined, now: number): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const at = Number(value);
  if (at > now + CLOCK_SKEW_MS || at < now - WROTE_COOKIE_MAX_AGE_MS) return null;
  return at;
}

/** A PostgreSQL LSN ("16/B374D848") as a number of bytes; null for anything else. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = text ? /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text) : null;
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}
