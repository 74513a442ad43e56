import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { DEMO_INSTITUTION, ensureDemoData } from '#src/admin/demo-data.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { accountConfigFor } from '#src/shared/account/account-config.ts';
import { deriveReader } from '#src/server/access/reader-derivation.ts';
import { toReaderInstitution } from '#src/server/access/reader-middleware.ts';
import { accountsOn } from '#tests/setup/account-app.ts';
import { listen, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/** `npm run admin -- institution:banner` and the banner an institution's readers then get (spec 001 §3 libraryBanner). */
let pool: pg.Pool;
const admin = (...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
const bannerRows = async () => (await pool.query('SELECT * FROM institution_library_banners ORDER BY institution_id')).rows;

beforeAll(async () => {
  pool = openTestPool();
  expect((await admin('institution:create', '--slug', 'east-library', '--name', 'East Library')).exitCode).toBe(0);
  expect((await admin('ip-range:add', '--institution', 'east-library', '--cidr', '192.0.2.0/24')).exitCode).toBe(0);
});
afterAll(async () => {
  await pool.end();
});

describe('institution:banner usage mistakes: exit 2, nothing stored', () => {
  it.each([
    [['institution:banner', '--position', 'RIGHT', '--text', 'X'], /institution:banner: missing --institution/],
    [
      ['institution:banner', '--institution', 'east-library', '--text', 'East Library'],
      /give --position ABOVE\|RIGHT\|DROPDOWN or --clear/,
    ],
    [
      ['institution:banner', '--institution', 'east-library', '--position', 'LEFT', '--text', 'X'],
      /--position: one of ABOVE, RIGHT, DROPDOWN/,
    ],
    [['institution:banner', '--institution', 'east-library', '--position', 'RIGHT'], /give --text, --image or both/],
    [
      ['institution:banner', '--institution', 'east-library', '--position', 'RIGHT', '--link', 'https://east.example/'],
      /give --text, --image or both/,
    ],
    [
      ['institution:banner', '--institution', 'east-library', '--position', 'RIGHT', '--text', 'X', '--link', 'javascript:alert(1)'],
      /--link: an http\(s\) URL/,
    ],
    [
      ['institution:banner', '--institution', 'east-library', '--position', 'RIGHT', '--text', 'X', '--link', '/about'],
      /--link: an http\(s\) URL/,
    ],
    [
      ['institution:banner', '--institution', 'east-library', '--position', 'ABOVE', '--image', '//evil.example/x.png'],
      /--image: an http\(s\) URL or a path on this site/,
    ],
    [
      ['institution:banner', '--institution', 'east-library', '--position', 'ABOVE', '--text', 'x'.repeat(201)],
      /--text: at most 200 characters/,
    ],
    [['institution:banner', '--institution', 'east-library', '--clear', '--position', 'RIGHT'], /--clear takes no --position/],
    [['institution:banner', '--institution', 'east-library', '--colour', 'red'], /Unknown option '--colour'/],
  ])('%j', async (args, message) => {
    const result = await admin(...args);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await bannerRows()).toEqual([]);
  });

  it('help lists the command with its options', async () => {
    expect((await admin('help')).stdout).toContain('institution:banner');
    const help = await admin('help', 'institution:banner');
    expect(help.stdout).toMatch(/--institution <value>.*\(required\)/);
    expect(help.stdout).toMatch(/--position <value>\s+ABOVE \| RIGHT \| DROPDOWN/);
    expect(help.stdout).toMatch(/--clear\s+remove the banner/);
  });
});

describe('institution:banner refusals: exit 1, nothing changed', () => {
  it('an unknown institution', async () => {
    expect(await admin('institution:banner', '--institution', 'nowhere', '--position', 'RIGHT', '--text', 'X')).toMatchObject({
      exitCode: 1,
      stderr: 'No institution with slug "nowhere". List them with: npm run admin -- institution:list\n',
    });
    expect(await bannerRows()).toEqual([]);
  });

  it('clearing a banner the institution does not have', async () => {
    expect(await admin('institution:banner', '--institution', 'east-library', '--clear')).toMatchObject({
      exitCode: 1,
      stderr: 'east-library has no library banner\n',
    });
  });
});

describe('setting, replacing and clearing a banner', () => {
  it('stores it, lists it, and every institution lookup carries it', async () => {
    const set = await admin(
      'institution:banner',
      '--institution',
      'east-library',
      '--position',
      'above',
      '--text',
      '  East   Library ',
      '--image',
      '/media/east.png',
      '--link',
      'https://library.east.example/',
    );
    expect(set).toMatchObject({
      exitCode: 0,
      stdout: 'library banner of east-library (ABOVE): "East Library" image /media/east.png → https://library.east.example/\n',
    });
    const banner = { position: 'ABOVE', text: 'East Library', imageUrl: '/media/east.png', linkUrl: 'https://library.east.example/' };
    const institutions = createInstitutionRepository(pool);
    expect((await institutions.findBySlug('east-library'))?.libraryBanner).toEqual(banner);
    expect((await institutions.forAddress('192.0.2.9'))?.libraryBanner).toEqual(banner);
    const list = JSON.parse((await admin('institution:list', '--json')).stdout) as Record<string, string>[];
    expect(list.find((i) => i.slug === 'east-library')).toMatchObject({ banner: 'ABOVE' });
  });

  it('replaces it: the old values do not linger', async () => {
    expect(
      (await admin('institution:banner', '--institution', 'east-library', '--position', 'DROPDOWN', '--text', 'Ask a librarian')).exitCode,
    ).toBe(0);
    expect((await createInstitutionRepository(pool).findBySlug('east-library'))?.libraryBanner).toEqual({
      position: 'DROPDOWN',
      text: 'Ask a librarian',
      imageUrl: null,
      linkUrl: null,
    });
    expect(await bannerRows()).toHaveLength(1);
  });

  it('clears it', async () => {
    expect(await admin('institution:banner', '--institution', 'east-library', '--clear')).toMatchObject({
      exitCode: 0,
      stdout: 'removed the library banner of east-library\n',
    });
    expect((await createInstitutionRepository(pool).findBySlug('east-library'))?.libraryBanner).toBeNull();
  });

  it('the table refuses unsafe values written past the command', async () => {
    const { id } = (await createInstitutionRepository(pool).findBySlug('east-library'))!;
    const insert = (position: string, text: string | null, image: string | null, link: string | null) =>
      pool.query(
        'INSERT INTO institution_library_banners (institution_id, position, text, image_url, link_url) VALUES ($1, $2, $3, $4, $5)',
        [id, position, text, image, link],
      );
    await expect(insert('LEFT', 'X', null, null)).rejects.toThrow(/check constraint/);
    await expect(insert('RIGHT', null, null, 'https://east.example/')).rejects.toThrow(/check constraint/);
    await expect(insert('RIGHT', 'X', null, 'javascript:alert(1)')).rejects.toThrow(/check constraint/);
    await expect(insert('RIGHT', 'X', '//evil.example/x.png', null)).rejects.toThrow(/check constraint/);
    await expect(insert('RIGHT', 'X', '/\\evil.example/x.png', null)).rejects.toThrow(/check constraint/);
    await expect(insert('RIGHT', '   ', null, null)).rejects.toThrow(/check constraint/);
    expect(await bannerRows()).toEqual([]);
  });
});

describe('who gets the banner', () => {
  it("the institution's IP-range reader, through the same lookup the reader middleware makes; nobody else", async () => {
    expect(
      (
        await admin(
          'institution:banner',
          '--institution',
          'east-library',
          '--position',
          'RIGHT',
          '--text',
          'East Library',
          '--link',
          'https://library.east.example/',
        )
      ).exitCode,
    ).toBe(0);
    const institution = (await createInstitutionRepository(pool).forAddress('192.0.2.77'))!;
    const onCampus = deriveReader({
      user: null,
      sessionInstitution: null,
      ipInstitution: toReaderInstitution(institution),
      memberships: [],
    });
    expect(accountConfigFor(onCampus, institution).libraryBanner).toEqual({
      position: 'RIGHT',
      institutionName: 'East Library',
      text: 'East Library',
      imageUrl: null,
      imageAlt: '',
      linkUrl: 'https://library.east.example/',
    });
    const offCampus = deriveReader({ user: null, sessionInstitution: null, ipInstitution: null, memberships: [] });
    expect(accountConfigFor(offCampus, null).libraryBanner).toBeNull();
  });

  it("an image on the library's site is allowed by the CSP of its readers' pages only", async () => {
    expect(
      (
        await admin(
          'institution:banner',
          '--institution',
          'east-library',
          '--position',
          'ABOVE',
          '--text',
          'East Library',
          '--image',
          'https://cdn.east.example/logo.png',
        )
      ).exitCode,
    ).toBe(0);
    const running: RunningApp = await listen(
      createApp({
        access: ALL_CONTENT_OPEN,
        articles: createArticleRepository(pool),
        log: pino({ level: 'silent' }),
        accounts: accountsOn(pool),
        trustProxy: 'loopback',
      }),
    );
    try {
      const imgSrc = async (headers: Record<string, string>) => {
        const res = await fetch(`${running.base}/no-such-page`, { headers });
        return /img-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      };
      expect(await imgSrc({ 'X-Forwarded-For': '192.0.2.77' })).toBe("'self' data: https://cdn.east.example");
      expect(await imgSrc({})).toBe("'self' data:");
      expect(await imgSrc({ 'X-Forwarded-For': '203.0.113.5' })).toBe("'self' data:");
    } finally {
      await running.close();
    }
  });
});

describe('demo', () => {
  it('Lectern Demo University has a RIGHT banner, set once (the demo stays idempotent)', async () => {
    await ensureDemoData(pool, 'lectern-demo', () => {});
    await ensureDemoData(pool, 'lectern-demo', () => {});
    const demo = await createInstitutionRepository(pool).findBySlug(DEMO_INSTITUTION.slug);
    expect(demo?.libraryBanner).toEqual({
      position: 'RIGHT',
      text: 'Lectern Demo University Library',
      imageUrl: null,
      linkUrl: 'https://library.demo-university.example/',
    });
    expect(
      (await pool.query('SELECT count(*)::int AS n FROM institution_library_banners WHERE institution_id = $1', [demo!.id])).rows[0].n,
    ).toBe(1);
  });
});
