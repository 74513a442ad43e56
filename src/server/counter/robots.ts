/**
 * COUNTER robots list (COUNTER 5.1 §7.8): user agents whose activity is excluded from usage.
 * The list's patterns are regular expressions matched anywhere in the user agent, without
 * regard to case. A pattern JavaScript cannot compile is skipped (reported by the loader).
 */
export interface RobotPattern {
  pattern: string;
}

export interface RobotMatcher {
  isRobot(userAgent: string | null | undefined): boolean;
  /** Patterns that did not compile as JavaScript regular expressions. */
  skipped: string[];
  size: number;
}

export function createRobotMatcher(list: readonly RobotPattern[]): RobotMatcher {
  const valid: string[] = [];
  const skipped: string[] = [];
  for (const { pattern } of list) {
    try {
      new RegExp(pattern, 'i');
      valid.push(pattern);
    } catch {
      skipped.push(pattern);
    }
  }
  // One alternation: a user agent is tested once, not once per pattern.
  const combined = valid.length > 0 ? new RegExp(valid.map((p) => `(?:${p})`).join('|'), 'i') : null;
  return {
    // A missing user agent is treated as empty, which the list's `^.?$` marks as a robot.
    isRobot: (userAgent) => combined !== null && combined.test(userAgent ?? ''),
    skipped,
    size: valid.length,
  };
}
