import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { accessBarConfigFrom } from '#src/shared/access-bar/access-bar-config.ts';
import { COOKIE_CONSENT_MODES, DEFAULT_COOKIE_CONSENT_MODE } from '#src/shared/cookie-preferences.ts';
import { parseExperiments } from '#src/shared/experiments.ts';

/** Every setting Lectern reads from the environment (documented in README "Configuration"). */
const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection string')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LECTERN_DATA_DIR: z.string().min(1).default('./data'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest XML file ingest accepts, in bytes. */
  LECTERN_MAX_XML_BYTES: z.coerce.number().int().positive().default(20 * 1024 * 1024),
  /** Folder of sample articles ingested on first start when the database is empty. */
  LECTERN_SAMPLES_DIR: z.string().min(1).default('./samples'),
  /** Set to 0 to skip ingesting the samples on first start. */
  LECTERN_SEED_SAMPLES: z.enum(['0', '1']).default('1'),
  /** Set to 0 to skip the demo set-up (subscription journals, demo institution, demo accounts) made with the samples. */
  LECTERN_DEMO: z.enum(['0', '1']).default('1'),
  /** Password of the demo accounts (README "Demo"). */
  LECTERN_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('lectern-demo'),
  /** Public origin used for canonical links and meta tags (e.g. https://journals.example.org). */
  PUBLIC_URL: z.string().url().optional().or(z.literal('').transform(() => undefined)),
  /**
   * Where article files are loaded from: `{base}/{attachment-eid}` (spec 000 §7). A path
   * ("/media", the default) is served by Lectern from its asset storage; an https:// URL points
   * at a CDN or object store that holds the files under the same names.
   */
  LECTERN_MEDIA_BASE_URL: z
    .string()
    .regex(/^(\/[A-Za-z0-9._~/-]*|https?:\/\/[^\s"'<>]+)$/, 'must be a path such as /media or an http(s):// URL')
    .default('/media')
    .transform((v) => v.replace(/\/+$/, '') || '/media'),
  /**
   * Base map tiles of the geospatial-data map (GD, spec 000 §3): an https:// URL template with
   * {z}, {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png). Unset: no tiles are
   * requested and the map shows the bundled Natural Earth world outline (offline).
   */
  LECTERN_MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, 'must be an http(s):// URL template')
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), 'must contain {z}, {x} and {y}')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Largest article package (zip, or a folder's files) ingest accepts, in bytes. */
  LECTERN_MAX_PACKAGE_BYTES: z.coerce.number().int().positive().default(1024 * 1024 * 1024),
  /** OAI-PMH repository identifier (oai:{id}:{pii}); a domain name. Default: the public host name. */
  LECTERN_OAI_REPOSITORY_ID: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]*(\.[A-Za-z][A-Za-z0-9-]*)+$/, 'must be a domain name such as journals.example.org')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** OAI-PMH Identify adminEmail. Default: postmaster@{public host}. */
  LECTERN_OAI_ADMIN_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
  /** Signs OAI-PMH resumption tokens; the same on every app server. Unset: a random key per process. */
  LECTERN_OAI_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(z.literal('').transform(() => undefined)),
  /**
   * A recommendation service's feedback URL (001 §5, §7): feedback the page sends to Lectern
   * (POST /sdfe/arp/recommendations/feedback, validated and stored) is also forwarded there.
   * Unset: Lectern keeps it only.
   */
  LECTERN_RECOMMENDATIONS_FEEDBACK_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, 'must be an http(s):// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long a forward of recommendation feedback may take, in milliseconds. */
  LECTERN_RECOMMENDATIONS_FEEDBACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** The site's name on its own pages (/about, /terms, /privacy …). */
  LECTERN_SITE_NAME: z.string().trim().min(1).max(120).default('Lectern').or(z.literal('').transform(() => 'Lectern')),
  /** Who runs the site, as a sentence says it ("the publisher", "Example University Press"). */
  LECTERN_PUBLISHER_NAME: z.string().trim().min(1).max(200).default('the publisher').or(z.literal('').transform(() => 'the publisher')),
  /** Contact address on /support, /advertise and /privacy. Unset: those pages say how to set it. */
  LECTERN_CONTACT_EMAIL: z.email().optional().or(z.literal('').transform(() => undefined)),
  /** Rights and content: the copyright-clearance service's address with {pii} / {doi}; unset = no link (001 §5). */
  LECTERN_RIGHTS_URL: z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https:// URL, e.g. https://rights.example.org/request?pii={pii}')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How the cookie banner asks (001 §2): opt-in (optional cookies off until allowed) or opt-out (on until turned off). */
  LECTERN_COOKIE_CONSENT: z.enum(COOKIE_CONSENT_MODES).default(DEFAULT_COOKIE_CONSENT_MODE).or(z.literal('').transform(() => DEFAULT_COOKIE_CONSENT_MODE)),
  /** Site-wide experiment flags, comma separated (src/shared/experiments.ts): header-sign-in. */
  LECTERN_EXPERIMENTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseExperiments(value);
      if (parsed.ok) return parsed.flags;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** The access bar's configuration override (JSON; src/shared/access-bar/access-bar-config.ts): checked here, so a typo stops start-up. */
  LECTERN_ACCESS_BAR_CONFIG: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        accessBarConfigFrom(value);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: e instanceof SyntaxError ? `not JSON: ${e.message}` : (e as Error).message });
      }
    }),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string };

/** Reads ./.env when present; variables already set in the environment win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment; throws a message naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.LECTERN_DATA_DIR) };
}
