import ipaddr from 'ipaddr.js';

/** The demo accounts' password when LECTERN_DEMO_PASSWORD is unset (README "Demo"): loopback sites only. */
export const DEFAULT_DEMO_PASSWORD = 'lectern-demo';

/** True for `localhost` and loopback addresses (127.0.0.0/8, ::1, bracketed or not). */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(name)) return false;
  const address = ipaddr.process(name);
  return address.range() === 'loopback';
}

export interface ExposureSettings {
  HOST: string;
  PUBLIC_URL?: string;
  LECTERN_SECRET?: string;
  LECTERN_SEED_SAMPLES: '0' | '1';
  LECTERN_DEMO: '0' | '1';
  LECTERN_DEMO_PASSWORD?: string;
}

/** Where the site can be reached from other machines, for the refusal messages; null: loopback only. */
function exposedAt(env: ExposureSettings): string | null {
  if (!isLoopbackHost(env.HOST)) return `HOST=${env.HOST}`;
  if (env.PUBLIC_URL && !isLoopbackHost(new URL(env.PUBLIC_URL).hostname)) return `PUBLIC_URL=${env.PUBLIC_URL}`;
  return null;
}

/**
 * What `npm start` refuses to do on a site other machines reach (fails closed): run on a secret
 * generated per machine (several app servers would each sign with their own, so sessions, CSRF
 * and entitled tokens break between them), or make the demo accounts with the published password.
 * Each message names the setting and the way out; an empty list: start.
 */
export function startupRefusals(env: ExposureSettings): string[] {
  const exposed = exposedAt(env);
  if (!exposed) return [];
  const refusals: string[] = [];
  if (!env.LECTERN_SECRET) {
    refusals.push(
      `LECTERN_SECRET is not set, and ${exposed} is not a loopback address: set LECTERN_SECRET (at least 32 characters, the same on every app server). ` +
        'A secret generated per machine breaks sign-in, CSRF and entitled tokens between app servers.',
    );
  }
  if (env.LECTERN_SEED_SAMPLES === '1' && env.LECTERN_DEMO === '1' && !env.LECTERN_DEMO_PASSWORD) {
    refusals.push(
      `The demo accounts (admin@lectern.demo …) would get the published password "${DEFAULT_DEMO_PASSWORD}", and ${exposed} is not a loopback address: ` +
        'set LECTERN_DEMO_PASSWORD, or LECTERN_DEMO=0 for a site without them.',
    );
  }
  return refusals;
}
