import type { AuthorData } from '#src/web/features/author-panel/author-details.ts';

/**
 * The article's authors from GET /sdfe/arp/pii/{pii}/authors/ (001 §7), fetched once per
 * page and shared by the full list and the side panel. 001 §4: request, then received or
 * failed; a failure is not remembered, so the reader's next click asks again.
 */
export type AuthorsState = 'idle' | 'request' | 'received' | 'failed';

export interface AuthorsSource {
  readonly state: AuthorsState;
  /** The data once received, for callers that must not wait. */
  readonly data: AuthorData | undefined;
  load(): Promise<AuthorData>;
}

function isAuthorData(value: unknown): value is AuthorData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['authors', 'affiliations', 'correspondences', 'footnotes', 'biographies'].every((k) => Array.isArray(v[k]));
}

export function authorsUrl(pii: string): string {
  return `/sdfe/arp/pii/${encodeURIComponent(pii)}/authors/`;
}

export function createAuthorsSource(pii: string, fetchJson: typeof fetch = (...args) => fetch(...args)): AuthorsSource {
  let state: AuthorsState = 'idle';
  let data: AuthorData | undefined;
  let pending: Promise<AuthorData> | undefined;
  const request = async (): Promise<AuthorData> => {
    const res = await fetchJson(authorsUrl(pii), { headers: { accept: 'application/json' }, credentials: 'same-origin' });
    if (!res.ok) throw new Error(`Authors request failed with status ${res.status}`);
    const body: unknown = await res.json();
    if (!isAuthorData(body)) throw new Error('Authors response has an unexpected shape');
    return body;
  };
  return {
    get state() {
      return state;
    },
    get data() {
      return data;
    },
    load() {
      if (data) return Promise.resolve(data);
      if (pending) return pending;
      state = 'request';
      pending = request().then(
        (received) => {
          state = 'received';
          data = received;
          return received;
        },
        (error: unknown) => {
          state = 'failed';
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

const sources = new Map<string, AuthorsSource>();

/** The page's one source of its article's authors (the header's full list and the side panel share it). */
export function authorsSourceFor(pii: string): AuthorsSource {
  let source = sources.get(pii);
  if (!source) {
    source = createAuthorsSource(pii);
    sources.set(pii, source);
  }
  return source;
}

/** Forgets every page's source (tests start each case from a fresh page). */
export function forgetAuthorsSources(): void {
  sources.clear();
}
