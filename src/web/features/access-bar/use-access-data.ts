import { useEffect, useState } from 'react';
import type { LinkingHubLink } from '#src/web/features/access-bar/access-bar-layout.ts';
import { isLinkingHubResponse } from '#src/web/ui/api-guards.ts';
import { matchesShape, readJson } from '#src/web/ui/json-shape.ts';
import { fetchSectionJson } from '../../ui/use-section-data.ts';

export interface SeamlessInstitution {
  institutionName: string;
  institutionUrl: string | null;
}
const isSeamlessInstitution = (v: unknown): v is SeamlessInstitution =>
  matchesShape(v, { institutionName: 'string', institutionUrl: 'string|null' }) && v.institutionName !== '';

/**
 * Seamless access (spec 001 §4): for non-institutional readers the most recently used
 * institution is looked up; failures are silently ignored (001 §8). `completed` turns true
 * either way, and the remote access label switches to the found institution.
 */
export function useSeamlessInstitution(enabled: boolean): { institution: SeamlessInstitution | null; completed: boolean } {
  const [state, setState] = useState<{ institution: SeamlessInstitution | null; completed: boolean }>({
    institution: null,
    completed: !enabled,
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // A 204 (none remembered) has no JSON body: like a failure, it ends in catch as no institution.
    fetchSectionJson('/user/seamless-access/institution', undefined, (v) => readJson(v, isSeamlessInstitution, 'seamless access'))
      .catch(() => null)
      .then((institution) => {
        if (live) setState({ institution, completed: true });
      });
    return () => {
      live = false;
    };
  }, [enabled]);
  return state;
}

/** Link resolvers of the reader's institutions, from the linking hub (001 §7 /sdfe/arp/ihub/{id}). */
export function useLinkResolvers(pii: string, enabled: boolean): LinkingHubLink[] {
  const [links, setLinks] = useState<LinkingHubLink[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    fetchSectionJson(`/sdfe/arp/ihub/${encodeURIComponent(pii)}`, undefined, (v) => readJson(v, isLinkingHubResponse, 'linking hub'))
      .catch(() => null)
      .then((body) => {
        if (!live || !body) return;
        setLinks(
          body.articleBean
            .filter((b) => b.siteId.startsWith('institution:'))
            .map((b) => ({ siteName: b.siteName, redirectUrl: b.redirectUrl })),
        );
      });
    return () => {
      live = false;
    };
  }, [pii, enabled]);
  return links;
}
