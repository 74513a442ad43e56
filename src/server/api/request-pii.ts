import { isValidPii } from '#src/shared/identifiers/pii.ts';
import type { Logger } from '../logger.ts';

/**
 * The PII a request names. A malformed one is logged "Invalid PII {value}" and still used
 * (spec 000 §5, §8): the lookup then simply finds nothing.
 */
export function requestPii(value: unknown, log: Logger): string {
  const pii = String(value);
  if (!isValidPii(pii)) log.error(`Invalid PII ${pii}`);
  return pii;
}
