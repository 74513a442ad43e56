import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openApiJson } from '#src/shared/api/openapi-document.ts';

/**
 * npm run openapi: writes docs/api/openapi.json, the checked-in copy of the OpenAPI document the
 * server generates from the zod contract and serves at /sdfe/arp/openapi.json. Run it after
 * changing src/shared/api/api-contract.ts or api-operations.ts; a test fails until the two agree.
 */
export const OPENAPI_FILE = path.resolve('docs/api/openapi.json');

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(OPENAPI_FILE, openApiJson());
  console.log(`wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
}
