import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import type { ServerBuild } from 'react-router';
import pino from 'pino';
import { createArticleRepository } from '#src/db/article-repository.server.ts';
import { createAssetRepository } from '#src/db/asset-repository.server.ts';
import { createBrowseRepository } from '#src/db/browse-repository.server.ts';
import { createJournalRepository } from '#src/db/journal-repository.server.ts';
import { createEntitlementRepository } from '#src/db/entitlement-repository.server.ts';
import { createFeedRepository } from '#src/db/feed-repository.server.ts';
import { createHarvestRepository } from '#src/db/harvest-repository.server.ts';
import { createSectionDataRepository } from '#src/db/section-data-repository.server.ts';
import { createEnrichedContentRepository } from '#src/db/enriched-content-repository.server.ts';
import { createQuestionRepository } from '#src/db/question-repository.server.ts';
import { createTopicRepository } from '#src/db/topic-repository.server.ts';
import { createUsageRepository } from '#src/db/usage-repository.server.ts';
import { createAccessService } from '#src/server/access/article-access.server.ts';
import { deriveEntitledTokenKey } from '#src/server/access/entitled-token.ts';
import { createSubstanceRepository } from '#src/db/substance-repository.server.ts';
import { createExamRepository } from '#src/db/exam-repository.server.ts';
import type { AppOptions } from '#src/server/app.ts';
import { createUsageRecorder } from '#src/server/counter/usage-recorder.server.ts';
import { createDownloads } from '#src/server/downloads/create-downloads.server.ts';
import { pdfLinkSource } from '#src/server/downloads/pdf-link.ts';
import { createFindingServices } from '#src/server/finding-services.ts';
import { deriveTokenKey } from '#src/server/oai/resumption-token.ts';
import { deriveRecommendationTokenKey } from '#src/server/recommendations/recommendation-token.ts';
import { localFolderStorage } from '#src/storage/local-folder-storage.server.ts';
import { createDeepZoomRepository } from '#src/db/deep-zoom-repository.server.ts';
import { deriveVmLinkKey } from '#src/server/virtual-microscope/vm-link.ts';
import { accountsOn } from './account-app.ts';

const SECRET = 'a test site secret of at least thirty-two characters';

/**
 * Every part of the site as `npm start` wires it (src/server/start.ts), on the test database;
 * `reads` in place of the lag-tolerant reads' pool, as there with DATABASE_READ_URL (ADR 010).
 */
export function fullAppOptions(pool: pg.Pool, build: ServerBuild, reads: pg.Pool = pool): AppOptions {
  const log = pino({ level: 'silent' });
  const storage = localFolderStorage(mkdtempSync(path.join(tmpdir(), 'lectern-assets-')));
  const usage = createUsageRepository(pool);
  const recorder = createUsageRecorder(usage, log);
  return {
    articles: createArticleRepository(reads),
    topics: createTopicRepository(reads),
    browse: createBrowseRepository(reads),
    journals: createJournalRepository(reads),
    access: createAccessService({
      entitlements: createEntitlementRepository(pool),
      tokenKey: deriveEntitledTokenKey(SECRET),
      pdfLink: pdfLinkSource(),
    }),
    sectionData: createSectionDataRepository(reads),
    enriched: createEnrichedContentRepository(reads),
    virtualMicroscope: { linkKey: deriveVmLinkKey(SECRET), tiles: createDeepZoomRepository(reads) },
    substances: { repository: createSubstanceRepository(reads), chemistryDbUrl: 'https://pubchem.ncbi.nlm.nih.gov/compound/{name}' },
    exams: createExamRepository(reads),
    questions: createQuestionRepository(pool),
    accounts: accountsOn(pool),
    finding: createFindingServices(reads, { tokenKey: deriveRecommendationTokenKey(SECRET) }),
    admin: { pool },
    log,
    build,
    downloads: createDownloads(pool, storage, { say: () => {}, usage: recorder }),
    counter: { usage, recorder },
    machine: {
      harvest: createHarvestRepository(reads),
      feeds: createFeedRepository(reads),
      oai: { repositoryId: 'lectern.test', adminEmail: 'admin@lectern.test', tokenKey: deriveTokenKey(Buffer.alloc(32, 1)) },
    },
    media: { baseUrl: '/media', assets: createAssetRepository(reads), storage },
  };
}
