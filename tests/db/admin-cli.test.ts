import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { DEMO_ACCOUNTS, DEMO_INSTITUTION, DEMO_SUBSCRIPTION_JOURNALS, ensureDemoData } from '#src/admin/demo-data.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from '#src/db/article-summary.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { searchArticles } from '#src/db/search-repository.server.ts';
import { ingestAll } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/** `npm run admin -- …` against a real database: what the person at the keyboard sees. */
let pool: pg.Pool;
const admin = (...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));

beforeAll(async () => {
  pool = openTestPool();
  await ingestAll(pool, ['samples/elsevier', 'samples/elife/elife00461.xml', 'samples/elife/elife03665.xml']);
});
afterAll(async () => {
  await pool.end();
});

describe('usage mistakes: a clear message and exit code 2, nothing changed', () => {
  it.each([
    [[], /usage: npm run admin -- <command>/],
    [['nonsense'], /Unknown command "nonsense"/],
    [['institution:create', '--name', 'X'], /institution:create: missing --slug/],
    [['institution:create', '--slug', 'x', '--name', 'X', '--colour', 'red'], /Unknown option '--colour'/],
    [['institution:create', '--slug', 'Not A Slug', '--name', 'X'], /--slug: a slug is 1 to 63 lower-case letters/],
    [['institution:create', '--slug', 'x', '--name', 'X', '--link-resolver-url', 'javascript:alert(1)'], /--link-resolver-url:/],
    [['publication:set-model', '--publication', 'fuel', '--model', 'free'], /--model: .*subscription/],
    [['grant:add', '--article', 'S0016236113008041'], /exactly one of --user and --institution/],
    [['user:create', '--email', 'not-an-email', '--name', 'N'], /--email:/],
    [['subscription:remove', '--id', 'abc'], /--id: an id is a number/],
    [['vsi:add', '--vsi', '1', '--articles', 'S0016236113008041,<script>'], /not PIIs: <script>/],
  ])('%j', async (args, message) => {
    const before = (await pool.query('SELECT count(*)::int AS n FROM institutions')).rows[0].n;
    const result = await admin(...args);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(message);
    expect((await pool.query('SELECT count(*)::int AS n FROM institutions')).rows[0].n).toBe(before);
  });

  it('help lists every command and help <command> its options', async () => {
    const all = await admin('help');
    expect(all.exitCode).toBe(0);
    for (const command of ADMIN_COMMANDS) expect(all.stdout).toContain(command.name);
    const one = await admin('help', 'subscription:add');
    expect(one.stdout).toMatch(/--institution <value>.*\(required\)/);
  });
});

describe('institutions, ranges, members, subscriptions, grants and business models', () => {
  it('creates an institution with IPv4 and IPv6 ranges that the address lookup then finds', async () => {
    expect((await admin('institution:create', '--slug', 'north-library', '--name', 'North Library')).exitCode).toBe(0);
    expect((await admin('ip-range:add', '--institution', 'north-library', '--cidr', '192.0.2.0/24')).stdout).toMatch(
      /added 192\.0\.2\.0\/24/,
    );
    expect((await admin('ip-range:add', '--institution', 'north-library', '--cidr', '2001:db8:aa::/48')).exitCode).toBe(0);
    const bad = await admin('ip-range:add', '--institution', 'north-library', '--cidr', '300.1.1.0/24');
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/^--cidr: /);
    const institutions = createInstitutionRepository(pool);
    expect((await institutions.forAddress('192.0.2.77'))?.slug).toBe('north-library');
    expect((await institutions.forAddress('2001:db8:aa::5'))?.slug).toBe('north-library');
    expect(await institutions.forAddress('127.0.0.1')).toBeUndefined();
    const list = await admin('institution:list');
    expect(list.stdout).toMatch(/north-library\s+North Library\s+192\.0\.2\.0\/24 2001:db8:aa::\/48/);
    const duplicate = await admin('institution:create', '--slug', 'north-library', '--name', 'Again');
    expect(duplicate).toMatchObject({ exitCode: 1, stderr: 'An institution with slug "north-library" already exists\n' });
  });

  it('refuses references to things that do not exist, naming them', async () => {
    expect(await admin('ip-range:add', '--institution', 'nowhere', '--cidr', '192.0.2.0/24')).toMatchObject({
      exitCode: 1,
      stderr: expect.stringMatching(/^No institution with slug "nowhere"/),
    });
    expect((await admin('subscription:add', '--institution', 'north-library', '--publication', 'no-such-journal')).stderr).toMatch(
      /No publication with slug "no-such-journal"/,
    );
    expect((await admin('grant:add', '--user', 'ghost@example.org', '--publication', 'fuel')).stderr).toMatch(
      /No user with e-mail ghost@example.org/,
    );
    expect((await admin('article:set-free', '--article', 'S9999999999999999')).stderr).toMatch(/No article with PII S9999999999999999/);
  });

  it('creates users (generated password printed once, stored as argon2id), members and privileges', async () => {
    const created = await admin(
      'user:create',
      '--email',
      'Librarian@North.example',
      '--name',
      'Lee Librarian',
      '--admin',
      '--institution',
      'north-library',
    );
    expect(created.exitCode).toBe(0);
    const password = /password \(shown once\): (\S+)/.exec(created.stdout)?.[1];
    expect(password).toBeDefined();
    const accounts = createAccountRepository(pool);
    const user = await accounts.verifyPassword('librarian@north.example', password!);
    expect(user).toMatchObject({ isAdmin: true, privilegeType: 'NONE' });
    const stored = (await pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user!.id])).rows[0]!;
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(password!);
    expect((await accounts.memberships(user!.id)).map((i) => i.slug)).toEqual(['north-library']);
    expect((await admin('user:set', '--email', 'librarian@north.example', '--privilege', 'DATA_CHECKOUT')).exitCode).toBe(0);
    expect((await accounts.findById(user!.id))?.privilegeType).toBe('DATA_CHECKOUT');
    expect((await admin('user:create', '--email', 'librarian@north.example', '--name', 'Twice')).stderr).toMatch(/already exists/);
    expect((await admin('user:list')).stdout).toMatch(/Librarian@North\.example\s+Lee Librarian\s+yes\s+DATA_CHECKOUT/i);
  });

  it('sets business models, subscriptions with year ranges, grants, and lists them', async () => {
    expect((await admin('publication:set-model', '--publication', 'fuel', '--model', 'subscription')).stdout).toBe(
      'fuel is now subscription\n',
    );
    expect((await admin('publication:list')).stdout).toMatch(/fuel\s+Fuel\s+subscription\s+1/);
    const reversed = await admin(
      'subscription:add',
      '--institution',
      'north-library',
      '--publication',
      'fuel',
      '--from',
      '2015',
      '--to',
      '2010',
    );
    expect(reversed).toMatchObject({ exitCode: 2, stderr: '--from 2015 is after --to 2010\n' });
    expect(
      (await admin('subscription:add', '--institution', 'north-library', '--publication', 'fuel', '--from', '2010', '--to', '2013'))
        .exitCode,
    ).toBe(0);
    const subscriptions = JSON.parse((await admin('subscription:list', '--json')).stdout) as Array<Record<string, unknown>>;
    expect(subscriptions).toContainEqual(
      expect.objectContaining({ institution: 'north-library', publication: 'fuel', from: 2010, to: 2013 }),
    );
    expect((await admin('grant:add', '--institution', 'north-library', '--article', 'S0016236113008041', '--note', 'trial')).exitCode).toBe(
      0,
    );
    expect((await admin('grant:list')).stdout).toMatch(/north-library\s+S0016236113008041\s+trial/);
    const id = /^(\d+)/m.exec((await admin('grant:list')).stdout.split('\n')[2]!)?.[1];
    expect((await admin('grant:remove', '--id', id!)).exitCode).toBe(0);
    expect((await admin('grant:list')).stdout).toBe('no grants\n');
  });
});

