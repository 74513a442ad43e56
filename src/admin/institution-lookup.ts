import { createInstitutionRepository } from '#src/db/institution-repository.server.ts';
import type { InstitutionRecord } from '#src/shared/account/account.ts';
import { AdminError, type AdminContext } from './admin-command.ts';

/** The institution with this slug, or a refusal (exit 1) that says how to list them. */
export async function institutionBySlug(ctx: AdminContext, slug: string): Promise<InstitutionRecord> {
  const institution = await createInstitutionRepository(ctx.pool).findBySlug(slug);
  if (!institution) throw new AdminError(`No institution with slug "${slug}". List them with: npm run admin -- institution:list`);
  return institution;
}
