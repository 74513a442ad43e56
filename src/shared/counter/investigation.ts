import { z } from 'zod';
import { isValidPii } from '../identifiers/pii.ts';

const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const optionalText = (max: number) => z.string().max(max).optional();

/** Spec 001 §7: POST /counter/investigation with begintime, isIpUser, isSuccess, isbn, issn, origin, pii, primary, zone, fmt, optional idpUsageReportingAttrs. */
export const investigationSchema = z.strictObject({
  begintime: z.union([
    z.number().int().nonnegative(),
    z.string().regex(/^\d{10,13}$|^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/, 'must be epoch milliseconds or an ISO instant'),
  ]),
  isIpUser: flag,
  isSuccess: flag,
  isbn: optionalText(32),
  issn: optionalText(16),
  origin: z.string().max(100),
  pii: z.string().refine(isValidPii, 'must be a valid PII'),
  primary: z.union([z.string().max(100), z.boolean()]),
  zone: z.string().max(100),
  fmt: z.string().max(50),
  idpUsageReportingAttrs: z.union([z.string().max(2000), z.record(z.string(), z.unknown())]).optional(),
});

export type Investigation = z.infer<typeof investigationSchema>;
/** What a client may send (the page's beacon builds one). */
export type InvestigationInput = z.input<typeof investigationSchema>;
