import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { accessBarConfigFrom } from '#src/shared/access/access-bar-config.ts';
import { COOKIE_CONSENT_MODES, DEFAULT_COOKIE_CONSENT_MODE } from '#src/shared/site/cookie-preferences.ts';
import { deriveBrandColours, DEFAULT_PRIMARY_COLOR } from '#src/shared/site/brand-colours.ts';
import { LOGO_URL_PATTERN, parseFooterLinks } from '#src/shared/site/brand-settings.ts';
import { parseExperiments } from '#src/shared/site/experiments.ts';
import { parseCrawlPdfsSetting } from '#src/shared/access/publisher-links.ts';
import { DEFAULT_MENDELEY_DOWNLOAD_URL, DEFAULT_MENDELEY_IMPORTER_URL } from '#src/shared/citation/mendeley-button.ts';

/** Every setting Lectern reads from the environment (documented in README "Configuration"). */
const envSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection string')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** A streaming replica of DATABASE_URL for lag-tolerant reads (ADR 010); unset: every query on DATABASE_URL. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgresql:// connection string')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LECTERN_DATA_DIR: z.string().min(1).default('./data'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Largest XML file ingest accepts, in bytes. */
  LECTERN_MAX_XML_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  /** Folder of sample articles ingested on first start when the database is empty. */
  LECTERN_SAMPLES_DIR: z.string().min(1).default('./samples'),
  /** Set to 0 to skip ingesting the samples on first start. */
  LECTERN_SEED_SAMPLES: z.enum(['0', '1']).default('1'),
  /** Set to 0 to skip the demo set-up (subscription journals, demo institution, demo accounts) made with the samples. */
  LECTERN_DEMO: z.enum(['0', '1']).default('1'),
  /** Password of the demo accounts (README "Demo"); unset: DEFAULT_DEMO_PASSWORD, on a loopback host only (src/config/exposure.ts). */
  LECTERN_DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Public origin used for canonical links and meta tags (e.g. https://journals.example.org). */
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
  LECTERN_MAX_PACKAGE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  /** Times a queued ingest job (`npm run ingest:worker`) is tried again after it fails before it is left failed (dead letter). */
  LECTERN_INGEST_JOB_RETRIES: z.coerce.number().int('must be a whole number').min(0).max(20).default(2),
  /** Seconds before a failed ingest job is tried again (doubling with each retry). */
  LECTERN_INGEST_JOB_RETRY_SECONDS: z.coerce.number().int('must be a whole number of seconds').min(0).max(3600).default(30),
  /** OAI-PMH repository identifier (oai:{id}:{pii}); a domain name. Default: the public host name. */
  LECTERN_OAI_REPOSITORY_ID: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9-]*(\.[A-Za-z][A-Za-z0-9-]*)+$/, 'must be a domain name such as journals.example.org')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** OAI-PMH Identify adminEmail. Default: postmaster@{public host}. */
  LECTERN_OAI_ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Signs OAI-PMH resumption tokens; the same on every app server. Unset: a random key per process. */
  LECTERN_OAI_TOKEN_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
  LECTERN_SITE_NAME: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .default('Lectern')
    .or(z.literal('').transform(() => 'Lectern')),
  /** Who runs the site, as a sentence says it ("the publisher", "Example University Press"). */
  LECTERN_PUBLISHER_NAME: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .default('the publisher')
    .or(z.literal('').transform(() => 'the publisher')),
  /** The publisher's logo in the header (docs/design-system.md): an https:// image or a path of this site (a file of public/). */
  LECTERN_LOGO_URL: z
    .string()
    .trim()
    .regex(LOGO_URL_PATTERN, 'must be an https:// URL or a path of this site such as /brand/logo.svg (a file in public/)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The brand's primary colour (#rrggbb); refused when text on it cannot reach WCAG AA 4.5:1 (src/shared/site/brand-colours.ts). */
  LECTERN_PRIMARY_COLOR: z
    .string()
    .trim()
    .default(DEFAULT_PRIMARY_COLOR)
    .superRefine((value, ctx) => {
      const derived = deriveBrandColours(value);
      if (!derived.ok) ctx.addIssue({ code: 'custom', message: derived.message });
    }),
  /** The publisher's own footer links: JSON [{"label", "href"}] (src/shared/site/brand-settings.ts). */
  LECTERN_FOOTER_LINKS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const parsed = parseFooterLinks(value);
      if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message });
    }),
  /** A folder of Markdown site pages (about.md, advertise.md, support.md, terms.md, privacy.md) replacing content/site-pages. */
  LECTERN_SITE_PAGES_DIR: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Contact address on /support, /advertise and /privacy. Unset: those pages say how to set it. */
  LECTERN_CONTACT_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Rights and content: the copyright-clearance service's address with {pii} / {doi}; unset = no link (001 §5). */
  LECTERN_RIGHTS_URL: z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https:// URL, e.g. https://rights.example.org/request?pii={pii}')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The chemistry database the substance panel links to (001 §2 "a chemistry database (with an
   * analytics query parameter appended)"): an https:// URL with {name} and/or {cas}.
   */
  LECTERN_CHEMISTRY_DB_URL: z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https:// URL, e.g. https://pubchem.ncbi.nlm.nih.gov/compound/{name}')
    .refine((v) => v.includes('{name}') || v.includes('{cas}'), 'must contain {name} or {cas}')
    .default('https://pubchem.ncbi.nlm.nih.gov/compound/{name}')
    .or(z.literal('').transform(() => undefined)),
  /** The Mendeley button's importer (001 §4): an https:// URL; `{url}` becomes the article's address. */
  LECTERN_MENDELEY_IMPORTER_URL: z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https:// URL, e.g. https://www.mendeley.com/import/?url={url}')
    .default(DEFAULT_MENDELEY_IMPORTER_URL)
    .or(z.literal('').transform(() => DEFAULT_MENDELEY_IMPORTER_URL)),
  /** The Mendeley importer's download page, opened when the importer is absent (001 §4). */
  LECTERN_MENDELEY_DOWNLOAD_URL: z
    .string()
    .regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https:// URL, e.g. https://www.mendeley.com/reference-management/web-importer')
    .default(DEFAULT_MENDELEY_DOWNLOAD_URL)
    .or(z.literal('').transform(() => DEFAULT_MENDELEY_DOWNLOAD_URL)),
  /** How the cookie banner asks (001 §2): opt-in (optional cookies off until allowed) or opt-out (on until turned off). */
  LECTERN_COOKIE_CONSENT: z
    .enum(COOKIE_CONSENT_MODES)
    .default(DEFAULT_COOKIE_CONSENT_MODE)
    .or(z.literal('').transform(() => DEFAULT_COOKIE_CONSENT_MODE)),
  /** Site-wide experiment flags, comma separated (src/shared/site/experiments.ts): header-sign-in. */
  LECTERN_EXPERIMENTS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseExperiments(value);
      if (parsed.ok) return parsed.flags;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
  /** The access bar's configuration override (JSON; src/shared/access/access-bar-config.ts): checked here, so a typo stops start-up. */
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
  /**
   * The optional generative engine of Questions answered in this article: an OpenAI-compatible
   * chat-completions endpoint (a hosted API, or a local llama.cpp / vLLM / Ollama server). Unset:
   * answers are extractive only. `npm run qa` uses it; ingest always builds extractive answers.
   */
  LECTERN_QA_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, 'must be an http(s):// URL, e.g. http://127.0.0.1:8080/v1')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LECTERN_QA_API_KEY: z
    .string()
    .max(4096)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LECTERN_QA_MODEL: z
    .string()
    .trim()
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long one answer from the generative engine may take, in milliseconds. */
  LECTERN_QA_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** `development` (`npm run dev`: pages from Vite with hot reload), `production` (`npm start`), `test`. */
  /** Operations (README "Operations"): how long a new database connection may take to open, in milliseconds. */
  LECTERN_DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(3000),
  /** Longest SQL statement the web server runs (PostgreSQL statement_timeout; the client gives up 2 s later). 0: no limit. */
  LECTERN_DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** A transaction left idle this long is ended by PostgreSQL (idle_in_transaction_session_timeout). 0: no limit. */
  LECTERN_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Database connections per app process. */
  LECTERN_DB_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  /** How long /readyz waits for the database before answering 503. */
  LECTERN_READINESS_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(800),
  /** On SIGTERM/SIGINT: how long in-flight requests may take to finish before the pool and the database close. */
  LECTERN_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Load shedding (src/server/ops/admission.ts): requests one worker serves at once; the next ones wait for a slot. */
  LECTERN_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(8),
  /** A request's headers and body must arrive within this time (Node's requestTimeout; its headers within a third of it, at most 20 s). */
  LECTERN_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(290_000).default(60_000),
  /** Load shedding: longest a request waits for a slot; one that cannot expect a slot within it gets a fast 503 with Retry-After. */
  LECTERN_MAX_QUEUE_MS: z.coerce.number().int().min(10).max(60_000).default(500),
  /** Load shedding: most requests waiting for a slot per worker, whatever their expected wait. */
  LECTERN_MAX_QUEUE: z.coerce.number().int().min(0).max(100_000).default(256),
  /** Load shedding: with every slot busy, new requests get a fast 503 instead of a queue place while the event loop is later than this; 0: not watched. */
  LECTERN_MAX_EVENT_LOOP_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(150),
  /** COUNTER usage is stored in batches: longest a use waits before its batch is stored. */
  LECTERN_USAGE_BATCH_MS: z.coerce.number().int().min(1).max(10_000).default(50),
  /** COUNTER usage is stored in batches: a batch is stored at once when it holds this many uses. */
  LECTERN_USAGE_BATCH_ROWS: z.coerce.number().int().min(1).max(10_000).default(200),
  /** Worker processes serving (node cluster; the primary runs the database). Default: one per core in production, else 1. */
  LECTERN_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** `json` (one pino JSON object per line, the default) or `pretty` (coloured lines for a terminal). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /** Signs entitled, CSRF and recommendation tokens; the same on every app server. Unset: generated once per data folder (loopback only). */
  LECTERN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Days a sign-in lasts. */
  LECTERN_SESSION_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(365).default(14),
  /** Proxies whose X-Forwarded-For is believed (Express `trust proxy`). */
  LECTERN_TRUST_PROXY: z.string().optional(),
  /** Seconds a CDN may keep an anonymous article page (s-maxage; ADR 008: only when a trusted edge sets X-Lectern-Bucket: anonymous). */
  // At most 12 h each: a cached page's anonymous CSRF token (the day's, valid two days; ADR 005) must outlive its copy.
  LECTERN_PAGE_S_MAXAGE: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0)
    .max(43_200, 'must be at most 43200 seconds (12 hours)')
    .default(300),
  /** Seconds past that a CDN may serve it while it fetches a fresh one (stale-while-revalidate). */
  LECTERN_PAGE_STALE_WHILE_REVALIDATE: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0)
    .max(43_200, 'must be at most 43200 seconds (12 hours)')
    .default(60),
  /** Megabytes of whole anonymous article pages kept in each worker's memory (ADR 011); 0 turns the page render cache off. */
  LECTERN_RENDER_CACHE_MB: z.coerce.number().int('must be a whole number of megabytes').min(0).max(65_536).default(128),
  /** Price of one article purchase, in cents, and its ISO 4217 currency. */
  LECTERN_ARTICLE_PRICE_CENTS: z.coerce.number().int('must be a whole number of cents, 0 or more').min(0).default(3150),
  LECTERN_ARTICLE_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as USD')
    .default('USD')
    .transform((v) => v.toUpperCase()),
  /** Whether crawlers get the crawlable PDF address (src/shared/access/publisher-links.ts parses it). */
  LECTERN_CRAWL_PDFS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseCrawlPdfsSetting(value);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
      }
    }),
  /** Download caps and throttle per reader, crawler ranges exempt from them, enhanced-reader hosts (src/server/downloads/download-config.ts). */
  LECTERN_PDF_DAILY_CAP: z.coerce.number().int().min(0).optional(),
  LECTERN_ISSUE_DAILY_CAP: z.coerce.number().int().min(0).optional(),
  LECTERN_PDF_PER_MINUTE: z.coerce.number().int().min(0).optional(),
  LECTERN_CRAWLER_RANGES: z.string().optional(),
  LECTERN_READER_HOSTS: z.string().optional(),
  /** Chromium for PDF typesetting (and the end-to-end tests); unset: its headless shell when installed, else /usr/bin/chromium (src/server/downloads/download-config.ts). */
  CHROME_PATH: z.string().min(1).optional(),
  /** `npm run admin -- user:create` only: the new user's password. */
  LECTERN_NEW_USER_PASSWORD: z.string().optional(),
  /** Where `npm run build` puts the site and the host, relative to the package folder; `npm start` runs it from there. */
  LECTERN_BUILD_DIR: z.string().min(1).default('build'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; workers: number };

