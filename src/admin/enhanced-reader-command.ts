import { AdminError, str, type AdminCommand } from './admin-command.ts';
import { articleIdByPii, publicationIdBySlug } from './content-lookup.ts';

/**
 * `reader:enhanced (--publication <slug> | --article <pii>) [--off | --inherit]` (001 §2
 * "Enhanced reader … only when the article has the enhanced-reader setting"): View PDF then
 * opens /sdfe/reader/pii/{pii}/pdf in a new tab on the site's own hosts (LECTERN_READER_HOSTS).
 * An article's own setting wins over its publication's; --inherit clears it.
 */
export const ENHANCED_READER_COMMAND: AdminCommand = {
  name: 'reader:enhanced',
  summary:
    'Turn the enhanced PDF reader on (or --off) for a publication or one article; --inherit makes an article follow its publication.',
  options: {
    publication: { type: 'string', description: 'publication slug (all its articles)' },
    article: { type: 'string', description: 'one article, by PII' },
    off: { type: 'boolean', description: 'turn it off' },
    inherit: { type: 'boolean', description: "an article only: follow its publication's setting" },
  },
  async run(ctx, values) {
    const slug = str(values, 'publication');
    const pii = str(values, 'article');
    if (Boolean(slug) === Boolean(pii)) throw new AdminError('reader:enhanced: give --publication <slug> or --article <pii>', 2);
    if (values.off && values.inherit) throw new AdminError('reader:enhanced: give --off or --inherit, not both', 2);
    const on = !values.off;
    if (slug) {
      if (values.inherit) throw new AdminError('reader:enhanced: --inherit is for an article', 2);
      await ctx.pool.query('UPDATE publications SET enhanced_reader = $2 WHERE id = $1', [await publicationIdBySlug(ctx, slug), on]);
      return { message: `enhanced reader ${on ? 'on' : 'off'} for the articles of ${slug}` };
    }
    const value = values.inherit ? null : on;
    await ctx.pool.query('UPDATE articles SET enhanced_reader = $2 WHERE id = $1', [await articleIdByPii(ctx, pii!), value]);
    return {
      message:
        value === null ? `${pii} follows its publication's enhanced-reader setting` : `enhanced reader ${on ? 'on' : 'off'} for ${pii}`,
    };
  },
};
