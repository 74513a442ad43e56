import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COMMANDS } from '#src/admin/admin-commands.ts';
import { runAdmin } from '#src/admin/run-admin.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createApp } from '#src/server/app.ts';
import { loadServerBuild } from '#tests/setup/account-app.ts';
import { fullAppOptions } from '#tests/setup/full-app.ts';
import { sample } from '#tests/setup/samples.ts';
import { ingestAll, listen, type RunningApp } from '#tests/setup/test-app.ts';
import { openTestPool } from '#tests/setup/test-database.ts';

/**
 * Document delivery (spec 000 §3 urlType order; 001 §3 accessOptions linkType ORDER,
 * userSettings.preventDocumentDelivery; 001 §4 "order PDF"): `npm run admin --
 * institution:document-delivery`, and the "Order Document" form an institution's readers who may
 * not buy an article then get on a subscription article their library does not subscribe to.
 */
const FUEL = 'S0016236113008041'; // Fuel, made a subscription journal below
const LIBRARY = { slug: 'west-library', name: 'West Library', range: '192.0.2.0/25', reader: '192.0.2.10' };
const SHOPPER = { slug: 'shop-college', name: 'Shop College', range: '192.0.2.128/25', reader: '192.0.2.200' };
const ORDER_URL = 'https://ill.west-library.example/order?via=lectern';

let pool: pg.Pool;
const admin = (...args: string[]) => runAdmin(args, ADMIN_COMMANDS, async () => ({ pool, close: async () => {} }));
const storedUrl = async (slug: string) =>
  (await pool.query<{ url: string | null }>('SELECT document_delivery_url AS url FROM institutions WHERE slug = $1', [slug])).rows[0]?.url;

beforeAll(async () => {
  pool = openTestPool();
  await ingestAll(pool, [sample(`elsevier/${FUEL}.norm-xml`)]);
  const slug = (
    await pool.query<{ slug: string }>('SELECT p.slug FROM publications p JOIN articles a ON a.publication_id = p.id WHERE a.pii = $1', [
      FUEL,
    ])
  ).rows[0]!.slug;
  expect(await createEntitlementRepository(pool).setBusinessModel(slug, 'subscription')).toBe(true);
  for (const [institution, cart] of [
    [LIBRARY, ['--no-cart']],
    [SHOPPER, []],
  ] as const) {
    expect((await admin('institution:create', '--slug', institution.slug, '--name', institution.name, ...cart)).exitCode).toBe(0);
    expect((await admin('ip-range:add', '--institution', institution.slug, '--cidr', institution.range)).exitCode).toBe(0);
  }
}, 120_000);
afterAll(async () => {
  await pool.end();
});

describe('institution:document-delivery usage mistakes: exit 2, nothing stored', () => {
  it.each([
    [['institution:document-delivery', '--url', ORDER_URL], /institution:document-delivery: missing --institution/],
    [['institution:document-delivery', '--institution', LIBRARY.slug], /give --url <http\(s\) URL> or --clear/],
    [['institution:document-delivery', '--institution', LIBRARY.slug, '--url', ORDER_URL, '--clear'], /give --url or --clear, not both/],
    [
      ['institution:document-delivery', '--institution', LIBRARY.slug, '--url', 'javascript:alert(1)'],
      /--url: a link must be an absolute http:\/\/ or https:\/\/ URL/,
    ],
    [['institution:document-delivery', '--institution', LIBRARY.slug, '--url', '/ill/order'], /--url: a link must be an absolute/],
    [
      ['institution:document-delivery', '--institution', LIBRARY.slug, '--url', `https://ill.example/${'a'.repeat(2000)}`],
      /--url: a link has at most 2000 characters/,
    ],
    [['institution:document-delivery', '--institution', LIBRARY.slug, '--colour', 'red'], /Unknown option '--colour'/],
  ])('%j', async (args, message) => {
    const result = await admin(...args);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await storedUrl(LIBRARY.slug)).toBeNull();
  });

  it('help lists the command with its options', async () => {
    expect((await admin('help')).stdout).toContain('institution:document-delivery');
    const help = await admin('help', 'institution:document-delivery');
    expect(help.stdout).toMatch(/--institution <value>.*\(required\)/);
    expect(help.stdout).toMatch(/--url <value>/);
    expect(help.stdout).toMatch(/--clear\s+remove the service/);
  });
});

