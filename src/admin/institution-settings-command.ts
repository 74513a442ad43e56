import type pg from 'pg';
import { AdminError, str, type AdminCommand, type Values } from './admin-command.ts';
import { institutionBySlug } from './institution-lookup.ts';

/** The institution's userSettings (spec 001 §3) an option turns on or off, and its column. */
const SETTINGS = {
  cart: { column: 'allow_cart', description: 'members may buy single articles (Purchase PDF)' },
  'credit-card-purchase': { column: 'credit_card_purchase_allowed', description: 'creditCardPurchaseAllowed: buying by card is allowed' },
  'prevent-transactional-access': {
    column: 'prevent_transactional_access',
    description: 'preventTransactionalAccess: no single-article purchases at all',
  },
  'prevent-document-delivery': { column: 'prevent_document_delivery', description: 'preventDocumentDelivery: no Order Document' },
} as const;
type Setting = keyof typeof SETTINGS;

/** The settings the options change, or a usage error (exit 2): each takes on or off, at least one is given. */
export function institutionSettingsOf(values: Values): Partial<Record<Setting, boolean>> {
  const changes: Partial<Record<Setting, boolean>> = {};
  for (const name of Object.keys(SETTINGS) as Setting[]) {
    const value = values[name];
    if (value === undefined) continue;
    if (value !== 'on' && value !== 'off') throw new AdminError(`--${name}: give on or off`, 2);
    changes[name] = value === 'on';
  }
  if (Object.keys(changes).length === 0) {
    throw new AdminError(
      `institution:settings: give at least one of ${Object.keys(SETTINGS)
        .map((n) => `--${n} on|off`)
        .join(', ')}`,
      2,
    );
  }
  return changes;
}

async function apply(pool: pg.Pool, institutionId: string, changes: Partial<Record<Setting, boolean>>): Promise<void> {
  const entries = Object.entries(changes) as [Setting, boolean][];
  const assignments = entries.map(([name], i) => `${SETTINGS[name].column} = $${i + 2}`).join(', ');
  await pool.query(`UPDATE institutions SET ${assignments} WHERE id = $1`, [institutionId, ...entries.map(([, on]) => on)]);
}

/**
 * `institution:settings --institution <slug> [--cart on|off] [--credit-card-purchase on|off]
 * [--prevent-transactional-access on|off] [--prevent-document-delivery on|off]`: what the
 * institution's readers may do besides reading what it subscribes to (spec 001 §3
 * userSettings; 001 §4 layout rule: Purchase PDF, Order Document). Usage mistakes exit 2, an
 * unknown institution exits 1, both before anything is written.
 */
export const INSTITUTION_SETTINGS_COMMAND: AdminCommand = {
  name: 'institution:settings',
  summary:
    "Turn an institution's purchase and document-delivery settings on or off (cart, card purchase, transactional access, document delivery).",
  options: {
    institution: { type: 'string', required: true, description: 'institution slug' },
    ...Object.fromEntries(
      Object.entries(SETTINGS).map(([name, s]) => [name, { type: 'string' as const, description: `on|off — ${s.description}` }]),
    ),
  },
  async run(ctx, values) {
    const changes = institutionSettingsOf(values);
    const institution = await institutionBySlug(ctx, str(values, 'institution') ?? '');
    await apply(ctx.pool, institution.id, changes);
    const said = Object.entries(changes)
      .map(([name, on]) => `${name} ${on ? 'on' : 'off'}`)
      .join(', ');
    return { message: `${institution.slug}: ${said}` };
  },
};
