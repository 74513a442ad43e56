import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` when it can, probing with an eval first;
 * the page's Content-Security-Policy has no 'unsafe-eval', so the probe is reported as a CSP
 * violation on every page that parses a response. In the browser, parse without compiling.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
