import fs from 'node:fs/promises';
import type { z } from 'zod';
import { createJournalRepository } from '#src/db/journal-repository.server.ts';
import {
  aimsAndScopeSchema,
  aimsParagraphs,
  editorialBoardSchema,
  firstIssue,
  submissionUrlSchema,
  type JournalProfileUpdate,
} from '#src/shared/journals/journal-profile.ts';
import { AdminError, str, type AdminCommand, type AdminContext, type Values } from './admin-command.ts';
import { readCoverImage } from './journal-cover-image.ts';

const TEXT_MAX_BYTES = 1024 * 1024;
const PARTS = ['aims', 'board', 'submission-url', 'cover'] as const;
type Part = (typeof PARTS)[number];
const NO_JOURNAL = (slug: string) => `No publication with slug "${slug}". List them with: npm run admin -- publication:list`;

async function readText(option: string, file: string): Promise<string> {
  const stat = await fs.stat(file).catch(() => undefined);
  if (!stat?.isFile()) throw new AdminError(`--${option}: ${file}: no such file`, 2);
  if (stat.size > TEXT_MAX_BYTES) throw new AdminError(`--${option}: ${file}: larger than 1 MB`, 2);
  const bytes = await fs.readFile(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new AdminError(`--${option}: ${file}: not UTF-8 text`, 2);
  }
}

/** The value checked by `schema`, or a usage error naming the option and the file. */
function checked<T>(schema: z.ZodType<T>, value: unknown, option: string, source: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AdminError(`--${option}: ${source}: ${firstIssue(parsed.error)}`, 2);
  return parsed.data;
}

function removals(values: Values): Set<Part> {
  const given = str(values, 'remove');
  if (given === undefined) return new Set();
  const parts = given.split(',').map((p) => p.trim());
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length > 0 || parts.length === 0)
    throw new AdminError(`--remove: "${unknown[0] ?? given}" is not one of ${PARTS.join(', ')}`, 2);
  return new Set(parts as Part[]);
}

/** Reads and checks every given file and value before anything is stored. */
async function updateFrom(
  values: Values,
): Promise<{ update: JournalProfileUpdate; cover: Awaited<ReturnType<typeof readCoverImage>> | null | undefined }> {
  const remove = removals(values);
  const update: JournalProfileUpdate = {};
  const aimsFile = str(values, 'aims-file');
  const boardFile = str(values, 'board-file');
  const url = str(values, 'submission-url');
  const coverFile = str(values, 'cover');
  const both = (
    [
      ['aims-file', 'aims'],
      ['board-file', 'board'],
      ['submission-url', 'submission-url'],
      ['cover', 'cover'],
    ] as const
  ).find(([option, part]) => str(values, option) !== undefined && remove.has(part));
  if (both) throw new AdminError(`--${both[0]} and --remove ${both[1]} contradict each other`, 2);
  if (aimsFile !== undefined)
    update.aimsAndScope = checked(aimsAndScopeSchema, await readText('aims-file', aimsFile), 'aims-file', aimsFile);
  if (boardFile !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(await readText('board-file', boardFile));
    } catch (error) {
      if (error instanceof AdminError) throw error;
      throw new AdminError(`--board-file: ${boardFile}: not JSON (${(error as Error).message})`, 2);
    }
    update.editorialBoard = checked(editorialBoardSchema, json, 'board-file', boardFile);
  }
  if (url !== undefined) update.submissionUrl = checked(submissionUrlSchema, url, 'submission-url', url);
  if (remove.has('aims')) update.aimsAndScope = null;
  if (remove.has('board')) update.editorialBoard = null;
  if (remove.has('submission-url')) update.submissionUrl = null;
  const cover = coverFile !== undefined ? await readCoverImage(coverFile) : remove.has('cover') ? null : undefined;
  return { update, cover };
}

function assertCli(ctx: AdminContext, name: string): void {
  if (ctx.surface === 'web') throw new AdminError(`${name} reads files on the server: run it as npm run admin -- ${name}`);
}

/**
 * `journal:set <journal>` and `journal:show <journal>` (README "Journal pages"): the journal
 * page's aims and scope, editorial board, submission link and cover. Every part is checked
 * before anything is stored; a bad file exits 2 naming the file and the problem.
 */
export const JOURNAL_COMMANDS: readonly AdminCommand[] = [
  {
    name: 'journal:set',
    summary: "Set a journal page's aims and scope, editorial board, submission link or cover (parts not given are kept).",
    positionals: ['journal'],
    options: {
      'aims-file': { type: 'string', description: 'aims and scope: a UTF-8 text file, paragraphs separated by a blank line' },
      'board-file': { type: 'string', description: 'editorial board: JSON [{"role", "members": [{"name", "affiliation"?, "orcid"?}]}]' },
      'submission-url': { type: 'string', description: 'where authors submit: an http(s) address' },
      cover: { type: 'string', description: 'cover image: JPEG, PNG or WebP, at least 100×100 px, at most 5 MB' },
      remove: { type: 'string', description: `remove parts: ${PARTS.join(',')} (comma separated)` },
    },
    async run(ctx, values) {
      assertCli(ctx, 'journal:set');
      const slug = str(values, 'journal') ?? '';
      const { update, cover } = await updateFrom(values);
      if (Object.keys(update).length === 0 && cover === undefined) {
        throw new AdminError('journal:set: nothing to set: give --aims-file, --board-file, --submission-url, --cover or --remove', 2);
      }
      if (!(await createJournalRepository(ctx.pool).setProfile(slug, update, cover))) throw new AdminError(NO_JOURNAL(slug));
      const done = [
        update.aimsAndScope !== undefined ? (update.aimsAndScope === null ? 'removed aims and scope' : 'aims and scope') : null,
        update.editorialBoard !== undefined ? (update.editorialBoard === null ? 'removed editorial board' : 'editorial board') : null,
        update.submissionUrl !== undefined ? (update.submissionUrl === null ? 'removed submission link' : 'submission link') : null,
        cover !== undefined ? (cover === null ? 'removed cover (the generated one shows)' : 'cover') : null,
      ].filter(Boolean);
      return { message: `${slug}: set ${done.join(', ')}` };
    },
  },
  {
    name: 'journal:show',
    summary: 'Show what a journal page says about the journal (aims and scope, editorial board, submission link, cover).',
    positionals: ['journal'],
    options: {},
    async run(ctx, values) {
      const slug = str(values, 'journal') ?? '';
      const profile = await createJournalRepository(ctx.pool).profile(slug);
      if (!profile) throw new AdminError(NO_JOURNAL(slug));
      const members = profile.editorialBoard?.reduce((n, g) => n + g.members.length, 0) ?? 0;
      return {
        rows: [
          {
            part: 'aims and scope',
            value: profile.aimsAndScope ? `${aimsParagraphs(profile.aimsAndScope).length} paragraph(s)` : '(none)',
          },
          {
            part: 'editorial board',
            value: profile.editorialBoard ? `${profile.editorialBoard.length} role(s), ${members} member(s)` : '(none)',
          },
          { part: 'submission link', value: profile.submissionUrl ?? '(none)' },
          {
            part: 'cover',
            value: profile.coverVersion ? `publisher's cover ${profile.coverVersion.slice(0, 16)}` : 'generated from the title',
          },
        ],
        empty: '',
      };
    },
  },
];
