import { z } from 'zod';
import { createPublisherLinksRepository, type PublisherLinksChange } from '#src/db/publisher-links-repository.server.ts';
import { isValidPii } from '#src/shared/identifiers/pii.ts';
import { publisherLinkUrlSchema, ssrnIdSchema } from '#src/admin/publisher-link-schemas.ts';
import { AdminError, check, str, type AdminCommand, type Values } from './admin-command.ts';

/**
 * Publisher-supplied access facts (spec 001 §3, §4): third-party journals and an article's SSRN
 * preprint id, open-manuscript and clinical-key links. Usage mistakes exit 2, refusals 1;
 * nothing is changed either way (every value is checked before the one UPDATE).
 */
/** The change article:set-links makes: --clear empties all three first, then the given ones are set. */
export function linksChangeOf(values: Values): PublisherLinksChange {
  const change: PublisherLinksChange = values.clear ? { ssrnId: null, openManuscriptUrl: null, clinicalKeyUrl: null } : {};
  const ssrn = str(values, 'ssrn-id');
  const manuscript = str(values, 'open-manuscript');
  const clinical = str(values, 'clinical-key');
  if (ssrn !== undefined) change.ssrnId = check(ssrnIdSchema, ssrn, 'ssrn-id');
  if (manuscript !== undefined) change.openManuscriptUrl = check(publisherLinkUrlSchema, manuscript, 'open-manuscript');
  if (clinical !== undefined) change.clinicalKeyUrl = check(publisherLinkUrlSchema, clinical, 'clinical-key');
  return change;
}

const shown = (v: string | null) => v ?? '—';

export const PUBLISHER_LINK_COMMANDS: readonly AdminCommand[] = [
  {
    name: 'publication:set-third-party',
    summary:
      "Mark a journal as hosted for another publisher (its articles offer the publisher's PDF through doi.org, no PDF or purchase here, no usage reporting), or undo with --off.",
    options: {
      publication: { type: 'string', required: true, description: 'publication slug or ISSN' },
      off: { type: 'boolean', description: 'a journal of this site again' },
    },
    async run(ctx, values) {
      const publication = check(z.string().trim().min(1).max(200), str(values, 'publication'), 'publication');
      const slug = await createPublisherLinksRepository(ctx.pool).setThirdParty(publication, !values.off);
      if (!slug)
        throw new AdminError(`No publication with slug or ISSN "${publication}". List them with: npm run admin -- publication:list`);
      return { message: values.off ? `${slug} is no longer third-party` : `${slug} is now third-party` };
    },
  },
  {
    name: 'article:set-links',
    summary:
      "Set an article's publisher links: SSRN preprint id (preprint banner), open manuscript and clinical-key URLs (http or https); --clear removes them.",
    options: {
      article: { type: 'string', required: true, description: 'PII' },
      'ssrn-id': { type: 'string', description: 'SSRN abstract id (digits), e.g. 2345678' },
      'open-manuscript': { type: 'string', description: 'URL of the openly available manuscript' },
      'clinical-key': { type: 'string', description: 'URL of the article at the clinical-information service' },
      clear: { type: 'boolean', description: 'remove all three links first (then set the ones given)' },
    },
    async run(ctx, values) {
      const pii = str(values, 'article') ?? '';
      if (!isValidPii(pii)) throw new AdminError(`--article: "${pii}" is not a PII (e.g. S0960148113002048)`, 2);
      const change = linksChangeOf(values);
      if (Object.keys(change).length === 0)
        throw new AdminError('article:set-links: give --ssrn-id, --open-manuscript, --clinical-key and/or --clear', 2);
      const repo = createPublisherLinksRepository(ctx.pool);
      if (!(await repo.setArticleLinks(pii, change))) throw new AdminError(`No article with PII ${pii}`);
      const now = (await repo.articleLinks(pii))!;
      return {
        message: `${pii}: SSRN id ${shown(now.ssrnId)}, open manuscript ${shown(now.openManuscriptUrl)}, clinical key ${shown(now.clinicalKeyUrl)}`,
      };
    },
  },
  {
    name: 'article-links:list',
    summary: 'List articles with publisher links, and third-party journals.',
    options: {},
    async run(ctx) {
      const repo = createPublisherLinksRepository(ctx.pool);
      const [articles, journals] = await Promise.all([repo.listArticleLinks(), repo.thirdPartyPublications()]);
      return {
        empty: 'no publisher links and no third-party journals: npm run admin -- article:set-links / publication:set-third-party',
        rows: [
          ...journals.map((j) => ({ item: j.slug, kind: 'third-party journal', ssrn: '', openManuscript: '', clinicalKey: '' })),
          ...articles.map((a) => ({
            item: a.pii,
            kind: `article (${a.publicationSlug})`,
            ssrn: a.ssrnId ?? '',
            openManuscript: a.openManuscriptUrl ?? '',
            clinicalKey: a.clinicalKeyUrl ?? '',
          })),
        ],
      };
    },
  },
];
