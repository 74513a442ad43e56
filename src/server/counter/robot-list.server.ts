import { readFileSync } from 'node:fs';
import { createRobotMatcher, type RobotMatcher, type RobotPattern } from '#src/shared/counter/robots.ts';

/**
 * The COUNTER robots list bundled in ./counter-robots (atmire/COUNTER-Robots, MIT; see the
 * README and LICENSE there). Read once per process.
 */
let matcher: RobotMatcher | undefined;

export function counterRobots(): RobotMatcher {
  if (!matcher) {
    const file = new URL('./counter-robots/COUNTER_Robots_list.json', import.meta.url);
    matcher = createRobotMatcher(JSON.parse(readFileSync(file, 'utf8')) as RobotPattern[]);
  }
  return matcher;
}
