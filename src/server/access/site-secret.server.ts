import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs entitledTokens: LECTERN_SECRET (at least 32 characters; give every app
 * server the same one), else one generated on first start and kept in the data directory, so
 * tokens survive a restart of a single server.
 */
export function siteSecret(dataDir: string, configured: string | undefined): string {
  if (configured) {
    if (configured.length < 32) throw new Error('LECTERN_SECRET must be at least 32 characters');
    return configured;
  }
  const file = path.join(dataDir, 'lectern-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // First start: create it below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
