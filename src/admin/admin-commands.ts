import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createCollectionRepository } from '#src/db/collection-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createSushiKey } from '#src/db/usage-repository.server.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type InstitutionRecord,
} from '#src/shared/account/account.ts';
import { BUSINESS_MODELS } from '#src/shared/access/entitlement.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { AdminError, check, req, str, type AdminCommand, type AdminContext, type Values } from './admin-command.ts';
import { institutionBySlug } from './institution-lookup.ts';
import { articleIdByPii, publicationIdBySlug } from './content-lookup.ts';
import { LIBRARY_BANNER_COMMAND } from './library-banner-command.ts';
import { CASE_INSIGHTS_COMMAND } from './case-insights-command.ts';
import { DOCUMENT_DELIVERY_COMMAND } from './document-delivery-command.ts';
import { INSTITUTION_SETTINGS_COMMAND } from './institution-settings-command.ts';
import { PUBLISHER_LINK_COMMANDS } from './publisher-link-commands.ts';
import { SUBSTANCE_COMMANDS } from './substance-commands.ts';
import { EXAM_IMPORT_COMMAND } from './exam-command.ts';
import { ENHANCED_READER_COMMAND } from './enhanced-reader-command.ts';
import { JOURNAL_COMMANDS } from './journal-commands.ts';

/**
 * The commands of `npm run admin -- <command>` (spec 001 §6 "ADMIN also gets an Admin Tool link"; ADR 005): institutions, IP
 * ranges, memberships, subscriptions, users, admin grants, business models, open-access
 * overrides, SUSHI keys and virtual special issues. Each validates its arguments and answers
 * with a clear message; the work is done by the same repositories the site uses.
 */
const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'a slug is 1 to 63 lower-case letters, digits and hyphens');
const yearSchema = z.coerce.number().int().min(1000).max(9999);
const httpsUrl = z.url({ protocol: /^https?$/ });

const idSchema = z.string().regex(/^\d{1,18}$/, 'an id is a number');

/** `<what>:remove --id <id>`: removes the numbered record, or refuses with "No <what> <id>". */
function removeByIdCommand(what: string, described: string, remove: (ctx: AdminContext, id: string) => Promise<boolean>): AdminCommand {
  return {
    name: `${what}:remove`,
    summary: `Remove ${described} by its id (see ${what}:list).`,
    options: { id: { type: 'string', required: true, description: `${what} id` } },
    async run(ctx, values) {
      const id = check(idSchema, req(values, 'id'), 'id');
      if (!(await remove(ctx, id))) throw new AdminError(`No ${what} ${id}`);
      return { message: `removed ${what} ${id}` };
    },
  };
}

/** The institution named by an optional --institution option, if given. */
async function institutionOption(ctx: AdminContext, values: Values): Promise<InstitutionRecord | undefined> {
  const slug = str(values, 'institution');
  return slug ? await institutionBySlug(ctx, slug) : undefined;
}

async function userByEmail(ctx: AdminContext, email: string) {
  const user = await createAccountRepository(ctx.pool).findByEmail(email);
  if (!user) throw new AdminError(`No user with e-mail ${email}. List them with: npm run admin -- user:list`);
  return user;
}

/** A new user's password: from stdin (--password-stdin), the environment, or generated and printed once. */
async function newPassword(values: Values, context: AdminContext): Promise<{ password: string; generated: boolean }> {
  let password: string | undefined;
  if (context.surface === 'web') {
    password = undefined;
  } else if (values['password-stdin']) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    password = Buffer.concat(chunks)
      .toString('utf8')
      .replace(/\r?\n$/, '');
  } else if (context.newUserPassword) {
    password = context.newUserPassword;
  }
  if (password === undefined) return { password: randomBytes(12).toString('base64url'), generated: true };
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new AdminError(`The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`, 2);
  }
  return { password, generated: false };
}

const PRIVILEGES = ['NONE', 'PRIVILEGED', 'DATA_CHECKOUT'] as const;

