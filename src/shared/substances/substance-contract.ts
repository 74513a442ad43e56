import { z } from 'zod';

/*
 * The substances' API contract, apart from api-contract.ts: only the Substances section's and the
 * side panel's lazy chunks (and the server) load it, so the article route's initial JavaScript
 * does not carry it.
 */
/** One substance of GET /sdfe/arp/pii/{pii}/substances (001 §3 "Substance"). */
export const substanceSchema = z.object({
  id: z.string(),
  title: z.string(),
  otherTitles: z.array(z.string()),
  molecularFormula: z.string().nullable(),
  molecularWeight: z.string().nullable(),
  casRegistryNumber: z.string().nullable(),
  substanceUrls: z.object({
    suppliers: z.string().nullable(),
    druglikeness: z.string().nullable(),
    reactions: z.string().nullable(),
    substanceImage: z.string().nullable(),
    citations: z.string().nullable(),
  }),
  substanceFacts: z.array(
    z.object({
      displayName: z.string(),
      url: z.string().nullable(),
      factsTruncated: z.boolean(),
      facts: z.array(z.object({ displayName: z.string(), count: z.number() })),
    }),
  ),
  citationCount: z.number(),
  image: z.string().nullable(),
  imageDescription: z.string().nullable(),
  /** The configured chemistry database's page for it, analytics parameter included (001 §2); null: none configured. */
  chemistryDatabaseUrl: z.string().nullable().default(null),
});
export type Substance = z.infer<typeof substanceSchema>;
/** GET /sdfe/arp/pii/{pii}/substances: the registry substances the article mentions, in order of first mention. */
export const substancesResponseSchema = z.object({ pii: z.string(), substances: z.array(substanceSchema) });
export type SubstancesResponse = z.infer<typeof substancesResponseSchema>;