describe('institution:document-delivery refusals: exit 1, nothing changed', () => {
  it('an unknown institution', async () => {
    expect(await admin('institution:document-delivery', '--institution', 'nowhere', '--url', ORDER_URL)).toMatchObject({
      exitCode: 1,
      stderr: 'No institution with slug "nowhere". List them with: npm run admin -- institution:list\n',
    });
  });

  it('clearing a service the institution does not have', async () => {
    expect(await admin('institution:document-delivery', '--institution', LIBRARY.slug, '--clear')).toMatchObject({
      exitCode: 1,
      stderr: 'west-library has no document-delivery service\n',
    });
  });

  it('the column refuses unsafe values written past the command', async () => {
    const write = (url: string) => pool.query('UPDATE institutions SET document_delivery_url = $2 WHERE slug = $1', [LIBRARY.slug, url]);
    await expect(write('javascript:alert(1)')).rejects.toThrow(/check constraint/);
    await expect(write('https://ill.example/"><script>')).rejects.toThrow(/check constraint/);
    await expect(write(`https://ill.example/${'a'.repeat(2000)}`)).rejects.toThrow(/check constraint/);
    expect(await storedUrl(LIBRARY.slug)).toBeNull();
  });
});

describe('what readers see on a subscription article', () => {
  let build: ServerBuild;
  let running: RunningApp;
  const page = async (address?: string) => {
    // Through an edge that names the anonymous bucket (ADR 008); the origin still decides by the address.
    const res = await fetch(`${running.base}/science/article/pii/${FUEL}`, {
      headers: { 'X-Lectern-Bucket': 'anonymous', ...(address ? { 'X-Forwarded-For': address } : {}) },
    });
    expect(res.status).toBe(200);
    return { res, html: await res.text() };
  };
  /** The order form: [method, action, target] and its inner HTML; null when there is none. */
  const orderForm = (html: string) => {
    const form = /<form ([^>]*data-pdf-url-type="order"[^>]*)>(.*?)<\/form>/s.exec(html);
    if (!form) return null;
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(form[1]!)?.[1];
    return { attrs: [attr('method'), attr('action'), attr('target')], inner: form[2]! };
  };
  let anonymousBefore: string;
  const formAction = (res: Response) => /form-action ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

  beforeAll(async () => {
    build = await loadServerBuild();
    running = await listen(createApp({ ...fullAppOptions(pool, build), trustProxy: 'loopback' }));
    anonymousBefore = (await page()).html;
    const set = await admin('institution:document-delivery', '--institution', LIBRARY.slug, '--url', `  ${ORDER_URL} `);
    expect(set).toMatchObject({ exitCode: 0, stdout: `document-delivery service of west-library: ${ORDER_URL}\n` });
  }, 180_000);
  afterAll(async () => {
    await running?.close();
  });

  it('institution:list shows the URL', async () => {
    const list = JSON.parse((await admin('institution:list', '--json')).stdout) as Record<string, string>[];
    expect(list.find((i) => i.slug === LIBRARY.slug)).toMatchObject({ documentDelivery: ORDER_URL, cart: 'no' });
    expect(list.find((i) => i.slug === SHOPPER.slug)).toMatchObject({ documentDelivery: '' });
  });

  it('an IP-range reader of an institution without a subscription that may not buy: "Order Document", a form to the library posting pii, doi and title', async () => {
    const { res, html } = await page(LIBRARY.reader);
    const form = orderForm(html);
    expect(form?.attrs).toEqual(['post', ORDER_URL, '_blank']);
    const inputs = [...form!.inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1], m[2]]);
    const doi = (await pool.query<{ doi: string }>('SELECT doi FROM articles WHERE pii = $1', [FUEL])).rows[0]!.doi;
    expect(inputs.map(([name]) => name)).toEqual(['pii', 'doi', 'title']);
    expect(inputs.slice(0, 2)).toEqual([
      ['pii', FUEL],
      ['doi', doi],
    ]);
    expect(inputs[2]![1]!.length).toBeGreaterThan(10);
    // This site's CSRF token never goes to another site.
    expect(form!.inner).not.toContain('_csrf');
    expect(form!.inner).toMatch(/<button type="submit" class="access-bar__action access-bar__action--button">Order Document<\/button>/);
    expect(html).not.toContain('Purchase PDF');
    // An ORDER link type leaves out the "no access" message (001 §4).
    expect(html).not.toContain('Your institution does not provide access to this article.');
    expect(res.headers.get('cache-control')).not.toMatch(/public/);
    // The page's Content-Security-Policy lets this one form go to the library, on every page of this reader.
    expect(formAction(res)).toBe("'self' https://ill.west-library.example");
    const home = await fetch(`${running.base}/`, { headers: { 'X-Forwarded-For': LIBRARY.reader } });
    expect(formAction(home)).toBe("'self' https://ill.west-library.example");
  });

  it('institution:settings refuses what is not on or off, and changes nothing', async () => {
    expect(await admin('institution:settings', '--institution', LIBRARY.slug)).toMatchObject({ exitCode: 2 });
    expect((await admin('institution:settings', '--institution', LIBRARY.slug, '--prevent-document-delivery', 'yes')).stderr).toContain(
      '--prevent-document-delivery: give on or off',
    );
    expect((await admin('institution:settings', '--institution', 'nowhere', '--cart', 'on')).exitCode).toBe(1);
    const row = (await pool.query('SELECT allow_cart, prevent_document_delivery FROM institutions WHERE slug = $1', [LIBRARY.slug]))
      .rows[0];
    expect(row).toEqual({ allow_cart: false, prevent_document_delivery: false });
  });

  it('with preventDocumentDelivery (institution:settings): no order link', async () => {
    expect(await admin('institution:settings', '--institution', LIBRARY.slug, '--prevent-document-delivery', 'on')).toMatchObject({
      exitCode: 0,
      stdout: 'west-library: prevent-document-delivery on\n',
    });
    try {
      const { html } = await page(LIBRARY.reader);
      expect(orderForm(html)).toBeNull();
      expect(html).not.toContain('Order Document');
      expect(html).toContain('Your institution does not provide access to this article.');
      expect(formAction((await page(LIBRARY.reader)).res)).toBe("'self'");
    } finally {
      expect((await admin('institution:settings', '--institution', LIBRARY.slug, '--prevent-document-delivery', 'off')).exitCode).toBe(0);
    }
  });

  it('an institution whose readers may buy: Purchase PDF, never Order Document (even with a URL)', async () => {
    expect(
      await admin('institution:document-delivery', '--institution', SHOPPER.slug, '--url', 'https://ill.shop-college.example/'),
    ).toMatchObject({
      exitCode: 0,
      stdout:
        'document-delivery service of shop-college: https://ill.shop-college.example/ (its readers may buy articles, so they see Purchase PDF instead of Order Document)\n',
    });
    const { html } = await page(SHOPPER.reader);
    expect(html).toContain('Purchase PDF');
    expect(html).not.toContain('Order Document');
    expect(formAction((await page(SHOPPER.reader)).res)).toBe("'self'");
  });

  it('an anonymous reader never sees it; the anonymous preview stays public and identical', async () => {
    const anonymous = await page();
    expect(anonymous.html).not.toContain('Order Document');
    expect(anonymous.html).not.toContain('ill.west-library.example');
    expect(anonymous.res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    // The same page as before any document-delivery URL existed (but for the per-response CSP nonce).
    const unNonced = (html: string) => html.replaceAll(/nonce="[^"]*"/g, 'nonce=""');
    expect(unNonced(anonymous.html)).toBe(unNonced(anonymousBefore));
    expect(formAction(anonymous.res)).toBe("'self'");
    // A reader from an address no institution claims, too.
    expect((await page('198.51.100.7')).html).not.toContain('Order Document');
  });

  it('without the URL: no order link', async () => {
    expect(await admin('institution:document-delivery', '--institution', LIBRARY.slug, '--clear')).toMatchObject({
      exitCode: 0,
      stdout: 'removed the document-delivery service of west-library\n',
    });
    expect(await storedUrl(LIBRARY.slug)).toBeNull();
    const { html } = await page(LIBRARY.reader);
    expect(html).not.toContain('Order Document');
    expect(html).toContain('Your institution does not provide access to this article.');
  });
});
