import { useEffect, useState } from 'react';
import type { LinkingHubLink } from '#src/shared/access-bar/access-bar-layout.ts';
import { linkingHubResponseSchema } from '#src/shared/api-contract.ts';
import { z } from 'zod';
import { fetchSectionJson } from '../../ui/use-section-data.ts';

const seamlessSchema = z.object({ institutionName: z.string().min(1), institutionUrl: z.string().nullable() });
export type SeamlessInstitution = z.infer<typeof seamlessSchema>;

/**
 * Seamless access (spec 001 §4): for non-institutional readers the most recently used
 * institution is looked up; failures are silently ignored (001 §8). `completed` turns true
 * either way, and the remote access label switches to the found institution.
 */
export function useSeamlessInstitution(enabled: boolean): { institution: SeamlessInstitution | null; completed: boolean } {
  const [state, setState] = useState<{ institution: SeamlessInstitution | null; completed: boolean }>({ institution: null, completed: !enabled });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // A 204 (none remembered) has no JSON body: like a failure, it ends in catch as no institution.
    fetchSectionJson('/user/seamless-access/institution', undefined, (v) => seamlessSchema.parse(v))
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
    fetchSectionJson(`/sdfe/arp/ihub/${encodeURIComponent(pii)}`, undefined, (v) => linkingHubResponseSchema.parse(v))
      .catch(() => null)
      .then((body) => {
        if (!live || !body) return;
        setLinks(body.articleBean.filter((b) => b.siteId.startsWith('institution:')).map((b) => ({ siteName: b.siteName, redirectUrl: b.redirectUrl })));
      });
    return () => {
      live = false;
    };
  }, [pii, enabled]);
  return links;
}
