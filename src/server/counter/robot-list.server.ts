import { createRobotMatcher, type RobotMatcher, type RobotPattern } from '#src/server/counter/robots.ts';
// Imported, not read from disk, so the built host (esbuild bundle) carries it.
import robotPatterns from './counter-robots/COUNTER_Robots_list.json' with { type: 'json' };

/**
 * The COUNTER robots list bundled in ./counter-robots (atmire/COUNTER-Robots, MIT; see the
 * README and LICENSE there). Read once per process.
 */
let matcher: RobotMatcher | undefined;

export function counterRobots(): RobotMatcher {
  if (!matcher) {
    matcher = createRobotMatcher(robotPatterns as RobotPattern[]);
  }
  return matcher;
}
