import { existsSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_DAILY_CAPS, DEFAULT_PDFS_PER_MINUTE } from '#src/shared/access/downloads/download-caps.ts';
import { parseRanges } from './address-ranges.ts';

/**
 * Settings of the download routes (README "Configuration"): daily caps per reader, the
 * per-minute throttle, crawler address ranges exempt from both, and the hosts the enhanced
 * reader opens on.
 */
const schema = z.object({
  LECTERN_PDF_DAILY_CAP: z.coerce.number().int().min(0).default(DEFAULT_DAILY_CAPS.pdf),
  LECTERN_ISSUE_DAILY_CAP: z.coerce.number().int().min(0).default(DEFAULT_DAILY_CAPS.issue),
  LECTERN_PDF_PER_MINUTE: z.coerce.number().int().min(0).default(DEFAULT_PDFS_PER_MINUTE),
  LECTERN_CRAWLER_RANGES: z.string().optional(),
  LECTERN_READER_HOSTS: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  CHROME_PATH: z.string().optional(),
});

/**
 * Debian's headless shell of the system Chromium (`apt-get install chromium-headless-shell`):
 * the same Blink and V8 without the full browser's window and compositor layers, so lighter per
 * PDF (and per end-to-end test, which drive the same default).
 */
export const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** CHROME_PATH when set (not empty); else the headless shell when installed, else the full browser. */
export function chromiumPath(configured: string | undefined, exists: (file: string) => boolean = existsSync): string {
  if (configured) return configured;
  return exists(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : '/usr/bin/chromium';
}

export interface DownloadConfig {
  pdfDailyCap: number;
  issueDailyCap: number;
  pdfsPerMinute: number;
  crawlerRanges: ReturnType<typeof parseRanges>;
  /** Host names (no port) the enhanced reader opens on. */
  readerHosts: string[];
  chromePath: string;
}

/** From the configuration (src/config), or `{}` for the defaults. */
export function downloadConfig(env: Readonly<Record<string, unknown>>): DownloadConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  let crawlerRanges: DownloadConfig['crawlerRanges'];
  try {
    crawlerRanges = parseRanges(e.LECTERN_CRAWLER_RANGES);
  } catch (error) {
    throw new Error(`Invalid configuration:\n  LECTERN_CRAWLER_RANGES: ${(error as Error).message}`, { cause: error });
  }
  const publicHost = e.PUBLIC_URL && URL.canParse(e.PUBLIC_URL) ? new URL(e.PUBLIC_URL).hostname : undefined;
  const readerHosts = e.LECTERN_READER_HOSTS
    ? e.LECTERN_READER_HOSTS.split(/[\s,]+/).filter(Boolean)
    : ['localhost', '127.0.0.1', '[::1]', ...(publicHost ? [publicHost] : [])];
  return {
    pdfDailyCap: e.LECTERN_PDF_DAILY_CAP,
    issueDailyCap: e.LECTERN_ISSUE_DAILY_CAP,
    pdfsPerMinute: e.LECTERN_PDF_PER_MINUTE,
    crawlerRanges,
    readerHosts,
    chromePath: chromiumPath(e.CHROME_PATH),
  };
}
