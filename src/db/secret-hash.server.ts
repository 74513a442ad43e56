import { hash, verify } from '@node-rs/argon2';

/** argon2id (Algorithm.Argon2id = 2) with the library's defaults (19 MiB, t=2): the OWASP baseline. */
const ARGON2ID = 2;
export async function hashSecret(secret: string): Promise<string> {
  return hash(secret, { algorithm: ARGON2ID });
}

/** Verifies against a stored PHC string; a malformed hash is a mismatch, never an error page. */
export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

// Verifying against this when no account matches keeps the response time the same as for a
// wrong password, so timing does not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashSecret('lectern-no-such-account');
  return dummyHash;
}
