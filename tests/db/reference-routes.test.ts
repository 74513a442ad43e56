import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createAccessService } from '#src/server/access/article-access.server.ts';
import { deriveEntitledTokenKey, issueEntitledToken } from '#src/server/access/entitled-token.ts';
import { ALL_CONTENT_OPEN, createApp } from '#src/server/app.ts';
import { pdfLinkSource, setPdfTypesetting } from '#src/server/downloads/pdf-link.ts';
import { pdfPath } from '#src/shared/access/downloads/pdf-link-rules.ts';
import {
  problemSchema,
  referenceExternalLinksResponseSchema,
  referenceLinksResponseSchema,
  referencesResponseSchema,
} from '#src/shared/api/api-contract.ts';
import { sample, SAMPLES } from '../setup/samples.ts';
import { openTestPool } from '../setup/test-database.ts';
import { getJson, ingestAll, listen, piisBy, type RunningApp } from '../setup/test-app.ts';

/** Spec 001 §7 reference calls, on elife00573 (an insight citing elife00461) and an Elsevier article. */
describe('GET /sdfe/arp/pii/{pii}/references[/links|/external-links]/{documentReferences}', () => {
  let pool: pg.Pool;
  let running: RunningApp;
  let base: string;
  const piiOf: Record<string, string> = {};

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [sample('elife/elife00573.xml'), SAMPLES.elifeMostCited, SAMPLES.elsevier]);
    for (const [doi, pii] of Object.entries(await piisBy(pool, 'doi'))) piiOf[doi.toLowerCase()] = pii;
    const app = createApp({ access: ALL_CONTENT_OPEN, articles: createArticleRepository(pool), log: pino({ level: 'silent' }) });
    running = await listen(app);
    base = running.base;
  });
  afterAll(async () => {
    await running.close();
    await pool.end();
  });

  const get = (path: string) => getJson(base, path);
  const insight = () => piiOf['10.7554/elife.00573']!;

  it('/links lists the reference whose cited article is stored here, by refId and position', async () => {
    const res = await get(`/sdfe/arp/pii/${insight()}/references/links/12?entitledToken=abc&creditCardPurchaseAllowed=true`);
    expect(res.status).toBe(200);
    const body = referenceLinksResponseSchema.parse(res.body);
    expect(body).toEqual({
      pii: insight(),
      documentReferences: 12,
      links: [{ refId: 'bib3', position: 2, internal: { pii: piiOf['10.7554/elife.00461']!, pdf: null } }],
    });
  });

  it('/links agrees with /references on which references are internal', async () => {
    const all = referencesResponseSchema.parse((await get(`/sdfe/arp/pii/${insight()}/references`)).body);
    const links = referenceLinksResponseSchema.parse((await get(`/sdfe/arp/pii/${insight()}/references/links/${all.count}`)).body);
    expect(links.links.map((l) => l.refId)).toEqual(all.references.filter((r) => r.internal).map((r) => r.id));
  });

  it('/external-links gives the Crossref DOI of every reference that has one', async () => {
    const res = await get(`/sdfe/arp/pii/${insight()}/references/external-links/12`);
    expect(res.status).toBe(200);
    const body = referenceExternalLinksResponseSchema.parse(res.body);
    expect(body.links).toHaveLength(12);
    expect(body.links[0]).toEqual({ refId: 'bib1', position: 0, external: { scopusHubEid: null, crossRefDoi: '10.1038/308032a0' } });
    expect(body.links.find((l) => l.refId === 'bib5')?.external.crossRefDoi).toBe('10.1016/S0304-3991(78)80038-2');
  });

  it('works for an Elsevier article, whose DOIs come from ce:doi', async () => {
    const pii = 'S0960148113002048';
    const all = referencesResponseSchema.parse((await get(`/sdfe/arp/pii/${pii}/references`)).body);
    const res = await get(`/sdfe/arp/pii/${pii}/references/external-links/${all.count}`);
    expect(res.status).toBe(200);
    const body = referenceExternalLinksResponseSchema.parse(res.body);
    const withDoi = all.references.filter((r) => r.doi).map((r) => r.id);
    expect(body.links.map((l) => l.refId)).toEqual(withDoi);
  });

  it.each([
    ['not a number', 'twelve'],
    ['negative', '-1'],
    ['fractional', '1.5'],
    ['too long', '1234567'],
  ])('400 naming documentReferences when it is %s', async (_case, value) => {
    for (const kind of ['links', 'external-links']) {
      const res = await get(`/sdfe/arp/pii/${insight()}/references/${kind}/${value}`);
      expect(res.status).toBe(400);
      expect(res.type).toContain('application/problem+json');
      const problem = problemSchema.parse(res.body);
      expect(problem.parameter).toBe('documentReferences');
      expect(problem.detail).toContain('documentReferences');
    }
  });

  it('409 when the count is not the stored one (a page from before a re-ingest)', async () => {
    const res = await get(`/sdfe/arp/pii/${insight()}/references/links/13`);
    expect(res.status).toBe(409);
    expect(problemSchema.parse(res.body)).toMatchObject({
      parameter: 'documentReferences',
      detail: 'The article has 12 references, not 13',
    });
  });

  it('400 naming a bad query parameter, 404 for an unknown article', async () => {
    const bad = await get(`/sdfe/arp/pii/${insight()}/references/links/12?preventDocumentDelivery=maybe`);
    expect(bad.status).toBe(400);
    expect(problemSchema.parse(bad.body).parameter).toBe('preventDocumentDelivery');
    const missing = await get('/sdfe/arp/pii/S0000000000000000/references/links/0');
    expect(missing.status).toBe(404);
    expect(problemSchema.parse(missing.body).detail).toBe('No article with PII S0000000000000000');
  });
});

