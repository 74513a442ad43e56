import { z } from 'zod';

/**
 * One substance of the registry (001 §3 "Substance"), as an import file gives it and as it is
 * stored. Text is plain (never HTML); links are http(s) or site paths; a CAS Registry Number
 * must pass its check digit.
 */

/** CAS Registry Number check digit: the digits before it, weighted 1, 2, 3 … from the right, sum mod 10. */
export function isValidCasNumber(cas: string): boolean {
  const match = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10 === Number(match[3]);
}

const plain = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/[<>\p{Cc}]/u.test(v), 'must be plain text (no < > or control characters)');

/** An absolute http(s) URL or a path on this site. */
export const substanceLinkSchema = z
  .string()
  .trim()
  .max(2000, 'must be at most 2000 characters')
  .refine((v) => /^https?:\/\/[^\s"'<>]+$/i.test(v) || /^\/(?!\/)[^\s"'<>]*$/.test(v), 'must be an http(s) URL or a path starting with /');

const optionalLink = substanceLinkSchema.nullable().default(null);

export const substanceUrlsSchema = z
  .object({
    suppliers: optionalLink,
    druglikeness: optionalLink,
    reactions: optionalLink,
    substanceImage: optionalLink,
    citations: optionalLink,
  })
  .strict();

export const substanceFactGroupSchema = z
  .object({
    displayName: plain(200),
    url: optionalLink,
    factsTruncated: z.boolean().default(false),
    facts: z
      .array(z.object({ displayName: plain(200), count: z.number().int().min(0) }).strict())
      .max(100)
      .default([]),
  })
  .strict();

export const substanceRecordSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'id must be 1 to 64 letters, digits, dots, underscores or hyphens'),
    title: plain(300),
    otherTitles: z.array(plain(300)).max(50, 'at most 50 other names').default([]),
    molecularFormula: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9()[\]·.+\-−⁺⁻ n]{1,100}$/, 'molecularFormula must be a formula such as C6H12O6')
      .nullable()
      .default(null),
    molecularWeight: z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,6})?$/, 'molecularWeight must be a number such as 180.16 (g/mol)')
      .nullable()
      .default(null),
    casRegistryNumber: z
      .string()
      .trim()
      .refine(isValidCasNumber, 'casRegistryNumber must be a CAS Registry Number with a valid check digit, such as 7732-18-5')
      .nullable()
      .default(null),
    substanceUrls: substanceUrlsSchema.default({
      suppliers: null,
      druglikeness: null,
      reactions: null,
      substanceImage: null,
      citations: null,
    }),
    substanceFacts: z.array(substanceFactGroupSchema).max(50).default([]),
    image: optionalLink,
    imageDescription: plain(500).nullable().default(null),
  })
  .strict();
export type SubstanceRecord = z.infer<typeof substanceRecordSchema>;
