import { z } from 'zod';

/**
 * A journal's profile: the publication metadata its page shows (README "Journal pages") and
 * the publisher sets with `npm run admin -- journal:set`. Everything that enters is checked
 * here, for the command, the demo seed and the database's JSON alike.
 */
export const AIMS_MAX_LENGTH = 20_000;
export const BOARD_MAX_GROUPS = 30;
export const BOARD_MAX_MEMBERS = 300;
export const BOARD_TEXT_MAX_LENGTH = 300;

const text = (what: string) =>
  z
    .string(`${what} must be text`)
    .trim()
    .min(1, `${what} is empty`)
    .max(BOARD_TEXT_MAX_LENGTH, `${what} is longer than ${BOARD_TEXT_MAX_LENGTH} characters`);

const orcid = z
  .string()
  .regex(/^(https:\/\/orcid\.org\/)?\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/, 'orcid must be an ORCID iD such as 0000-0002-1825-0097')
  .transform((v) => v.replace('https://orcid.org/', ''));

export const boardMemberSchema = z.strictObject({
  name: text('name'),
  affiliation: text('affiliation').optional(),
  orcid: orcid.optional(),
});

export const boardGroupSchema = z.strictObject({
  role: text('role'),
  members: z.array(boardMemberSchema).min(1, 'a role lists at least one member'),
});

export const editorialBoardSchema = z
  .array(boardGroupSchema, 'the editorial board is a JSON array of {"role", "members": [{"name", "affiliation"?, "orcid"?}]}')
  .min(1, 'the editorial board lists at least one role')
  .max(BOARD_MAX_GROUPS, `the editorial board has at most ${BOARD_MAX_GROUPS} roles`)
  .refine((groups) => groups.reduce((n, g) => n + g.members.length, 0) <= BOARD_MAX_MEMBERS, {
    message: `the editorial board has at most ${BOARD_MAX_MEMBERS} members`,
  });

/** Where authors submit: an http(s) address only (never javascript: or data:). */
export const submissionUrlSchema = z
  .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'the submission link must be an http:// or https:// address' })
  .max(2000, 'the submission link is longer than 2000 characters');

/** Plain text: paragraphs separated by a blank line; lines within a paragraph join. */
export const aimsAndScopeSchema = z
  .string()
  .refine((v) => v.trim().length > 0, 'the aims and scope text is empty')
  .refine((v) => v.length <= AIMS_MAX_LENGTH, `the aims and scope text is longer than ${AIMS_MAX_LENGTH} characters`)
  .refine((v) => !v.includes('\u0000'), 'the aims and scope text is not plain text');

export type BoardMember = z.infer<typeof boardMemberSchema>;
export type BoardGroup = z.infer<typeof boardGroupSchema>;
export type EditorialBoard = z.infer<typeof editorialBoardSchema>;

/** The parts `journal:set` may change; an absent part is kept, `null` removes it. */
export interface JournalProfileUpdate {
  aimsAndScope?: string | null;
  editorialBoard?: EditorialBoard | null;
  submissionUrl?: string | null;
}

/** A journal profile as its page reads it. */
export interface JournalProfile {
  aimsAndScope: string | null;
  editorialBoard: EditorialBoard | null;
  submissionUrl: string | null;
  /** Content hash of the publisher's cover; null: the generated cover. */
  coverVersion: string | null;
}

/** The aims and scope as paragraphs: blank lines part them, other line breaks are spaces. */
export function aimsParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** The first problem of a failed parse, as "path: message" (the path only when there is one). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  const where = issue.path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '');
  return where ? `${where}: ${issue.message}` : issue.message;
}
