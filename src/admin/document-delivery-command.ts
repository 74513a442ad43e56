import { createDocumentDeliveryRepository } from '#src/db/document-delivery-repository.server.ts';
import { documentDeliveryUrlSchema } from '#src/admin/document-delivery-url.ts';
import { AdminError, check, str, type AdminCommand, type Values } from './admin-command.ts';
import { institutionBySlug } from './institution-lookup.ts';

/** The URL the options set (null: --clear), or a usage error (exit 2) saying what is wrong. */
export function documentDeliveryChangeOf(values: Values): string | null {
  const url = str(values, 'url');
  if (values.clear && url !== undefined) throw new AdminError('institution:document-delivery: give --url or --clear, not both', 2);
  if (values.clear) return null;
  if (url === undefined || url.trim() === '') throw new AdminError('institution:document-delivery: give --url <http(s) URL> or --clear', 2);
  return check(documentDeliveryUrlSchema, url, 'url');
}

/**
 * `institution:document-delivery --institution <slug> (--url URL | --clear)`: the library's
 * document-delivery service (spec 000 §3 urlType order, 001 §3 accessOptions linkType ORDER).
 * Its readers who are not entitled to an article and may not buy it here (institution created
 * with --no-cart) see "Order Document", posting the article's pii, doi and title to the URL in
 * a new window. Usage mistakes exit 2, an unknown institution exits 1, both before anything is written.
 */
export const DOCUMENT_DELIVERY_COMMAND: AdminCommand = {
  name: 'institution:document-delivery',
  summary:
    'Set (or --clear) the library\'s document-delivery service: readers who may not buy an article get "Order Document", posting its pii, doi and title there.',
  options: {
    institution: { type: 'string', required: true, description: 'institution slug' },
    url: { type: 'string', description: "the service's http(s) URL (the order form is POSTed to it in a new window)" },
    clear: { type: 'boolean', description: 'remove the service' },
  },
  async run(ctx, values) {
    const url = documentDeliveryChangeOf(values);
    const institution = await institutionBySlug(ctx, str(values, 'institution') ?? '');
    const repo = createDocumentDeliveryRepository(ctx.pool);
    if (url === null) {
      if (!institution.documentDeliveryUrl) throw new AdminError(`${institution.slug} has no document-delivery service`);
      await repo.set(institution.id, null);
      return { message: `removed the document-delivery service of ${institution.slug}` };
    }
    await repo.set(institution.id, url);
    const note =
      institution.allowCart && institution.creditCardPurchaseAllowed && !institution.preventTransactionalAccess
        ? ' (its readers may buy articles, so they see Purchase PDF instead of Order Document)'
        : institution.preventDocumentDelivery
          ? ' (document delivery is prevented for this institution, so its readers see no Order Document)'
          : '';
    return { message: `document-delivery service of ${institution.slug}: ${url}${note}` };
  },
};
