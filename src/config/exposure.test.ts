import { describe, expect, it } from 'vitest';
import { isLoopbackHost, startupRefusals, type ExposureSettings } from './exposure.ts';

const SECRET = 's'.repeat(32);
const base: ExposureSettings = { HOST: '127.0.0.1', LECTERN_SEED_SAMPLES: '1', LECTERN_DEMO: '1' };

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['[::1]', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.4', false],
    ['journals.example.org', false],
    ['::ffff:127.0.0.1', true],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('startupRefusals', () => {
  it.each<[string, Partial<ExposureSettings>, RegExp[]]>([
    ['loopback, nothing set: starts (generated secret, demo password)', {}, []],
    ['loopback PUBLIC_URL: starts', { PUBLIC_URL: 'http://localhost:3000' }, []],
    [
      'all interfaces without a secret or demo password: both refused',
      { HOST: '0.0.0.0' },
      [
        /^LECTERN_SECRET is not set, and HOST=0.0.0.0 is not a loopback address/,
        /^The demo accounts .* HOST=0.0.0.0 .*set LECTERN_DEMO_PASSWORD, or LECTERN_DEMO=0/,
      ],
    ],
    [
      'public PUBLIC_URL on a loopback HOST (behind a proxy): both refused',
      { PUBLIC_URL: 'https://journals.example.org' },
      [/PUBLIC_URL=https:\/\/journals.example.org/, /LECTERN_DEMO_PASSWORD/],
    ],
    [
      'public host with a secret and a demo password: starts',
      { HOST: '0.0.0.0', LECTERN_SECRET: SECRET, LECTERN_DEMO_PASSWORD: 'a-long-password' },
      [],
    ],
    ['public host with a secret, demo off: starts', { HOST: '0.0.0.0', LECTERN_SECRET: SECRET, LECTERN_DEMO: '0' }, []],
    [
      'public host with a secret, no samples (so no demo): starts',
      { HOST: '0.0.0.0', LECTERN_SECRET: SECRET, LECTERN_SEED_SAMPLES: '0' },
      [],
    ],
    [
      'public host with a demo password but no secret: the secret refused',
      { HOST: '10.0.0.5', LECTERN_DEMO_PASSWORD: 'a-long-password' },
      [/^LECTERN_SECRET is not set, and HOST=10.0.0.5/],
    ],
  ])('%s', (_name, settings, expected) => {
    const refusals = startupRefusals({ ...base, ...settings });
    expect(refusals).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(refusals[i]).toMatch(pattern));
  });
});
