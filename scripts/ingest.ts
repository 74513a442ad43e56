/**
 * `npm run ingest -- [--pdf] <file|dir|package.zip>...`: ingest the articles; with `--pdf`,
 * also typeset their PDFs now (src/server/downloads/pdf-cli.ts) instead of on first request.
 * Ingest itself stays free of the server layer; this entry point picks one of the two.
 */
if (process.argv.slice(2).includes('--pdf')) void import('../src/server/downloads/pdf-cli.ts');
else void import('../src/ingest/cli.ts');
