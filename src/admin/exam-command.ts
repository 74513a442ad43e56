import { readFile, stat } from 'node:fs/promises';
import { createExamRepository } from '#src/db/exam-repository.server.ts';
import { examQuestionsSchema } from '#src/shared/exam/exam-question.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { AdminError, req, type AdminCommand } from './admin-command.ts';

const MAX_EXAM_BYTES = 2 * 1024 * 1024;

/** The file's questions: a JSON array, or an object with a `questions` array; each problem named by its question's position. */
export function parseExamFile(file: string, text: string) {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AdminError(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  const questions = Array.isArray(value) ? value : (value as { questions?: unknown } | null)?.questions;
  if (!Array.isArray(questions) || questions.length === 0)
    throw new AdminError(`${file}: give an array of questions (or {"questions": [...]}) with at least one question`);
  const parsed = examQuestionsSchema.safeParse(questions);
  if (!parsed.success) {
    const lines = parsed.error.issues.slice(0, 20).map((i) => {
      const [index, ...rest] = i.path;
      return typeof index === 'number'
        ? `${file}: question ${index + 1}${rest.length ? ` (${rest.join('.')})` : ''}: ${i.message}`
        : `${file}: ${i.message}`;
    });
    throw new AdminError(`${lines.join('\n')}\nnothing was imported`);
  }
  return parsed.data;
}

/**
 * `exam:import <pii> <file.json>` (001 §7 exam): sets the article's exam questions, replacing
 * any it had (from its XML or an earlier import). Each question: `id`, `question`, `options`,
 * `correctOption` (index into options, or null) and `explanation`.
 */
export const EXAM_IMPORT_COMMAND: AdminCommand = {
  name: 'exam:import',
  summary: "Set an article's exam questions from a JSON file (questions, choices, correct choice, explanation).",
  options: {},
  positionals: ['pii', 'file'],
  async run(ctx, values) {
    if (ctx.surface === 'web') throw new AdminError('exam:import reads a file on the server: run it as npm run admin -- exam:import');
    const pii = req(values, 'pii');
    if (!isValidPii(pii)) throw new AdminError(`"${pii}" is not a PII`, 2);
    const file = req(values, 'file');
    const size = await stat(file).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) throw new AdminError(`${file}: no such file`, 2);
    if (size > MAX_EXAM_BYTES) throw new AdminError(`${file}: ${size} bytes is larger than the ${MAX_EXAM_BYTES} an exam file may be`);
    const questions = parseExamFile(file, await readFile(file, 'utf8'));
    if (!(await createExamRepository(ctx.pool).importExam(pii, questions))) throw new AdminError(`No article with PII ${pii}`);
    return { message: `${pii}: exam of ${questions.length} question${questions.length === 1 ? '' : 's'} imported` };
  },
};
