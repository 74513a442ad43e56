import { z } from 'zod';

/*
 * The exam's API contract, apart from api-contract.ts: only the Exam section's lazy chunk (and the
 * server) load it, so the article route's initial JavaScript does not carry it.
 */
/** GET /sdfe/arp/pii/{pii}/exam (001 §7): the article's exam questions (from its XML or an import), entitled readers only. */
export const examResponseSchema = z.object({
  pii: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      options: z.array(z.string()),
      correctOption: z.number().int().nullable(),
      explanation: z.string().nullable(),
    }),
  ),
});
export type ExamResponse = z.infer<typeof examResponseSchema>;