/**
 * 001 §7 /links "internal (pii, pdf)": with the site's access service, `pdf` is the cited article's
 * PDF as its own page offers it to this reader (View PDF): a link once a PDF can be produced,
 * null while none can.
 */
describe("GET /sdfe/arp/pii/{pii}/references/links: the cited article's PDF", () => {
  const KEY = deriveEntitledTokenKey('a test site secret of at least thirty-two characters');
  let pool: pg.Pool;
  let running: RunningApp;
  const piiOf: Record<string, string> = {};

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [sample('elife/elife00573.xml'), SAMPLES.elifeMostCited]);
    for (const [doi, pii] of Object.entries(await piisBy(pool, 'doi'))) piiOf[doi.toLowerCase()] = pii;
    const access = createAccessService({ entitlements: createEntitlementRepository(pool), tokenKey: KEY, pdfLink: pdfLinkSource() });
    running = await listen(createApp({ access, articles: createArticleRepository(pool), log: pino({ level: 'silent' }) }));
  });
  afterAll(async () => {
    setPdfTypesetting(() => false);
    await running.close();
    await pool.end();
  });

  const internalPdf = async () => {
    const insight = piiOf['10.7554/elife.00573']!;
    // The page's entitledToken for this reader (an anonymous reader at the loopback address).
    const token = issueEntitledToken(KEY, insight, 'a:127.0.0.1');
    const res = await getJson(running.base, `/sdfe/arp/pii/${insight}/references/links/12?entitledToken=${encodeURIComponent(token)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return referenceLinksResponseSchema.parse(res.body).links.map((l) => [l.refId, l.internal.pdf]);
  };

  it('null while no PDF can be produced; the PDF link of the open-access article once one can', async () => {
    setPdfTypesetting(() => false);
    expect(await internalPdf()).toEqual([['bib3', null]]);
    setPdfTypesetting(() => true);
    const cited = piiOf['10.7554/elife.00461']!;
    expect(await internalPdf()).toEqual([['bib3', pdfPath(cited)]]);
  });
});