export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  {
    name: 'institution:create',
    summary: 'Create an institution (a library, a company) that can hold IP ranges, members and subscriptions.',
    options: {
      slug: { type: 'string', required: true, description: 'short id, e.g. demo-university' },
      name: { type: 'string', required: true, description: 'display name' },
      'access-code': { type: 'string', description: 'code members use to sign in off-site (/user/institution/login)' },
      'link-resolver-url': { type: 'string', description: "the library's OpenURL resolver base URL" },
      'shib-reg-url': { type: 'string', description: 'personal registration URL for Shibboleth users' },
      'tick-reg-url': { type: 'string', description: 'personal registration URL for ticket users' },
      'no-cart': { type: 'boolean', description: 'members may not buy single articles' },
    },
    async run(ctx, values) {
      const slug = check(slugSchema, req(values, 'slug'), 'slug');
      const name = check(z.string().trim().min(1).max(NAME_MAX_LENGTH), req(values, 'name'), 'name');
      const url = (option: string) => (str(values, option) ? check(httpsUrl, str(values, option), option) : null);
      const created = await createInstitutionRepository(ctx.pool).create({
        slug,
        name,
        accessCode: str(values, 'access-code') ?? null,
        linkResolverUrl: url('link-resolver-url'),
        shibRegUrl: url('shib-reg-url'),
        tickRegUrl: url('tick-reg-url'),
        allowCart: !values['no-cart'],
      });
      if (!created) throw new AdminError(`An institution with slug "${slug}" already exists`);
      return { message: `created institution ${created.slug} (${created.name}), id ${created.id}` };
    },
  },
  {
    name: 'institution:list',
    summary: 'List institutions with their IP ranges.',
    options: {},
    async run(ctx) {
      const repo = createInstitutionRepository(ctx.pool);
      const [institutions, ranges] = await Promise.all([repo.list(), repo.ranges()]);
      return {
        empty: 'no institutions yet: npm run admin -- institution:create --slug <slug> --name <name>',
        rows: institutions.map((i) => ({
          slug: i.slug,
          name: i.name,
          ranges: ranges
            .filter((r) => r.institutionId === i.id)
            .map((r) => r.cidr)
            .join(' '),
          accessCode: i.hasAccessCode ? 'yes' : 'no',
          cart: i.allowCart ? 'yes' : 'no',
          banner: i.libraryBanner?.position ?? '',
          documentDelivery: i.documentDeliveryUrl ?? '',
        })),
      };
    },
  },
  LIBRARY_BANNER_COMMAND,
  CASE_INSIGHTS_COMMAND,
  DOCUMENT_DELIVERY_COMMAND,
  INSTITUTION_SETTINGS_COMMAND,
  {
    name: 'ip-range:add',
    summary: "Add an IPv4 or IPv6 CIDR range to an institution (readers from it get the institution's access).",
    options: {
      institution: { type: 'string', required: true, description: 'institution slug' },
      cidr: { type: 'string', required: true, description: 'e.g. 198.51.100.0/24 or 2001:db8::/48' },
    },
    async run(ctx, values) {
      const institution = await institutionBySlug(ctx, req(values, 'institution'));
      const result = await createInstitutionRepository(ctx.pool).addRange(institution.id, req(values, 'cidr'));
      if (!result.ok) throw new AdminError(`--cidr: ${result.message}`, 2);
      return { message: `added ${result.range.cidr} to ${institution.slug}` };
    },
  },
  {
    name: 'ip-range:remove',
    summary: 'Remove a CIDR range from an institution.',
    options: {
      institution: { type: 'string', required: true, description: 'institution slug' },
      cidr: { type: 'string', required: true, description: 'the range as listed' },
    },
    async run(ctx, values) {
      const institution = await institutionBySlug(ctx, req(values, 'institution'));
      const removed = await createInstitutionRepository(ctx.pool).removeRange(institution.id, req(values, 'cidr'));
      if (!removed) throw new AdminError(`${institution.slug} has no range ${req(values, 'cidr')}`);
      return { message: `removed ${req(values, 'cidr')} from ${institution.slug}` };
    },
  },
  {
    name: 'ip-range:list',
    summary: 'List IP ranges (of one institution, or all).',
    options: { institution: { type: 'string', description: 'institution slug' } },
    async run(ctx, values) {
      const repo = createInstitutionRepository(ctx.pool);
      const only = await institutionOption(ctx, values);
      const institutions = new Map((await repo.list()).map((i) => [i.id, i.slug]));
      const ranges = await repo.ranges(only?.id);
      return {
        empty: 'no IP ranges',
        rows: ranges.map((r) => ({ institution: institutions.get(r.institutionId) ?? r.institutionId, cidr: r.cidr })),
      };
    },
  },
  {
    name: 'user:create',
    summary: 'Create a reader account (password from --password-stdin or LECTERN_NEW_USER_PASSWORD, else generated and printed once).',
    options: {
      email: { type: 'string', required: true, description: 'sign-in e-mail address' },
      name: { type: 'string', required: true, description: 'display name' },
      'password-stdin': { type: 'boolean', description: 'read the password from standard input' },
      admin: { type: 'boolean', description: 'an administrator (Admin Tool, usage reports)' },
      privilege: {
        type: 'string',
        description: `privilege type: ${PRIVILEGES.join(', ')} (PRIVILEGED and DATA_CHECKOUT see View article XML)`,
      },
      institution: { type: 'string', description: 'make the user a member of this institution (slug)' },
    },
    async run(ctx, values) {
      const email = check(z.email().max(EMAIL_MAX_LENGTH), req(values, 'email'), 'email');
      const name = check(z.string().trim().min(1).max(NAME_MAX_LENGTH), req(values, 'name'), 'name');
      const privilegeType = check(z.enum(PRIVILEGES), str(values, 'privilege') ?? 'NONE', 'privilege');
      const institution = await institutionOption(ctx, values);
      const { password, generated } = await newPassword(values, ctx);
      const accounts = createAccountRepository(ctx.pool);
      const user = await accounts.createUser({ email, name, password, isAdmin: Boolean(values.admin), privilegeType });
      if (!user) throw new AdminError(`A user with e-mail ${email} already exists`);
      if (institution) await accounts.addMembership(user.id, institution.id);
      const lines = [
        `created user ${user.email}${user.isAdmin ? ' (admin)' : ''}, id ${user.id}${institution ? `, member of ${institution.slug}` : ''}`,
      ];
      if (generated) lines.push(`password (shown once): ${password}`);
      return { message: lines.join('\n') };
    },
  },
  {
    name: 'user:list',
    summary: 'List reader accounts.',
    options: {},
    async run(ctx) {
      const users = await createAccountRepository(ctx.pool).listUsers(1000);
      return {
        empty: 'no users yet',
        rows: users.map((u) => ({
          email: u.email,
          name: u.name,
          admin: u.isAdmin ? 'yes' : 'no',
          privilege: u.privilegeType,
          created: u.createdAt.slice(0, 10),
        })),
      };
    },
  },
  {
    name: 'user:set',
    summary: "Change a user's administrator flag or privilege type.",
    options: {
      email: { type: 'string', required: true, description: 'the user' },
      admin: { type: 'string', description: 'yes or no' },
      privilege: { type: 'string', description: PRIVILEGES.join(', ') },
    },
    async run(ctx, values) {
      const user = await userByEmail(ctx, req(values, 'email'));
      if (str(values, 'admin') === undefined && str(values, 'privilege') === undefined)
        throw new AdminError('user:set: give --admin and/or --privilege', 2);
      const accounts = createAccountRepository(ctx.pool);
      if (str(values, 'admin') !== undefined)
        await accounts.setAdmin(user.id, check(z.enum(['yes', 'no']), str(values, 'admin'), 'admin') === 'yes');
      if (str(values, 'privilege') !== undefined)
        await accounts.setPrivilegeType(user.id, check(z.enum(PRIVILEGES), str(values, 'privilege'), 'privilege'));
      return { message: `updated ${user.email}` };
    },
  },
  {
    name: 'member:add',
    summary: 'Make a user a member of an institution (institutional sign-in, Change organization).',
    options: {
      email: { type: 'string', required: true, description: 'the user' },
      institution: { type: 'string', required: true, description: 'institution slug' },
    },
    async run(ctx, values) {
      const user = await userByEmail(ctx, req(values, 'email'));
      const institution = await institutionBySlug(ctx, req(values, 'institution'));
      await createAccountRepository(ctx.pool).addMembership(user.id, institution.id);
      return { message: `${user.email} is a member of ${institution.slug}` };
    },
  },
  {
    name: 'publication:list',
    summary: 'List publications with their business model and article count.',
    options: {},
    async run(ctx) {
      const { rows } = await ctx.pool.query<{ slug: string; title: string; model: string; articles: string; 'third-party': string }>(
        `SELECT p.slug, p.title, p.business_model AS model, count(a.id)::text AS articles,
                CASE WHEN p.third_party THEN 'yes' ELSE 'no' END AS "third-party"
           FROM publications p LEFT JOIN articles a ON a.publication_id = p.id
          GROUP BY p.id ORDER BY p.title`,
      );
      return { empty: 'no publications: ingest articles first (npm run ingest -- <path>)', rows };
    },
  },
  {
    name: 'publication:set-model',
    summary: "Set a publication's business model: subscription, open-access or hybrid (per-article licence flags decide).",
    options: {
      publication: { type: 'string', required: true, description: 'publication slug' },
      model: { type: 'string', required: true, description: BUSINESS_MODELS.join(' | ') },
    },
    async run(ctx, values) {
      const model = check(z.enum(BUSINESS_MODELS), req(values, 'model'), 'model');
      const slug = req(values, 'publication');
      const done = await createEntitlementRepository(ctx.pool).setBusinessModel(slug, model);
      if (!done) throw new AdminError(`No publication with slug "${slug}". List them with: npm run admin -- publication:list`);
      return { message: `${slug} is now ${model}` };
    },
  },
  {
    name: 'article:set-free',
    summary: 'Make one article free to read whatever its publication sells (or undo with --off).',
    options: {
      article: { type: 'string', required: true, description: 'PII' },
      off: { type: 'boolean', description: 'remove the override' },
    },
    async run(ctx, values) {
      const pii = req(values, 'article');
      await articleIdByPii(ctx, pii);
      await createEntitlementRepository(ctx.pool).setFreeToRead(pii, !values.off);
      return { message: `${pii} is ${values.off ? 'no longer' : 'now'} free to read` };
    },
  },
  ...PUBLISHER_LINK_COMMANDS,
  ...SUBSTANCE_COMMANDS,
  EXAM_IMPORT_COMMAND,
  ENHANCED_READER_COMMAND,
  ...JOURNAL_COMMANDS,
  {
    name: 'subscription:add',
    summary: 'Subscribe an institution to a publication, for content of the given years (inclusive; open-ended when omitted).',
    options: {
      institution: { type: 'string', required: true, description: 'institution slug' },
      publication: { type: 'string', required: true, description: 'publication slug' },
      from: { type: 'string', description: 'first year of content covered' },
      to: { type: 'string', description: 'last year of content covered' },
    },
    async run(ctx, values) {
      const institution = await institutionBySlug(ctx, req(values, 'institution'));
      const publicationId = await publicationIdBySlug(ctx, req(values, 'publication'));
      const fromYear = str(values, 'from') ? check(yearSchema, str(values, 'from'), 'from') : null;
      const toYear = str(values, 'to') ? check(yearSchema, str(values, 'to'), 'to') : null;
      if (fromYear !== null && toYear !== null && fromYear > toYear) throw new AdminError(`--from ${fromYear} is after --to ${toYear}`, 2);
      const id = await createEntitlementRepository(ctx.pool).addSubscription({
        institutionId: institution.id,
        publicationId,
        fromYear,
        toYear,
      });
      return { message: `subscription ${id}: ${institution.slug} → ${req(values, 'publication')} (${fromYear ?? '…'}–${toYear ?? '…'})` };
    },
  },
  {
    name: 'subscription:list',
    summary: 'List subscriptions (of one institution, or all).',
    options: { institution: { type: 'string', description: 'institution slug' } },
    async run(ctx, values) {
      const only = await institutionOption(ctx, values);
      const institutions = new Map((await createInstitutionRepository(ctx.pool).list()).map((i) => [i.id, i.slug]));
      const subscriptions = await createEntitlementRepository(ctx.pool).listSubscriptions(only?.id);
      return {
        empty: 'no subscriptions',
        rows: subscriptions.map((s) => ({
          id: s.id,
          institution: institutions.get(s.institutionId),
          publication: s.publicationSlug,
          from: s.fromYear,
          to: s.toYear,
        })),
      };
    },
  },
  removeByIdCommand('subscription', 'a subscription', (ctx, id) => createEntitlementRepository(ctx.pool).removeSubscription(id)),
  {
    name: 'grant:add',
    summary: 'Give a user or an institution access to one article or a whole publication.',
    options: {
      user: { type: 'string', description: "the user's e-mail (or --institution)" },
      institution: { type: 'string', description: 'institution slug (or --user)' },
      article: { type: 'string', description: 'PII (or --publication)' },
      publication: { type: 'string', description: 'publication slug (or --article)' },
      note: { type: 'string', description: 'why, for the record' },
    },
    async run(ctx, values) {
      if (Boolean(str(values, 'user')) === Boolean(str(values, 'institution')))
        throw new AdminError('grant:add: give exactly one of --user and --institution', 2);
      if (Boolean(str(values, 'article')) === Boolean(str(values, 'publication')))
        throw new AdminError('grant:add: give exactly one of --article and --publication', 2);
      const userId = str(values, 'user') ? (await userByEmail(ctx, str(values, 'user')!)).id : null;
      const institutionId = str(values, 'institution') ? (await institutionBySlug(ctx, str(values, 'institution')!)).id : null;
      const articleId = str(values, 'article') ? await articleIdByPii(ctx, str(values, 'article')!) : null;
      const publicationId = str(values, 'publication') ? await publicationIdBySlug(ctx, str(values, 'publication')!) : null;
      const id = await createEntitlementRepository(ctx.pool).addGrant({
        userId,
        institutionId,
        articleId,
        publicationId,
        note: str(values, 'note') ?? null,
      });
      return {
        message: `grant ${id}: ${str(values, 'user') ?? str(values, 'institution')} → ${str(values, 'article') ?? str(values, 'publication')}`,
      };
    },
  },
  {
    name: 'grant:list',
    summary: 'List admin grants.',
    options: {},
    async run(ctx) {
      const { rows } = await ctx.pool.query<Record<string, unknown>>(
        `SELECT g.id::text AS id, coalesce(u.email, i.slug) AS grantee, coalesce(a.pii, p.slug) AS content, g.note
           FROM access_grants g
           LEFT JOIN users u ON u.id = g.user_id LEFT JOIN institutions i ON i.id = g.institution_id
           LEFT JOIN articles a ON a.id = g.article_id LEFT JOIN publications p ON p.id = g.publication_id
          ORDER BY g.id`,
      );
      return { empty: 'no grants', rows };
    },
  },
  removeByIdCommand('grant', 'an admin grant', (ctx, id) => createEntitlementRepository(ctx.pool).removeGrant(id)),
  {
    name: 'sushi-key:create',
    summary: "Create a COUNTER SUSHI API key for an institution's librarians (printed once, stored hashed).",
    options: { institution: { type: 'string', required: true, description: 'institution slug' } },
    async run(ctx, values) {
      const institution = await institutionBySlug(ctx, req(values, 'institution'));
      const key = await createSushiKey(ctx.pool, institution.id);
      return { message: `SUSHI customer_id ${institution.id} (${institution.slug}), api_key (shown once): ${key}` };
    },
  },
  {
    name: 'vsi:create',
    summary: 'Create a virtual special issue of a journal.',
    options: {
      publication: { type: 'string', required: true, description: 'journal slug or ISSN' },
      title: { type: 'string', required: true, description: 'title' },
      description: { type: 'string', description: 'description' },
      editors: { type: 'string', description: 'guest editors, separated by ";"' },
    },
    async run(ctx, values) {
      try {
        const id = await createCollectionRepository(ctx.pool).createVsi({
          publication: req(values, 'publication'),
          title: req(values, 'title'),
          description: str(values, 'description'),
          editors: str(values, 'editors')?.split(';') ?? [],
        });
        return { message: `created virtual special issue ${id}` };
      } catch (error) {
        throw new AdminError((error as Error).message);
      }
    },
  },
  {
    name: 'vsi:add',
    summary: 'Add articles to a virtual special issue.',
    options: {
      vsi: { type: 'string', required: true, description: 'virtual special issue id' },
      articles: { type: 'string', required: true, description: 'PIIs separated by commas' },
    },
    async run(ctx, values) {
      const vsi = check(idSchema, req(values, 'vsi'), 'vsi');
      const piis = req(values, 'articles')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const bad = piis.filter((p) => !isValidPii(p));
      if (bad.length > 0) throw new AdminError(`--articles: not PIIs: ${bad.join(', ')}`, 2);
      try {
        const { added } = await createCollectionRepository(ctx.pool).addToVsi(vsi, piis);
        return { message: `added ${added} article(s) to virtual special issue ${vsi}` };
      } catch (error) {
        throw new AdminError((error as Error).message);
      }
    },
  },
];
