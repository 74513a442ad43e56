#!/usr/bin/env node
/**
 * Codemod: src/shared by domain (ARCHITECTURE.md "Layout"; README "Architecture").
 *
 * Re-runnable and idempotent, so that it can be run again on a tree merged with other work:
 *   node scripts/codemods/shared-by-domain.mjs            # move files, rewrite imports
 *   node scripts/codemods/shared-by-domain.mjs --dry-run  # print what it would do
 *
 * 1. `git mv` every file of MOVES that still exists at its old path (skipped when the new path
 *    exists too: that conflict is reported and left to a person).
 * 2. Rewrites every import specifier (static, dynamic, `export … from`, `vi.mock`, `import()`
 *    types) in src/, tests/, bench/, scripts/ and the root config files that points at an old
 *    path — `#src/shared/…` aliases and relative paths alike — to the new path. Relative
 *    specifiers inside a file that moved are resolved from the file's old folder.
 * 3. Rewrites literal mentions of the old paths (`src/shared/x.ts` in comments and Markdown).
 * 4. Applies SYMBOL_MOVES: named imports of symbols that left a module for another are split
 *    off to the module that now holds them.
 * 5. Writes the domain folders' README.md when missing.
 * A second run finds nothing to move and nothing to rewrite, and says so.
 */
