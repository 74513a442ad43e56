/**
 * The API response schemas (src/shared/api-contract.ts, and zod with them: about 30 kB of
 * gzipped JavaScript) as a chunk of their own. Hydrated parts of the article page that read
 * JSON endpoints parse with `apiSchemas().then(...)`, so the schemas load when the first
 * answer arrives instead of before the page can hydrate. (Never `import('zod')` itself: a
 * dynamic import of the package keeps all of zod.)
 */
export const apiSchemas = () => import('#src/shared/api-contract.ts');