/** The variables the schema knows, for the test that keeps README and .env.example in step. */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** The generative engine's settings, or null when LECTERN_QA_API_URL is unset; a URL without a model is refused. */
export function qaEngineSettings(
  env: Pick<Env, 'LECTERN_QA_API_URL' | 'LECTERN_QA_API_KEY' | 'LECTERN_QA_MODEL' | 'LECTERN_QA_TIMEOUT_MS'>,
) {
  if (!env.LECTERN_QA_API_URL) return null;
  if (!env.LECTERN_QA_MODEL)
    throw new Error(
      'Invalid configuration:\n  LECTERN_QA_MODEL: must be set when LECTERN_QA_API_URL is (the model to ask, e.g. gpt-4o-mini or llama3.1)',
    );
  return {
    url: env.LECTERN_QA_API_URL,
    apiKey: env.LECTERN_QA_API_KEY ?? null,
    model: env.LECTERN_QA_MODEL,
    timeoutMs: env.LECTERN_QA_TIMEOUT_MS,
  };
}

/** Reads ./.env when present; variables already set in the environment win. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment; throws a message naming every bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable is an unset one (`FOO=` in .env or compose).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(source).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL) {
    throw new Error('Invalid configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (the primary the replica streams from)');
  }
  const workers = parsed.data.LECTERN_WORKERS ?? (parsed.data.NODE_ENV === 'production' ? availableParallelism() : 1);
  return { ...parsed.data, dataDir: path.resolve(parsed.data.LECTERN_DATA_DIR), workers };
}