/* global process, console */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Old path → new path, for every module of src/shared (and its test) that moves. */
export const MOVES = [
  // web: one feature
  ['src/shared/access-bar/access-bar-layout.ts', 'src/web/features/access-bar/access-bar-layout.ts'],
  ['src/shared/access-bar/access-bar-layout.test.ts', 'src/web/features/access-bar/access-bar-layout.test.ts'],
  ['src/shared/access-bar/access-bar-slots.ts', 'src/web/features/access-bar/access-bar-slots.ts'],
  ['src/shared/access-bar/access-bar-parts.test.ts', 'src/web/features/access-bar/access-bar-parts.test.ts'],
  ['src/shared/access-bar/document-delivery-order.test.ts', 'src/web/features/access-bar/document-delivery-order.test.ts'],
  ['src/shared/access-bar/publisher-links-bar.test.ts', 'src/web/features/access-bar/publisher-links-bar.test.ts'],
  ['src/shared/access-bar/bold-label.ts', 'src/web/features/access-bar/bold-segments.ts'],
  ['src/shared/access-bar/universal-pdf.ts', 'src/web/features/access-bar/universal-pdf.ts'],
  ['src/shared/account-forms.ts', 'src/web/features/account/account-forms.ts'],
  ['src/shared/account-forms.test.ts', 'src/web/features/account/account-forms.test.ts'],
  ['src/shared/author-articles.ts', 'src/web/features/author-panel/author-articles.ts'],
  ['src/shared/author-articles.test.ts', 'src/web/features/author-panel/author-articles.test.ts'],
  ['src/shared/author-details.ts', 'src/web/features/author-panel/author-details.ts'],
  ['src/shared/author-details.test.ts', 'src/web/features/author-panel/author-details.test.ts'],
  ['src/shared/citing-article-link.ts', 'src/web/features/related-content/citing-article-link.ts'],
  ['src/shared/citing-article-link.test.ts', 'src/web/features/related-content/citing-article-link.test.ts'],
  ['src/shared/counter/usage-admin-form.ts', 'src/web/features/usage-admin/usage-admin-form.ts'],
  ['src/shared/crossmark.ts', 'src/web/features/related-content/crossmark.ts'],
  ['src/shared/crossmark.test.ts', 'src/web/features/related-content/crossmark.test.ts'],
  ['src/shared/download-issue.ts', 'src/web/features/page-interactions/download-issue.ts'],
  ['src/shared/download-issue.test.ts', 'src/web/features/page-interactions/download-issue.test.ts'],
  ['src/shared/enriched/enriched-anchors.ts', 'src/web/features/enriched-content/enriched-anchors.ts'],
  ['src/shared/enriched/enriched-anchors.test.ts', 'src/web/features/enriched-content/enriched-anchors.test.ts'],
  ['src/shared/figure-viewer/figure-files.ts', 'src/web/features/article-body/figure-files.ts'],
  ['src/shared/figure-viewer/figure-files.test.ts', 'src/web/features/article-body/figure-files.test.ts'],
  ['src/shared/figure-viewer/zoom.ts', 'src/web/features/figure-viewer/zoom.ts'],
  ['src/shared/figure-viewer/zoom.test.ts', 'src/web/features/figure-viewer/zoom.test.ts'],
  ['src/shared/heading-level.ts', 'src/web/features/article-body/heading-level.ts'],
  ['src/shared/heading-level.test.ts', 'src/web/features/article-body/heading-level.test.ts'],
  ['src/shared/help-text.ts', 'src/web/features/help/help-text.ts'],
  ['src/shared/help-text.test.ts', 'src/web/features/help/help-text.test.ts'],
  ['src/shared/licence-display.ts', 'src/web/features/article-header/licence-display.ts'],
  ['src/shared/licence-display.test.ts', 'src/web/features/article-header/licence-display.test.ts'],
  ['src/shared/preview-access.ts', 'src/web/features/preview/preview-access.ts'],
  ['src/shared/preview-access.test.ts', 'src/web/features/preview/preview-access.test.ts'],
  ['src/shared/qa/passage-range.ts', 'src/web/features/questions-answers/passage-range.ts'],
  ['src/shared/qa/passage-range.test.ts', 'src/web/features/questions-answers/passage-range.test.ts'],
  ['src/shared/related-content-rules.ts', 'src/web/features/related-content/related-content-rules.ts'],
  ['src/shared/related-content-rules.test.ts', 'src/web/features/related-content/related-content-rules.test.ts'],
  ['src/shared/rights-link.ts', 'src/web/features/article-header/rights-link.ts'],
  ['src/shared/rights-link.test.ts', 'src/web/features/article-header/rights-link.test.ts'],
  ['src/shared/search-history.ts', 'src/web/features/search/search-history.ts'],
  ['src/shared/selection-search.ts', 'src/web/features/page-interactions/selection-search-rules.ts'],
  ['src/shared/selection-search.test.ts', 'src/web/features/page-interactions/selection-search-rules.test.ts'],
  ['src/shared/share-links.ts', 'src/web/features/export-citation/share-links.ts'],
  ['src/shared/share-links.test.ts', 'src/web/features/export-citation/share-links.test.ts'],
  ['src/shared/site-pages.ts', 'src/web/features/site-pages/site-pages.ts'],
  ['src/shared/site-pages.test.ts', 'src/web/features/site-pages/site-pages.test.ts'],
  ['src/shared/toc-entitlement.ts', 'src/web/features/toc/toc-entitlement.ts'],
  ['src/shared/toc-entitlement.test.ts', 'src/web/features/toc/toc-entitlement.test.ts'],
  ['src/shared/topics/prune-annotations.ts', 'src/web/features/topic-links/prune-annotations.ts'],
  ['src/shared/topics/prune-annotations.test.ts', 'src/web/features/topic-links/prune-annotations.test.ts'],
  // web: several features, the root or ui (src/web/ui imports no feature)
  ['src/shared/access-bar/access-bar-events.ts', 'src/web/ui/access-bar-events.ts'],
  ['src/shared/access-bar/pdf-link.ts', 'src/web/ui/pdf-link-target.ts'],
  ['src/shared/access-bar/pdf-link.test.ts', 'src/web/ui/pdf-link-target.test.ts'],
  ['src/shared/api-guards.ts', 'src/web/ui/api-guards.ts'],
  ['src/shared/api-guards.test.ts', 'src/web/ui/api-guards.test.ts'],
  ['src/shared/article-preview.ts', 'src/web/ui/article-preview.ts'],
  ['src/shared/article-preview.test.ts', 'src/web/ui/article-preview.test.ts'],
  ['src/shared/author-icons.ts', 'src/web/ui/author-icons.ts'],
  ['src/shared/brand/brand-view.ts', 'src/web/ui/brand-view.ts'],
  ['src/shared/chunk-load.ts', 'src/web/ui/chunk-load.ts'],
  ['src/shared/chunk-load.test.ts', 'src/web/ui/chunk-load.test.ts'],
  ['src/shared/entitled-recommendations.ts', 'src/web/ui/entitled-recommendations.ts'],
  ['src/shared/entitled-recommendations.test.ts', 'src/web/ui/entitled-recommendations.test.ts'],
  ['src/shared/figure-caption.ts', 'src/web/ui/figure-caption.ts'],
  ['src/shared/figure-caption.test.ts', 'src/web/ui/figure-caption.test.ts'],
  ['src/shared/human-date.ts', 'src/web/ui/human-date.ts'],
  ['src/shared/human-date.test.ts', 'src/web/ui/human-date.test.ts'],
  ['src/shared/json-shape.ts', 'src/web/ui/json-shape.ts'],
  ['src/shared/page-navigation.ts', 'src/web/ui/page-navigation.ts'],
  ['src/shared/page-navigation.test.ts', 'src/web/ui/page-navigation.test.ts'],
  ['src/shared/preview-toc-title.ts', 'src/web/ui/preview-toc-title.ts'],
  ['src/shared/qa/qa-page.ts', 'src/web/ui/qa-page.ts'],
  ['src/shared/qa/qa-page.test.ts', 'src/web/ui/qa-page.test.ts'],
  ['src/shared/section-loading.ts', 'src/web/ui/section-loading.ts'],
  ['src/shared/section-loading.test.ts', 'src/web/ui/section-loading.test.ts'],
  ['src/shared/side-panel-state.ts', 'src/web/ui/side-panel-state.ts'],
  ['src/shared/side-panel-state.test.ts', 'src/web/ui/side-panel-state.test.ts'],
  ['src/shared/site-links.ts', 'src/web/ui/site-links.ts'],
  ['src/shared/toc-data.ts', 'src/web/ui/toc-data.ts'],
  ['src/shared/toc-thumbnails.test.ts', 'src/web/ui/toc-thumbnails.test.ts'],
  ['src/shared/toc-rules.ts', 'src/web/ui/toc-rules.ts'],
  ['src/shared/toc-rules.test.ts', 'src/web/ui/toc-rules.test.ts'],
  // server
  ['src/shared/counter/robots.ts', 'src/server/counter/robots.ts'],
  ['src/shared/counter/robots.test.ts', 'src/server/counter/robots.test.ts'],
  ['src/shared/enhanced-reader.ts', 'src/server/access/enhanced-reader.ts'],
  ['src/shared/enhanced-reader.test.ts', 'src/server/access/enhanced-reader.test.ts'],
  ['src/shared/journals/journal-cover.ts', 'src/server/journals/journal-cover.ts'],
  ['src/shared/journals/journal-cover.test.ts', 'src/server/journals/journal-cover.test.ts'],
  ['src/shared/reader-derivation.ts', 'src/server/access/reader-derivation.ts'],
  ['src/shared/reader-derivation.test.ts', 'src/server/access/reader-derivation.test.ts'],
  ['src/shared/substances/chemistry-db-link.ts', 'src/server/api/chemistry-db-link.ts'],
  ['src/shared/xml-writer.ts', 'src/server/xml-writer.ts'],
  ['src/shared/xml-writer.test.ts', 'src/server/xml-writer.test.ts'],
  // admin
  ['src/shared/document-delivery-url.ts', 'src/admin/document-delivery-url.ts'],
  ['src/shared/document-delivery-url.test.ts', 'src/admin/document-delivery-url.test.ts'],
  ['src/shared/publisher-link-schemas.ts', 'src/admin/publisher-link-schemas.ts'],
  ['src/shared/publisher-link-schemas.test.ts', 'src/admin/publisher-link-schemas.test.ts'],
  ['src/shared/substances/substance-import.ts', 'src/admin/substance-import.ts'],
  ['src/shared/substances/substance-import.test.ts', 'src/admin/substance-import.test.ts'],
  // ingest
  ['src/shared/enriched/accession-numbers.ts', 'src/ingest/enriched/accession-numbers.ts'],
  ['src/shared/enriched/accession-numbers.test.ts', 'src/ingest/enriched/accession-numbers.test.ts'],
  ['src/shared/enriched/data-profile.ts', 'src/ingest/enriched/data-profile.ts'],
  ['src/shared/enriched/data-profile.test.ts', 'src/ingest/enriched/data-profile.test.ts'],
  ['src/shared/qa/generative-prompt.ts', 'src/ingest/qa/generative-prompt.ts'],
  // db
  ['src/shared/recommendations/notice-types.ts', 'src/db/recommendations/notice-types.ts'],
  ['src/shared/recommendations/notice-types.test.ts', 'src/db/recommendations/notice-types.test.ts'],
  ['src/shared/recommendations/related-scores.ts', 'src/db/recommendations/related-scores.ts'],
  ['src/shared/recommendations/related-scores.test.ts', 'src/db/recommendations/related-scores.test.ts'],
  ['src/shared/recommendations/related-around.test.ts', 'src/db/recommendations/related-around.test.ts'],
  ['src/shared/substances/substance-mentions.ts', 'src/db/substances/substance-mentions.ts'],
  ['src/shared/substances/substance-mentions.test.ts', 'src/db/substances/substance-mentions.test.ts'],
  ['src/shared/topics/candidate-topics.ts', 'src/db/topics/candidate-topics.ts'],
  ['src/shared/topics/candidate-topics.test.ts', 'src/db/topics/candidate-topics.test.ts'],
  ['src/shared/topics/discipline.ts', 'src/db/topics/discipline.ts'],
  ['src/shared/topics/occurrences.ts', 'src/db/topics/occurrences.ts'],
  ['src/shared/topics/occurrences.test.ts', 'src/db/topics/occurrences.test.ts'],
  ['src/shared/topics/sentences.ts', 'src/db/topics/sentences.ts'],
  ['src/shared/topics/sentences.test.ts', 'src/db/topics/sentences.test.ts'],
  ['src/shared/topics/topic-terms.ts', 'src/db/topics/topic-terms.ts'],
  ['src/shared/topics/topic-units.ts', 'src/db/topics/topic-units.ts'],
  ['src/shared/topics/topic-units.test.ts', 'src/db/topics/topic-units.test.ts'],
  // tooling (scripts/, bench/)
  ['src/shared/enriched/research-data-stats.ts', 'scripts/lib/research-data-stats.ts'],
  ['src/shared/enriched/research-data-stats.test.ts', 'scripts/lib/research-data-stats.test.ts'],
  ['src/shared/recommendations/topical-share.ts', 'bench/lib/topical-share.ts'],
  ['src/shared/recommendations/topical-share.test.ts', 'bench/lib/topical-share.test.ts'],
  // shared by domain: api
  ['src/shared/api-contract.ts', 'src/shared/api/api-contract.ts'],
  ['src/shared/api-operations.ts', 'src/shared/api/api-operations.ts'],
  ['src/shared/openapi-document.ts', 'src/shared/api/openapi-document.ts'],
  ['src/shared/openapi-document.test.ts', 'src/shared/api/openapi-document.test.ts'],
  // article
  ['src/shared/content-model.ts', 'src/shared/article/content-model.ts'],
  ['src/shared/article-metadata.ts', 'src/shared/article/article-metadata.ts'],
  ['src/shared/article-metadata.test.ts', 'src/shared/article/article-metadata.test.ts'],
  ['src/shared/article-outline.ts', 'src/shared/article/article-outline.ts'],
  ['src/shared/article-outline.test.ts', 'src/shared/article/article-outline.test.ts'],
  ['src/shared/article-page-state.ts', 'src/shared/article/article-page-state.ts'],
  ['src/shared/article-page-state-rules.ts', 'src/shared/article/article-page-state-rules.ts'],
  ['src/shared/article-page-state-rules.test.ts', 'src/shared/article/article-page-state-rules.test.ts'],
  ['src/shared/article-reader.ts', 'src/shared/article/article-reader.ts'],
  ['src/shared/article-type-label.ts', 'src/shared/article/article-type-label.ts'],
  ['src/shared/article-type-label.test.ts', 'src/shared/article/article-type-label.test.ts'],
  ['src/shared/attachments.ts', 'src/shared/article/attachments.ts'],
  ['src/shared/attachments.test.ts', 'src/shared/article/attachments.test.ts'],
  ['src/shared/author-entry.ts', 'src/shared/article/author-entry.ts'],
  ['src/shared/author-entry.test.ts', 'src/shared/article/author-entry.test.ts'],
  ['src/shared/author-orcid.ts', 'src/shared/article/author-orcid.ts'],
  ['src/shared/author-orcid.test.ts', 'src/shared/article/author-orcid.test.ts'],
  ['src/shared/model-stats.ts', 'src/shared/article/model-stats.ts'],
  ['src/shared/reference-links.ts', 'src/shared/article/reference-links.ts'],
  ['src/shared/reference-links.test.ts', 'src/shared/article/reference-links.test.ts'],
  ['src/shared/supplement-label.ts', 'src/shared/article/supplement-label.ts'],
  ['src/shared/supplement-label.test.ts', 'src/shared/article/supplement-label.test.ts'],
  // access (downloads/ holds every download rule)
  ['src/shared/access-bar/access-bar-config.ts', 'src/shared/access/access-bar-config.ts'],
  ['src/shared/article-access.ts', 'src/shared/access/article-access.ts'],
  ['src/shared/article-xml-access.ts', 'src/shared/access/article-xml-access.ts'],
  ['src/shared/article-xml-access.test.ts', 'src/shared/access/article-xml-access.test.ts'],
  ['src/shared/cidr.ts', 'src/shared/access/cidr.ts'],
  ['src/shared/cidr.test.ts', 'src/shared/access/cidr.test.ts'],
  ['src/shared/document-delivery.ts', 'src/shared/access/document-delivery.ts'],
  ['src/shared/document-delivery.test.ts', 'src/shared/access/document-delivery.test.ts'],
  ['src/shared/entitlement.ts', 'src/shared/access/entitlement.ts'],
  ['src/shared/entitlement.test.ts', 'src/shared/access/entitlement.test.ts'],
  ['src/shared/library-banner.ts', 'src/shared/access/library-banner.ts'],
  ['src/shared/library-banner.test.ts', 'src/shared/access/library-banner.test.ts'],
  ['src/shared/page-cache-bucket.ts', 'src/shared/access/page-cache-bucket.ts'],
  ['src/shared/page-cache-bucket.test.ts', 'src/shared/access/page-cache-bucket.test.ts'],
  ['src/shared/purchase.ts', 'src/shared/access/purchase.ts'],
  ['src/shared/purchase.test.ts', 'src/shared/access/purchase.test.ts'],
  ['src/shared/reader.ts', 'src/shared/access/reader.ts'],
  ['src/shared/reader-access-options.ts', 'src/shared/access/reader-access-options.ts'],
  ['src/shared/reader-access-options.test.ts', 'src/shared/access/reader-access-options.test.ts'],
  ['src/shared/download-caps.ts', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/download-caps.test.ts', 'src/shared/access/downloads/download-caps.test.ts'],
  ['src/shared/server-download-caps.ts', 'src/shared/access/downloads/download-limits.ts'],
  ['src/shared/server-download-caps.test.ts', 'src/shared/access/downloads/download-limits.test.ts'],
  ['src/shared/full-download-label.ts', 'src/shared/access/downloads/full-download-label.ts'],
  ['src/shared/pdf-link-rules.ts', 'src/shared/access/downloads/pdf-link-rules.ts'],
  ['src/shared/pdf-link-rules.test.ts', 'src/shared/access/downloads/pdf-link-rules.test.ts'],
  // identifiers
  ['src/shared/pii.ts', 'src/shared/identifiers/pii.ts'],
  ['src/shared/pii.test.ts', 'src/shared/identifiers/pii.test.ts'],
  ['src/shared/urn.ts', 'src/shared/identifiers/urn.ts'],
  ['src/shared/urn.test.ts', 'src/shared/identifiers/urn.test.ts'],
  ['src/shared/urn-resolvers.ts', 'src/shared/identifiers/urn-resolvers.ts'],
  ['src/shared/urn-resolvers.test.ts', 'src/shared/identifiers/urn-resolvers.test.ts'],
  ['src/shared/isbn.ts', 'src/shared/identifiers/isbn.ts'],
  ['src/shared/slug.ts', 'src/shared/identifiers/slug.ts'],
  ['src/shared/slug.test.ts', 'src/shared/identifiers/slug.test.ts'],
  ['src/shared/openurl.ts', 'src/shared/identifiers/openurl.ts'],
  ['src/shared/openurl.test.ts', 'src/shared/identifiers/openurl.test.ts'],
  // citation
  ['src/shared/scholar-meta.ts', 'src/shared/citation/scholar-meta.ts'],
  ['src/shared/scholar-meta.test.ts', 'src/shared/citation/scholar-meta.test.ts'],
  ['src/shared/scholar-lookup.ts', 'src/shared/citation/scholar-lookup.ts'],
  ['src/shared/scholar-lookup.test.ts', 'src/shared/citation/scholar-lookup.test.ts'],
  ['src/shared/mendeley/mendeley-button.ts', 'src/shared/citation/mendeley-button.ts'],
  ['src/shared/mendeley/mendeley-button.test.ts', 'src/shared/citation/mendeley-button.test.ts'],
  // recommendations
  ['src/shared/related-articles.ts', 'src/shared/recommendations/related-articles.ts'],
  ['src/shared/related-articles.test.ts', 'src/shared/recommendations/related-articles.test.ts'],
  // account
  ['src/shared/account.ts', 'src/shared/account/account.ts'],
  ['src/shared/account-actions.ts', 'src/shared/account/account-actions.ts'],
  ['src/shared/account-config.ts', 'src/shared/account/account-config.ts'],
  ['src/shared/account-menu.ts', 'src/shared/account/account-menu.ts'],
  ['src/shared/account-menu.test.ts', 'src/shared/account/account-menu.test.ts'],
  ['src/shared/target-url.ts', 'src/shared/account/target-url.ts'],
  ['src/shared/target-url.test.ts', 'src/shared/account/target-url.test.ts'],
  // journals (the catalogue: journals, books, issues, collections)
  ['src/shared/browse-reader.ts', 'src/shared/journals/browse-reader.ts'],
  ['src/shared/collection-reader.ts', 'src/shared/journals/collection-reader.ts'],
  ['src/shared/publication-paths.ts', 'src/shared/journals/publication-paths.ts'],
  ['src/shared/publication-paths.test.ts', 'src/shared/journals/publication-paths.test.ts'],
  // search
  ['src/shared/search-query.ts', 'src/shared/search/search-query.ts'],
  ['src/shared/search-query.test.ts', 'src/shared/search/search-query.test.ts'],
  ['src/shared/search-count.ts', 'src/shared/search/search-count.ts'],
  ['src/shared/search-count.test.ts', 'src/shared/search/search-count.test.ts'],
  ['src/shared/read-routing.ts', 'src/shared/site/read-routing.ts'],
  ['src/shared/read-routing.test.ts', 'src/shared/site/read-routing.test.ts'],
  ['src/shared/search-highlight.ts', 'src/shared/search/search-highlight.ts'],
  ['src/shared/search-highlight.test.ts', 'src/shared/search/search-highlight.test.ts'],
  // site
  ['src/shared/site-settings.ts', 'src/shared/site/site-settings.ts'],
  ['src/shared/brand/brand-colours.ts', 'src/shared/site/brand-colours.ts'],
  ['src/shared/brand/brand-colours.test.ts', 'src/shared/site/brand-colours.test.ts'],
  ['src/shared/brand/brand-settings.ts', 'src/shared/site/brand-settings.ts'],
  ['src/shared/brand/brand-settings.test.ts', 'src/shared/site/brand-settings.test.ts'],
  ['src/shared/cookie-preferences.ts', 'src/shared/site/cookie-preferences.ts'],
  ['src/shared/cookie-preferences.test.ts', 'src/shared/site/cookie-preferences.test.ts'],
  ['src/shared/experiments.ts', 'src/shared/site/experiments.ts'],
  ['src/shared/experiments.test.ts', 'src/shared/site/experiments.test.ts'],
  ['src/shared/admin-tool.ts', 'src/shared/site/admin-tool.ts'],
  ['src/shared/safe-url.ts', 'src/shared/site/safe-url.ts'],
  ['src/shared/safe-url.test.ts', 'src/shared/site/safe-url.test.ts'],
  ['src/shared/pagination.ts', 'src/shared/site/pagination.ts'],
  ['src/shared/pagination.test.ts', 'src/shared/site/pagination.test.ts'],
  ['src/shared/chromium-args.ts', 'src/shared/site/chromium-args.ts'],
  // access: publisher-supplied access facts
  ['src/shared/publisher-links.ts', 'src/shared/access/publisher-links.ts'],
  ['src/shared/publisher-links.test.ts', 'src/shared/access/publisher-links.test.ts'],
];

/**
 * Symbols that left a moved module for another one (the download caps: the browser's day
 * counter went to the page-interactions feature, the address ranges to the server). Each row:
 * [module that held the symbol (new path), symbol, module that holds it now].
 */
export const SYMBOL_MOVES = [
  // download-limits.ts (was server-download-caps.ts) merged into download-caps.ts; its address ranges went to the server.
  ['src/shared/access/downloads/download-limits.ts', 'CapKind', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'DEFAULT_DAILY_CAPS', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'DEFAULT_PDFS_PER_MINUTE', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'utcDay', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'secondsToNextUtcMidnight', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'secondsToNextMinute', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'readerKey', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'CapRefusal', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'capRefusalMessage', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'retryAfterSeconds', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'AddressRange', 'src/server/downloads/address-ranges.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'parseRanges', 'src/server/downloads/address-ranges.ts'],
  ['src/shared/access/downloads/download-limits.ts', 'inRanges', 'src/server/downloads/address-ranges.ts'],
  // The browser's day counter left download-caps.ts for the one feature that counts.
  ['src/shared/access/downloads/download-caps.ts', 'DownloadCounts', 'src/web/features/page-interactions/download-counter.ts'],
  ['src/shared/access/downloads/download-caps.ts', 'calendarDay', 'src/web/features/page-interactions/download-counter.ts'],
  ['src/shared/access/downloads/download-caps.ts', 'parseDownloadCounts', 'src/web/features/page-interactions/download-counter.ts'],
  ['src/shared/access/downloads/download-caps.ts', 'downloadCount', 'src/web/features/page-interactions/download-counter.ts'],
  ['src/shared/access/downloads/download-caps.ts', 'isDownloadCapReached', 'src/web/features/page-interactions/download-counter.ts'],
  ['src/shared/access/downloads/download-caps.ts', 'countDownload', 'src/web/features/page-interactions/download-counter.ts'],
  ['src/shared/access/downloads/download-caps.ts', 'CapStorage', 'src/web/features/page-interactions/download-counter.ts'],
  ['src/shared/access/downloads/download-caps.ts', 'attemptDownload', 'src/web/features/page-interactions/download-counter.ts'],
];

/** Paths retired by a later merge: literal mentions of them are rewritten too. */
export const RETIRED = [
  ['src/shared/access/downloads/download-limits.ts', 'src/shared/access/downloads/download-caps.ts'],
  ['src/shared/access/downloads/download-limits.test.ts', 'src/shared/access/downloads/download-caps.test.ts'],
];

/** One line per domain folder of src/shared: what it owns. */
export const DOMAIN_READMES = {
  access:
    'Who may read what: entitlement, reader identity and access options, purchase and preview access, institution banners, publisher access links, the access bar configuration, page-cache buckets; `downloads/` holds every download rule (daily caps and throttles, PDF link rules, full-download labels).',
  'access/downloads':
    'Every download rule: the daily caps and the per-minute throttle (one table for the browser and the server), the refusal texts, PDF link rules and the full-download label.',
  account:
    'Reader accounts: account records, sign-in and registration actions, the account menu, account settings and the post-sign-in target URL.',
  api: 'Published contracts: the zod API contract of /sdfe/arp, its operations and the OpenAPI document generated from them.',
  article:
    'The article itself: the content model, metadata, outline, page state and its rules, authors, attachments, reference links, type labels and model statistics.',
  citation:
    'Citing an article: export formats (BibTeX, RIS, RefWorks, LaTeX, plain text), citation data, Google Scholar meta tags and look-ups, the Mendeley button.',
  counter:
    "COUNTER R5.1 usage: metrics, report definitions, periods and lines, SUSHI exceptions, usage facts and rules, tabular reports, the page beacon's investigation contract.",
  enriched: 'Enriched content: research-data repositories, enriched apps, the enriched content model and its paths.',
  exam: 'Exam questions: the question model and the exam API contract.',
  identifiers: 'Identifiers and resolvers: PII, URN and its resolvers, ISBN, slugs, OpenURL.',
  journals: 'The catalogue: journal profiles, journal, browse and collection readers, publication paths.',
  qa: 'Questions and answers: the extractive engine (BM25, sentences, source paragraphs), question specs, paragraph ids, the API contract.',
  recommendations: 'Recommendations: related articles, feedback rules and recommendation feedback.',
  search: 'Search: the query grammar, result counts (exact up to a threshold, then estimated) and result highlighting.',
  site: 'The site as a publisher runs it: site settings, brand colours and settings, cookie preferences, experiments, the admin tool, safe URLs, pagination, headless Chromium arguments, and which database (primary or read replica) a request reads from.',
  substances: 'Substances: the substance record and the substance API contract.',
  topics: 'Topics: the phrase matcher, topic contexts, import, reader and API contract.',
  'virtual-microscope': 'Virtual microscope: deep-zoom tiles and figure labels.',
};

const DRY = process.argv.includes('--dry-run');
const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
process.chdir(ROOT);

const moveTo = new Map(MOVES);
const movedFrom = new Map(MOVES.map(([from, to]) => [to, from]));
// A new path containing an old one would make the textual rewrite (step 3) rewrite it again.
for (const [, to] of MOVES)
  if (MOVES.some(([other]) => to.includes(other) || to.slice(4).includes(other.slice(4))))
    throw new Error(`new path ${to} contains an old path`);

const exists = (file) => fs.existsSync(file) && fs.statSync(file).isFile();
const log = (...args) => console.log(...args);

// 1. Moves.
const movedNow = new Set();
let conflicts = 0;
for (const [from, to] of MOVES) {
  if (!exists(from)) continue;
  if (exists(to)) {
    conflicts += 1;
    log(`CONFLICT both exist: ${from} and ${to} (merge by hand, then delete ${from})`);
    continue;
  }
  log(`git mv ${from} ${to}`);
  if (!DRY) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    execFileSync('git', ['mv', from, to]);
  }
  movedNow.add(to);
}

// 2–4. Rewrites.
const CODE = /\.(ts|tsx|js|mjs|cjs|mts)$/;
const TEXT = /(\.(md|json|yaml|yml|css|sh)|^\.env\.example)$/;
const tracked = execFileSync('git', ['ls-files', '-z', '--', 'src', 'tests', 'bench', 'scripts', 'docs', '.'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean)
  .filter((file) => !file.startsWith('node_modules/') && exists(file))
  .filter((file) => /^(src|tests|bench|scripts|docs)\//.test(file) || !file.includes('/'))
  .filter((file) => !file.endsWith('shared-by-domain.mjs') && !file.endsWith('package-lock.json'));
const files = [...new Set([...tracked, ...(DRY ? [] : movedNow)])];

const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\2/g;

/** The file a specifier points at (repo-relative), or null when it is a package or unknown. */
function target(spec, dir) {
  const bare = spec.split('?')[0];
  if (bare.startsWith('#src/')) return `src/${bare.slice(5)}`;
  if (bare.startsWith('#tests/')) return `tests/${bare.slice(7)}`;
  if (bare.startsWith('./') || bare.startsWith('../')) return path.posix.normalize(path.posix.join(dir, bare));
  return null;
}

function specifierFor(file, spec, newTarget) {
  const query = spec.includes('?') ? spec.slice(spec.indexOf('?')) : '';
  if (path.posix.dirname(newTarget) === path.posix.dirname(file)) return `./${path.posix.basename(newTarget)}${query}`;
  if (spec.startsWith('#src/') && newTarget.startsWith('src/')) return `#src/${newTarget.slice(4)}${query}`;
  if (spec.startsWith('#tests/') && newTarget.startsWith('tests/')) return `#tests/${newTarget.slice(6)}${query}`;
  let rel = path.posix.relative(path.posix.dirname(file), newTarget);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  // Deep relative paths inside src read better as the package alias.
  if (file.startsWith('src/') && newTarget.startsWith('src/') && rel.startsWith('../../')) return `#src/${newTarget.slice(4)}${query}`;
  return `${rel}${query}`;
}

function rewriteSpecifiers(file, text) {
  const dir = path.posix.dirname(file);
  const oldDir = movedFrom.has(file) ? path.posix.dirname(movedFrom.get(file)) : dir;
  let changes = 0;
  const out = text.replace(SPECIFIER, (whole, lead, quote, spec) => {
    const here = target(spec, dir);
    if (here === null) return whole;
    const relative = spec.startsWith('.');
    // A file moved by this run still has its old relative specifiers; a file moved by an
    // earlier run has new ones. Try the current folder first unless the file just moved.
    const candidates = relative ? (movedNow.has(file) ? [target(spec, oldDir), here] : [here, target(spec, oldDir)]) : [here];
    for (const candidate of candidates) {
      const mapped = moveTo.get(candidate);
      if (mapped) {
        const next = specifierFor(file, spec, mapped);
        if (next === spec) return whole;
        changes += 1;
        return `${lead}${quote}${next}${quote}`;
      }
      if (exists(candidate) || exists(candidate.replace(/\.js$/, '.ts'))) {
        if (candidate === here) return whole;
        const next = specifierFor(file, spec, candidate);
        changes += 1;
        return `${lead}${quote}${next}${quote}`;
      }
    }
    return whole;
  });
  return { out, changes };
}

/** Literal mentions of old paths (comments, Markdown, lint exceptions). */
function rewriteMentions(text) {
  let changes = 0;
  let out = text;
  const escape = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [from, to] of [...MOVES, ...RETIRED]) {
    // `src/shared/x.ts`, and the short `shared/x.ts` some comments use.
    for (const [before, after] of [
      [from, to],
      [from.slice(4), to.slice(4)],
    ]) {
      const pattern = new RegExp(`(?<![\\w./-])${escape(before)}(?![\\w-])`, 'g');
      out = out.replace(pattern, () => {
        changes += 1;
        return after;
      });
    }
  }
  return { out, changes };
}

/** Splits `import { a, b } from 'x'` when some of its names now live in another module. */
function rewriteSymbols(file, text) {
  if (SYMBOL_MOVES.length === 0) return { out: text, changes: 0 };
  let changes = 0;
  const dir = path.posix.dirname(file);
  const out = text.replace(/import(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?/g, (whole, typeOnly, names, quote, spec) => {
    const module = target(spec, dir);
    const rows = SYMBOL_MOVES.filter(([holder]) => holder === module);
    if (rows.length === 0) return whole;
    const groups = new Map();
    for (const raw of names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)) {
      const symbol = raw
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        .trim();
      const destination = rows.find(([, name]) => name === symbol)?.[2] ?? module;
      if (!groups.has(destination)) groups.set(destination, []);
      groups.get(destination).push(raw);
    }
    if (groups.size === 1 && groups.has(module)) return whole;
    changes += 1;
    return [...groups]
      .map(
        ([destination, list]) =>
          `import${typeOnly ?? ''} { ${list.join(', ')} } from ${quote}${destination === module ? spec : specifierFor(file, spec, destination)}${quote};`,
      )
      .join('\n');
  });
  return { out, changes };
}

let rewritten = 0;
for (const file of files) {
  if (!CODE.test(file) && !TEXT.test(file)) continue;
  const source = DRY && movedFrom.has(file) && !exists(file) ? null : fs.readFileSync(file, 'utf8');
  if (source === null) continue;
  let text = source;
  let changes = 0;
  if (CODE.test(file)) {
    const a = rewriteSpecifiers(file, text);
    const b = rewriteSymbols(file, a.out);
    text = b.out;
    changes += a.changes + b.changes;
  }
  const c = rewriteMentions(text);
  text = c.out;
  changes += c.changes;
  if (text !== source) {
    rewritten += 1;
    log(`rewrote ${file} (${changes})`);
    if (!DRY) fs.writeFileSync(file, text);
  }
}

// 5. Domain READMEs.
let readmes = 0;
for (const [folder, line] of Object.entries(DOMAIN_READMES)) {
  const file = `src/shared/${folder}/README.md`;
  if (!fs.existsSync(`src/shared/${folder}`) || exists(file)) continue;
  readmes += 1;
  log(`wrote ${file}`);
  if (!DRY) fs.writeFileSync(file, `# src/shared/${folder}\n\n${line}\n`);
}

// Old folders left empty.
if (!DRY) {
  for (const [from] of MOVES) {
    const folder = path.posix.dirname(from);
    if (folder !== 'src/shared' && fs.existsSync(folder) && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
}

const left = MOVES.filter(([from]) => exists(from)).length;
log(`${movedNow.size} moved, ${rewritten} files rewritten, ${readmes} READMEs written, ${conflicts} conflicts, ${left} old paths left.`);
if (movedNow.size === 0 && rewritten === 0 && readmes === 0) log('Nothing to do: the tree is already by domain.');
process.exitCode = conflicts > 0 ? 1 : 0;
