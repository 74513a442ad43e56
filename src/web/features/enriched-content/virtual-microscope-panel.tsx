import type { ReactElement } from 'react';
import { byShortcode, type EnrichedEntry } from '#src/shared/enriched/enriched-apps.ts';
import { VIRTUAL_MICROSCOPE_PATH, vmPayloadSchema } from '#src/shared/virtual-microscope/deep-zoom.ts';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

/**
 * The VM app (spec 000 §1 "a virtual microscope viewer link", §3; ADR 006): the article's
 * deep-zoom images, each with its signed viewer link (given only to a reader who may see the
 * article's files; others see the list without links).
 */
export function VirtualMicroscopePanel({ entries }: { entries: EnrichedEntry[] }): ReactElement | null {
  const vm = byShortcode(entries).VM;
  const payload = vm?.success ? vmPayloadSchema.safeParse(vm.payload) : undefined;
  if (!payload?.success || payload.data.images.length === 0) return null;
  return (
    <section className="virtual-microscope-links" aria-labelledby="ec-virtual-microscope-title">
      <h2 id="ec-virtual-microscope-title">Virtual microscope</h2>
      <ul>
        {payload.data.images.map((image) => (
          <li key={image.eid}>
            {/* Only a link this site signed for this page (never an author-supplied address). */}
            {image.viewerUrl?.startsWith(`${VIRTUAL_MICROSCOPE_PATH}?`) ? (
              <a href={image.viewerUrl} target="_blank" rel="noopener">
                Open {image.label} in the virtual microscope
              </a>
            ) : (
              <span>{image.label}</span>
            )}{' '}
            ({groupedCount(image.width)} × {groupedCount(image.height)} pixels)
          </li>
        ))}
      </ul>
    </section>
  );
}
