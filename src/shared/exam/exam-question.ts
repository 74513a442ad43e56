import { z } from 'zod';

/**
 * One exam question (001 §1 "exam", §3 exam, §7 /sdfe/arp/pii/{pii}/exam): the question, its
 * choices, which choice is correct and why. Plain text only (never HTML): the same schema
 * checks what ingest extracts, what `exam:import` reads and what the endpoint answers.
 */
export const EXAM_LIMITS = { questions: 200, options: 12, text: 4000 } as const;

const text = (what: string) =>
  z.string().trim().min(1, `${what} must not be empty`).max(EXAM_LIMITS.text, `${what} must be at most ${EXAM_LIMITS.text} characters`);

export const examQuestionSchema = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/, 'id must be 1 to 64 letters, digits, dots, underscores, colons or hyphens'),
    question: text('question'),
    options: z.array(text('an option')).max(EXAM_LIMITS.options, `at most ${EXAM_LIMITS.options} options`),
    /** Index into `options` of the correct choice; null: an open question (the explanation answers it). */
    correctOption: z.number().int().min(0).nullable().default(null),
    explanation: text('explanation').nullable().default(null),
  })
  .strict()
  .refine((q) => q.correctOption === null || q.correctOption < q.options.length, {
    message: 'correctOption must point at one of the options',
    path: ['correctOption'],
  })
  .refine((q) => q.correctOption !== null || q.explanation !== null, {
    message: 'a question needs a correctOption or an explanation',
    path: ['explanation'],
  });
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

export const examQuestionsSchema = z
  .array(examQuestionSchema)
  .max(EXAM_LIMITS.questions, `at most ${EXAM_LIMITS.questions} questions`)
  .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, 'question ids must be unique');

/** The letter a choice is shown with: A, B, C … */
export function optionLabel(index: number): string {
  return String.fromCharCode(65 + index);
}
