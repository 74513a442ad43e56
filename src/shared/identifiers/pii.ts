/**
 * Publisher item identifiers (spec 000 §5, §9).
 * A PII is valid when, after removing non-alphanumerics before any "#" suffix, it starts
 * with 0, 1, 8, B, b, S or s followed by 14 to 20 letters or digits (15 to 21 in total).
 * An invalid PII is logged as "Invalid PII {value}" and still used.
 */
const PII_RULE = /^[018BbSs][A-Za-z0-9]{14,20}$/;

/** Removes non-alphanumerics before any "#" suffix, as the spec's rule does. */
export function normalizePii(value: string): string {
  const hash = value.indexOf('#');
  const head = hash === -1 ? value : value.slice(0, hash);
  return head.replace(/[^A-Za-z0-9]/g, '');
}

export function isValidPii(value: string): boolean {
  return PII_RULE.test(normalizePii(value));
}

/** Check character over the digits of an ISSN-style body: weighted mod 11, 10 → "X". */
export function piiCheckCharacter(body: string): string {
  const digits = body.replace(/X/gi, '0').replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * ((i % 10) + 2);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/**
 * Derives a deterministic PII for an article that has none (JATS): "S" + the 8 ISSN
 * characters + 2-digit publication year + 5-digit item number + a check character,
 * 17 characters in all (docs/decisions/003-identifiers.md).
 */
export function derivePii(input: { issn?: string; year: number; itemNumber: number; journalKey: string }): string {
  const issn = input.issn ? input.issn.replace(/[^0-9Xx]/g, '').toUpperCase() : '';
  const issnPart = issn.length === 8 ? issn : stableDigits(input.journalKey, 8);
  const year = String(input.year % 100).padStart(2, '0');
  const item = String(Math.abs(Math.trunc(input.itemNumber)) % 100000).padStart(5, '0');
  const body = `${issnPart}${year}${item}`;
  return `S${body}${piiCheckCharacter(body)}`;
}

/** EID in the Elsevier form "1-s2.0-{pii}". */
export function eidForPii(pii: string): string {
  return `1-s2.0-${pii}`;
}

/** FNV-1a based digits, for journals without an ISSN. */
export function stableDigits(key: string, length: number): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return String(h).padStart(10, '0').slice(-length);
}
