/**
 * The command-line flags every headless system Chromium of ours starts with (PDF typesetting,
 * the end-to-end tests, the Lighthouse bench): no sandbox or GPU (containers), and no
 * background traffic of its own (updates, sync, QUIC) so it fetches only what the page asks for.
 */
export const HEADLESS_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
