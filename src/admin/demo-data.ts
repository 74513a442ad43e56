import type pg from 'pg';
import { createAccountRepository } from '#src/db/account-repository.server.ts';
import { createCollectionRepository } from '#src/db/collection-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import { createLibraryBannerRepository } from '#src/db/library-banner-repository.server.ts';
import { slugify } from '#src/shared/identifiers/slug.ts';
import { ensureDemoJournalProfiles } from './demo-journal-profiles.ts';

/**
 * The demo set-up made on first start over the bundled samples, so the
 * site shows every access path. The samples are all openly licensed in their XML; the demo
 * sells twelve of the Elsevier journals by subscription (the publication's business model wins
 * over the article's licence flags), so an anonymous visitor meets the preview layout there,
 * a member of the demo institution reads them in full and an individual can buy one.
 */
export const DEMO_SUBSCRIPTION_JOURNALS = [
  'Advances in Mathematics',
  'Earth and Planetary Science Letters',
  'Fuel',
  'Journal of Computer and System Sciences',
  'Journal of Number Theory',
  'Planetary and Space Science',
  'Materials Letters',
  'Journal of Biotechnology',
  'Plant Science',
  'Neuromuscular Disorders',
  'Acta Materialia',
  'NeuroImage: Clinical',
] as const;

export const DEMO_INSTITUTION = {
  slug: 'demo-university',
  name: 'Lectern Demo University',
  /** Documentation ranges (RFC 5737, RFC 3849): never loopback, never a real network. */
  ranges: ['198.51.100.0/24', '2001:db8:1ec7::/48'],
  accessCode: 'demo-university-access',
  linkResolverUrl: 'https://resolver.demo-university.example/openurl',
  /** The library banner its readers see at the right of the site header (spec 001 §3 libraryBanner). */
  libraryBanner: {
    position: 'RIGHT',
    text: 'Lectern Demo University Library',
    imageUrl: null,
    linkUrl: 'https://library.demo-university.example/',
  },
} as const;

export const DEMO_ACCOUNTS = [
  { email: 'reader@lectern.demo', name: 'Dana Reader', role: 'individual' },
  { email: 'member@lectern.demo', name: 'Mo Member', role: 'member' },
  { email: 'admin@lectern.demo', name: 'Ada Admin', role: 'admin' },
] as const;

/** The eLife cryo-EM cluster of the samples (see samples/README.md), as a virtual special issue. */
const DEMO_VSI = {
  publication: 'elife',
  title: 'Cryo-electron microscopy in eLife',
  editors: ['Lectern demo editorial team'],
  articles: ['00461', '03665', '03678', '01963', '03080', '06380', '06664', '06980'].map((n) => `10.7554/eLife.${n}`),
};

/** Creates the demo set-up; idempotent (does nothing when the demo institution exists). */
export async function ensureDemoData(pool: pg.Pool, password: string, say: (message: string) => void): Promise<void> {
  const institutions = createInstitutionRepository(pool);
  if (await institutions.findBySlug(DEMO_INSTITUTION.slug)) return;
  const entitlements = createEntitlementRepository(pool);
  const accounts = createAccountRepository(pool);

  const institution = await institutions.create({
    slug: DEMO_INSTITUTION.slug,
    name: DEMO_INSTITUTION.name,
    accessCode: DEMO_INSTITUTION.accessCode,
    linkResolverUrl: DEMO_INSTITUTION.linkResolverUrl,
  });
  if (!institution) return;
  for (const range of DEMO_INSTITUTION.ranges) await institutions.addRange(institution.id, range);
  await createLibraryBannerRepository(pool).set(institution.id, DEMO_INSTITUTION.libraryBanner);

  let subscribed = 0;
  for (const title of DEMO_SUBSCRIPTION_JOURNALS) {
    const slug = slugify(title);
    if (!(await entitlements.setBusinessModel(slug, 'subscription'))) continue;
    const publicationId = await entitlements.publicationIdBySlug(slug);
    if (publicationId) await entitlements.addSubscription({ institutionId: institution.id, publicationId });
    subscribed += 1;
  }

  for (const account of DEMO_ACCOUNTS) {
    const user = await accounts.createUser({
      email: account.email,
      name: account.name,
      password,
      isAdmin: account.role === 'admin',
      privilegeType: account.role === 'admin' ? 'PRIVILEGED' : 'NONE',
    });
    if (user && account.role === 'member') await accounts.addMembership(user.id, institution.id);
  }

  const collections = createCollectionRepository(pool);
  try {
    const vsi = await collections.createVsi({ publication: DEMO_VSI.publication, title: DEMO_VSI.title, editors: DEMO_VSI.editors });
    const { rows } = await pool.query<{ pii: string }>(
      'SELECT pii FROM articles WHERE lower(doi) = ANY($1::text[]) ORDER BY publication_date, id',
      [DEMO_VSI.articles.map((d) => d.toLowerCase())],
    );
    await collections.addToVsi(
      vsi,
      rows.map((r) => r.pii),
    );
  } catch (error) {
    say(`demo: no virtual special issue (${(error as Error).message})`);
  }
  const profiles = await ensureDemoJournalProfiles(pool);
  say(
    `demo: ${subscribed} subscription journals, ${profiles} journal pages with aims and scope and editorial board, institution "${DEMO_INSTITUTION.name}" (${DEMO_INSTITUTION.ranges.join(', ')}), ` +
      `accounts ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} — see README "Demo". Set LECTERN_DEMO=0 for a site without them.`,
  );
}
