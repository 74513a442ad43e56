/**
 * The loader's entitlement filter of the table of contents, imported by the article route
 * through this server-only module: src/web/features/toc/toc-entitlement.ts reaches the article model
 * schemas (content-model.ts builds zod schemas at module load), which the client bundle must
 * not carry just because the route module names a loader-only helper.
 */
export { tocForReader } from '#src/web/features/toc/toc-entitlement.ts';
