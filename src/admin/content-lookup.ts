import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { AdminError, type AdminContext } from './admin-command.ts';

/** The id of the publication with this slug, or a refusal (exit 1) that says how to list them. */
export async function publicationIdBySlug(ctx: AdminContext, slug: string): Promise<string> {
  const id = await createEntitlementRepository(ctx.pool).publicationIdBySlug(slug);
  if (!id) throw new AdminError(`No publication with slug "${slug}". List them with: npm run admin -- publication:list`);
  return id;
}

/** The id of the article with this PII: a malformed PII is a usage error (exit 2), an unknown one a refusal (exit 1). */
export async function articleIdByPii(ctx: AdminContext, pii: string): Promise<string> {
  if (!isValidPii(pii)) throw new AdminError(`--article: "${pii}" is not a PII (e.g. S0960148113002048)`, 2);
  const id = await createEntitlementRepository(ctx.pool).articleIdByPii(pii);
  if (!id) throw new AdminError(`No article with PII ${pii}`);
  return id;
}
