import { useEffect, useState } from 'react';

/** One request per page and article, whichever islands ask (they are separate React roots, one module). */
const asked = new Map<string, Promise<string | null>>();

function askToken(pii: string): Promise<string | null> {
  let pending = asked.get(pii);
  if (!pending) {
    pending = fetch(`/sdfe/arp/pii/${encodeURIComponent(pii)}/entitled-token`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? (res.json() as Promise<{ entitledToken?: unknown }>) : null))
      .then((body) => (typeof body?.entitledToken === 'string' ? body.entitledToken : null))
      .catch((error: unknown) => {
        console.error(error);
        return null;
      });
    asked.set(pii, pending);
  }
  return pending;
}

/**
 * The page's entitledToken (001 §3, §7). A page rendered for one reader carries it; the
 * anonymous variant, which shared caches keep, carries none (ADR 008), so an entitled page
 * without one asks GET /sdfe/arp/pii/{pii}/entitled-token (`private, no-store`) after
 * hydration. `undefined` while asking; null when the reader is not entitled or the call failed
 * (the full-text calls then answer 403, as they would without a token).
 */
export function useEntitledToken(pii: string, state: { entitled: boolean; entitledToken: string | null }): string | null | undefined {
  const embedded = state.entitled ? state.entitledToken : null;
  const [fetched, setFetched] = useState<{ pii: string; token: string | null } | null>(null);
  const needed = state.entitled && embedded === null;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void askToken(pii).then((token) => {
      if (current) setFetched({ pii, token });
    });
    return () => {
      current = false;
    };
  }, [pii, needed]);
  if (!needed) return embedded;
  return fetched?.pii === pii ? fetched.token : undefined;
}
