import { describe, expect, it } from 'vitest';
import { chromiumPath, downloadConfig, HEADLESS_SHELL_PATH } from './download-config.ts';

describe('the Chromium that typesets PDFs', () => {
  it.each([
    { installed: [HEADLESS_SHELL_PATH, '/usr/bin/chromium'], expected: HEADLESS_SHELL_PATH },
    { installed: ['/usr/bin/chromium'], expected: '/usr/bin/chromium' },
    { installed: [], expected: '/usr/bin/chromium' },
  ])('with $installed installed, unset CHROME_PATH means $expected', ({ installed, expected }) => {
    expect(chromiumPath(undefined, (file) => installed.includes(file))).toBe(expected);
  });

  it('CHROME_PATH, when set, is used as given', () => {
    expect(downloadConfig({ CHROME_PATH: '/opt/chrome/chrome' }).chromePath).toBe('/opt/chrome/chrome');
  });
});