describe('demo data', () => {
  it('sets up the subscription journals, the demo institution and the demo accounts, once', async () => {
    const said: string[] = [];
    await ensureDemoData(pool, 'demo-password-1', (m) => said.push(m));
    await ensureDemoData(pool, 'demo-password-1', (m) => said.push(m));
    expect(said.filter((m) => m.startsWith('demo: ') && m.includes('subscription journals'))).toHaveLength(1);
    const institutions = createInstitutionRepository(pool);
    const demo = await institutions.findBySlug(DEMO_INSTITUTION.slug);
    expect(demo?.name).toBe(DEMO_INSTITUTION.name);
    expect((await institutions.forAddress('198.51.100.7'))?.slug).toBe(DEMO_INSTITUTION.slug);
    expect(await institutions.forAddress('127.0.0.1')).toBeUndefined();
    const models = (await pool.query<{ title: string; business_model: string }>('SELECT title, business_model FROM publications')).rows;
    const subscribed = models
      .filter((m) => m.business_model === 'subscription')
      .map((m) => m.title)
      .sort();
    expect(subscribed).toEqual(
      models
        .filter((m) => (DEMO_SUBSCRIPTION_JOURNALS as readonly string[]).includes(m.title))
        .map((m) => m.title)
        .sort(),
    );
    expect(subscribed.length).toBeGreaterThan(5);
    expect(models.find((m) => m.title === 'Renewable Energy')?.business_model).toBe('hybrid');
    const accounts = createAccountRepository(pool);
    for (const account of DEMO_ACCOUNTS)
      expect(await accounts.verifyPassword(account.email, 'demo-password-1'), account.email).toBeDefined();
    const member = await accounts.findByEmail('member@lectern.demo');
    expect((await accounts.memberships(member!.id)).map((i) => i.slug)).toEqual([DEMO_INSTITUTION.slug]);
    expect(await accounts.findByEmail('admin@lectern.demo')).toMatchObject({ isAdmin: true, privilegeType: 'PRIVILEGED' });
    const vsi = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM virtual_special_issue_articles');
    expect(vsi.rows[0]!.n).toBe(2);
  });

  it('lists articles of subscription journals as not open access, whatever their XML licence says', async () => {
    const { rows } = await pool.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM articles a JOIN publications p ON p.id = a.publication_id WHERE p.title IN ('Fuel', 'Renewable Energy')`,
    );
    const summaries = rows.map(toSummary);
    expect(summaries.find((s) => s.publicationTitle === 'Fuel')?.openAccess).toBe(false);
    expect(summaries.find((s) => s.publicationTitle === 'Renewable Energy')?.openAccess).toBe(true);
    const all = await searchArticles(pool, { qs: 'coal', sort: 'relevance', page: 1, filters: {} });
    expect(JSON.stringify(all)).toContain('"publicationTitle":"Fuel"');
    const open = await searchArticles(pool, { qs: 'coal', sort: 'relevance', page: 1, filters: { openAccess: true } });
    expect(JSON.stringify(open)).not.toContain('"publicationTitle":"Fuel"');
  });
});
