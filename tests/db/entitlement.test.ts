import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createEntitlementRepository, type ReaderIds } from '#src/db/entitlement-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { decideArticleAccess } from '#src/shared/access/entitlement.ts';
import { SAMPLES } from '../setup/samples.ts';
import { ingestAll, piisBy } from '../setup/test-app.ts';
import { openTestPool } from '../setup/test-database.ts';

/**
 * The entitlement repository gathers the facts the decision needs (spec 001 §6): business model,
 * free-to-read, subscriptions by publication year, paid orders and admin grants — each fact
 * for the right reader only.
 */
describe('entitlement repository + decision', () => {
  let pool: pg.Pool;
  let pii: string;
  let year: number;
  let articleId: string;
  let publicationId: string;
  let slug: string;
  let campus: string;
  let other: string;
  let buyer: string;
  let stranger: string;
  const repo = () => createEntitlementRepository(pool);
  const decide = async (ids: ReaderIds) => decideArticleAccess((await repo().articleAccessFacts(pii, ids))!.facts);
  const anonymous: ReaderIds = { userId: null, institutionIds: [] };

  beforeAll(async () => {
    pool = openTestPool();
    await ingestAll(pool, [SAMPLES.elsevier]);
    pii = Object.values(await piisBy(pool, 'doi'))[0]!;
    const { rows } = await pool.query<{ id: string; publication_id: string; publication_year: number; slug: string }>(
      'SELECT a.id, a.publication_id, a.publication_year, p.slug FROM articles a JOIN publications p ON p.id = a.publication_id WHERE a.pii = $1',
      [pii],
    );
    ({ id: articleId, publication_id: publicationId, publication_year: year, slug } = rows[0]!);
    const institutions = createInstitutionRepository(pool);
    campus = (await institutions.create({ slug: 'campus', name: 'Campus' }))!.id;
    other = (await institutions.create({ slug: 'other', name: 'Other' }))!.id;
    const accounts = createAccountRepository(pool);
    buyer = (await accounts.createUser({ email: 'buyer@example.org', name: 'Buyer', password: 'a long enough password' }))!.id;
    stranger = (await accounts.createUser({ email: 'stranger@example.org', name: 'Stranger', password: 'a long enough password' }))!.id;
  });
  afterAll(async () => {
    await pool.end();
  });

  it('an open-access Elsevier sample is free in a hybrid journal, not once the journal is subscription-only', async () => {
    expect(await decide(anonymous)).toMatchObject({ entitled: true, source: 'open-access', isContentVisible: true });
    expect(await repo().setBusinessModel(slug, 'subscription')).toBe(true);
    expect(await decide(anonymous)).toMatchObject({ entitled: false, source: null, isContentVisible: false });
  });

  it('free_to_read makes the one article free again; the open-access model frees the whole journal', async () => {
    await repo().setFreeToRead(pii, true);
    expect(await decide(anonymous)).toMatchObject({ entitled: true, source: 'free-to-read', counterAccessType: 'Free_To_Read' });
    await repo().setFreeToRead(pii, false);
    await repo().setBusinessModel(slug, 'open-access');
    expect(await decide(anonymous)).toMatchObject({ entitled: true, source: 'open-access' });
    await repo().setBusinessModel(slug, 'subscription');
  });

  it.each<[string, number | null, number | null, boolean]>([
    ['open-ended', null, null, true],
    ['covering the year exactly', 0, 0, true],
    ['ending the year before', null, -1, false],
    ['starting the year after', 1, null, false],
  ])('a subscription %s', async (_name, from, to, entitled) => {
    const id = await repo().addSubscription({
      institutionId: campus,
      publicationId,
      fromYear: from === null ? null : year + from,
      toYear: to === null ? null : year + to,
    });
    expect((await decide({ userId: null, institutionIds: [campus] })).entitled).toBe(entitled);
    expect((await decide({ userId: null, institutionIds: [other] })).entitled).toBe(false);
    expect(await repo().removeSubscription(id)).toBe(true);
  });

  it('a subscription names the institution for COUNTER', async () => {
    const id = await repo().addSubscription({ institutionId: campus, publicationId });
    expect(await decide({ userId: buyer, institutionIds: [campus] })).toEqual({
      entitled: true,
      source: 'subscription',
      isContentVisible: true,
      institutionId: campus,
      counterAccessType: 'Controlled',
    });
    expect((await repo().listSubscriptions(campus)).map((s) => s.publicationSlug)).toEqual([slug]);
    await repo().removeSubscription(id);
  });

  it('grants: to a user or an institution, for the article or its publication', async () => {
    for (const grant of [
      { userId: buyer, institutionId: null, articleId, publicationId: null },
      { userId: buyer, institutionId: null, articleId: null, publicationId },
      { userId: null, institutionId: campus, articleId, publicationId: null },
      { userId: null, institutionId: campus, articleId: null, publicationId },
    ]) {
      const id = await repo().addGrant({ ...grant, note: 'test' });
      const holder: ReaderIds = grant.userId ? { userId: buyer, institutionIds: [] } : { userId: null, institutionIds: [campus] };
      expect(await decide(holder)).toMatchObject({ entitled: true, source: 'grant', institutionId: grant.institutionId });
      expect((await decide({ userId: stranger, institutionIds: [other] })).entitled).toBe(false);
      expect(await repo().removeGrant(id)).toBe(true);
    }
    expect(await repo().listGrants()).toEqual([]);
  });

  it('a paid order entitles its buyer only; a failed one nobody; paying twice keeps one order', async () => {
    const order = { userId: buyer, articleId, provider: 'test', amountCents: 3150, currency: 'USD' };
    await repo().recordFailedOrder(order);
    expect((await decide({ userId: buyer, institutionIds: [] })).entitled).toBe(false);
    await repo().recordPaidOrder({ ...order, providerRef: 'test-1' });
    await repo().recordPaidOrder({ ...order, providerRef: 'test-2' });
    expect(await decide({ userId: buyer, institutionIds: [] })).toMatchObject({ entitled: true, source: 'purchase' });
    expect((await decide({ userId: stranger, institutionIds: [] })).entitled).toBe(false);
    const paid = await repo().paidOrders(buyer);
    expect(paid.map((p) => [p.pii, p.amountCents, p.currency])).toEqual([[pii, 3150, 'USD']]);
    expect(await repo().paidOrders(stranger)).toEqual([]);
  });

  it('knows which parts have data, and that an unknown PII has no facts', async () => {
    expect((await repo().articleAccessFacts(pii, anonymous))!.available).toMatchObject({ body: true, references: true, authors: true });
    expect((await repo().articleAccessFacts(pii, anonymous))!.facts.itemWeight).toBe('FULL-TEXT');
    expect(await repo().articleAccessFacts('S0000000000000000', anonymous)).toBeNull();
  });
});
