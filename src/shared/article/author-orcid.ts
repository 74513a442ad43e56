/**
 * ORCID iDs (spec 001 §2 "an ORCID record page"; author field `orcid`, 001 §3).
 *
 * XML gives them as bare iDs ("0000-0002-1825-0097"), as URLs ("http://orcid.org/…") or
 * with spaces instead of hyphens. ORCID's display guidelines ask for the iD to be shown
 * and linked as the full https URL, next to the iD icon. A value whose check character
 * (ISO 7064 MOD 11-2) does not match is a typo in the XML and would link to someone else
 * or nowhere, so it is not shown at all.
 */

const ORCID_SHAPE = /(?:^|[^\d])(\d{4})[- ]?(\d{4})[- ]?(\d{4})[- ]?(\d{3}[\dXx])(?![\dXx])/;

/** The ISO 7064 MOD 11-2 check character of the first 15 digits. */
export function orcidCheckCharacter(base15: string): string {
  let total = 0;
  for (const digit of base15) total = (total + Number(digit)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** The normalised iD ("0000-0002-1825-0097") or undefined when the value is not a valid ORCID iD. */
export function parseOrcid(value: string | undefined | null): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  // A URL must point at orcid.org; anything else holding 16 digits is not an ORCID record.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^https?:\/\/(?:www\.|sandbox\.)?orcid\.org\//i.test(trimmed)) return undefined;
  const m = ORCID_SHAPE.exec(trimmed);
  if (!m) return undefined;
  const digits = `${m[1]}${m[2]}${m[3]}${m[4]!.toUpperCase()}`;
  if (orcidCheckCharacter(digits.slice(0, 15)) !== digits[15]) return undefined;
  return `${m[1]}-${m[2]}-${m[3]}-${m[4]!.toUpperCase()}`;
}

/** The ORCID record page of a valid iD: "https://orcid.org/0000-0002-1825-0097". */
export function orcidUrl(value: string | undefined | null): string | undefined {
  const id = parseOrcid(value);
  return id ? `https://orcid.org/${id}` : undefined;
}
