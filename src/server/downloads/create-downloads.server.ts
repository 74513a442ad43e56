import type pg from 'pg';
import { createDownloadRepository } from '#src/db/download-repository.server.ts';
import type { AssetStorage } from '#src/storage/asset-storage.ts';
import type { UsageRecorder } from '../counter/usage-event.ts';
import { downloadConfig, type DownloadConfig } from './download-config.ts';
import type { DownloadRouterOptions } from './download-context.ts';
import { setPdfTypesetting } from './pdf-link.ts';
import { createPdfService } from './pdf-service.server.ts';
import { createPdfTypesetter, type PdfTypesetter } from './pdf-typesetter.server.ts';

export type DownloadsSetup = Omit<DownloadRouterOptions, 'log' | 'access'> & { typesetter: PdfTypesetter; close(): Promise<void> };

/**
 * The download routes' services for the server: the repository, the shared Chromium
 * typesetter (probed now; without a usable Chromium it says so once and PDF links become
 * urlType 'none') and the settings from the environment.
 */
export function createDownloads(
  pool: pg.Pool,
  storage: AssetStorage,
  options: { say: (message: string) => void; usage?: UsageRecorder; config?: DownloadConfig },
): DownloadsSetup {
  const config = options.config ?? downloadConfig({});
  const repo = createDownloadRepository(pool);
  const typesetter = createPdfTypesetter({ chromePath: config.chromePath, concurrency: 2, say: options.say });
  setPdfTypesetting(() => typesetter.available);
  return {
    repo,
    storage,
    config,
    typesetter,
    pdfs: createPdfService(repo, storage, typesetter),
    ...(options.usage ? { usage: options.usage } : {}),
    // Once closed, this process typesets no more: its PDF links say so again.
    close: () => {
      setPdfTypesetting(() => false);
      return typesetter.close();
    },
  };
}
