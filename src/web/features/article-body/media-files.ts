import type { Attachment } from '#src/shared/article/content-model.ts';

/**
 * The article's files as the renderers see them: by the float or item they belong to, each
 * with its URL `{media base}/{attachment-eid}` (spec 000 §7). With Lectern's own media path only
 * files held in asset storage get a URL (the rest would be 404s); with an external base every
 * listed attachment does, since that host holds the publisher's files under their eids.
 */
export interface MediaFiles {
  /** Attachments that have a file to load, for locators or item ids (an Elsevier item has both). */
  forRef(...refs: Array<string | undefined>): Attachment[];
  url(attachment: Attachment, options?: { download?: boolean }): string;
}

export function createMediaFiles(attachments: readonly Attachment[], baseUrl: string): MediaFiles {
  const external = /^https?:\/\//.test(baseUrl);
  const byRef = new Map<string, Attachment[]>();
  for (const a of attachments) {
    if (!a.ref || (!external && !a.storageKey)) continue;
    const list = byRef.get(a.ref);
    if (list) list.push(a);
    else byRef.set(a.ref, [a]);
  }
  return {
    forRef: (...refs) => {
      const found = refs.flatMap((ref) => (ref ? (byRef.get(ref) ?? []) : []));
      return refs.length > 1 ? [...new Set(found)] : found;
    },
    url: (a, options) => {
      const href = `${baseUrl}/${encodeURIComponent(a.eid)}`;
      return options?.download && !external ? `${href}?download` : href;
    },
  };
}

/** No files: what renderers use when the page was rendered without media (tests, other features). */
export const NO_MEDIA: MediaFiles = createMediaFiles([], '/media');
