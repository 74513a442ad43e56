import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createRobotMatcher, type RobotPattern } from './robots.ts';

const list = JSON.parse(
  readFileSync(new URL('../../server/counter/counter-robots/COUNTER_Robots_list.json', import.meta.url), 'utf8'),
) as RobotPattern[];
const robots = createRobotMatcher(list);

describe('COUNTER robots list', () => {
  it('compiles every pattern of the bundled list', () => {
    expect(robots.skipped).toEqual([]);
    expect(robots.size).toBe(list.length);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'python-requests/2.31.0',
    'curl/8.5.0',
    'Wget/1.21',
    'ia_archiver',
    '',
  ])('%j is a robot', (ua) => {
    expect(robots.isRobot(ua)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ])('%j is a reader', (ua) => {
    expect(robots.isRobot(ua)).toBe(false);
  });

  it('a pattern JavaScript cannot compile is skipped, not fatal', () => {
    const matcher = createRobotMatcher([{ pattern: 'bot' }, { pattern: '(unclosed' }]);
    expect(matcher.skipped).toEqual(['(unclosed']);
    expect(matcher.isRobot('SomeBot')).toBe(true);
  });
});
