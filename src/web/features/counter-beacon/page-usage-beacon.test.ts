import { describe, expect, it } from 'vitest';
import { investigationSchema } from '#src/shared/counter/investigation.ts';
import { investigationBody, performanceAllowed } from './page-usage-beacon.ts';

describe("the page's POST /counter/investigation", () => {
  it.each([
    [true, 'abstract'],
    [false, 'full-text'],
  ])('abstract page %s → zone %s, a body the server accepts', (abstractPage, zone) => {
    const body = investigationBody({ pii: 'S0960148113002048', abstractPage, issn: '0960-1481', isbn: '', loadedAt: 1767261600000.4 });
    expect(body).toEqual({
      begintime: 1767261600000,
      isIpUser: false,
      isSuccess: true,
      isbn: '',
      issn: '0960-1481',
      origin: 'article',
      pii: 'S0960148113002048',
      primary: 'article',
      zone,
      fmt: 'html',
    });
    expect(investigationSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['', false],
    ['LECTERN_COOKIE_PREFERENCES=STRICTLY_NECESSARY%3A1%2CPERFORMANCE%3A0%2CFUNCTIONAL%3A1%2CTARGETING%3A0', false],
    ['a=b; LECTERN_COOKIE_PREFERENCES=STRICTLY_NECESSARY%3A1%2CPERFORMANCE%3A1%2CFUNCTIONAL%3A0%2CTARGETING%3A0', true],
    ['LECTERN_COOKIE_PREFERENCES=STRICTLY_NECESSARY:1,PERFORMANCE:1,FUNCTIONAL:1,TARGETING:1', true],
    ['LECTERN_COOKIE_PREFERENCES=garbage', false],
  ])('cookies %j allow usage tracking: %s', (cookies, allowed) => {
    expect(performanceAllowed(cookies)).toBe(allowed);
    expect(performanceAllowed(cookies, 'opt-in')).toBe(allowed);
  });

  it.each([
    ['', true],
    ['LECTERN_COOKIE_PREFERENCES=garbage', true],
    ['LECTERN_COOKIE_PREFERENCES=STRICTLY_NECESSARY%3A1%2CPERFORMANCE%3A0%2CFUNCTIONAL%3A1%2CTARGETING%3A0', false],
  ])('in opt-out mode, cookies %j allow usage tracking: %s (on until turned off)', (cookies, allowed) => {
    expect(performanceAllowed(cookies, 'opt-out')).toBe(allowed);
  });
});
