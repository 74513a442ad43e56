import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logoFileRefusal } from './brand-logo.server.ts';

describe('logoFileRefusal', () => {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'lectern-public-'));
  const clientDir = mkdtempSync(path.join(tmpdir(), 'lectern-client-'));
  mkdirSync(path.join(publicDir, 'brand'));
  writeFileSync(path.join(publicDir, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const folders = [publicDir, clientDir];

  it.each([
    [undefined, null],
    ['https://press.example.org/logo.svg', null],
    ['/brand/logo.svg', null],
    ['/favicon.svg?v=2', null],
    [
      '/brand/missing.svg',
      `LECTERN_LOGO_URL: /brand/missing.svg is not a file of ${publicDir} or ${clientDir} (put the logo in public/ and run npm run build)`,
    ],
    ['/brand', `LECTERN_LOGO_URL: /brand is not a file of ${publicDir} or ${clientDir} (put the logo in public/ and run npm run build)`],
    ['/brand/../../etc/passwd', 'LECTERN_LOGO_URL: /brand/../../etc/passwd must not contain ..'],
  ])('%s', (logo, refusal) => expect(logoFileRefusal(logo, folders)).toBe(refusal));
});
