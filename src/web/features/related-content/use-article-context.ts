import type { ArticleContextResponse } from '#src/shared/api/api-contract.ts';
import { isArticleContextResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import { fetchSectionJson } from '../../ui/use-section-data.ts';

const cache = new Map<string, Promise<ArticleContextResponse>>();

/** GET /sdfe/arp/pii/{pii}/context once per page: the issue id, ISBN, content type and ISSN the sections' calls need. */
export function loadArticleContext(pii: string, signal: AbortSignal): Promise<ArticleContextResponse> {
  let pending = cache.get(pii);
  if (!pending) {
    // Not tied to one caller's signal: several sections share the answer.
    pending = fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/context`, undefined, (v) =>
      readJson(v, isArticleContextResponse, 'article context'),
    );
    pending.catch(() => cache.delete(pii));
    cache.set(pii, pending);
  }
  return signal.aborted ? Promise.reject(signal.reason) : pending;
}
