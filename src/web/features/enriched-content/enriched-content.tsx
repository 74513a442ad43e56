import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { loadChunk } from '#src/web/ui/chunk-load.ts';
import { enrichedAnchorsOf, hasCaseInsights, kmlIdsOf } from '#src/web/features/enriched-content/enriched-anchors.ts';
import { byShortcode, entriesOf, hasResearchData, type EnrichedEntry } from '#src/shared/enriched/enriched-apps.ts';
import type { TocOutlineItem } from '#src/web/ui/toc-data.ts';
import './enriched-content.css';

/** The panels, each its own lazily loaded chunk (001 §2: research-data, interactive-case-insights, geospatial-data; 001 §9 timeout). */
const ResearchData = lazy<(props: PanelProps) => ReactElement | null>(() =>
  loadChunk('research-data', 'features/enriched-content/research-data-panel.tsx', () => import('./research-data-panel.tsx')).then(
    (m) => ({ default: m.ResearchDataPanel }),
    nothingOnFailure,
  ),
);
const CaseInsights = lazy<(props: PanelProps) => ReactElement | null>(() =>
  loadChunk(
    'interactive-case-insights',
    'features/enriched-content/case-insights-panel.tsx',
    () => import('./case-insights-panel.tsx'),
  ).then((m) => ({ default: m.CaseInsightsPanel }), nothingOnFailure),
);
const Geospatial = lazy<(props: { payload: unknown }) => ReactElement | null>(() =>
  loadChunk('geospatial-data', 'features/enriched-content/geospatial-map.tsx', () => import('./geospatial-map.tsx')).then(
    (m) => ({ default: m.GeospatialPanel }),
    nothingOnFailure,
  ),
);

const VirtualMicroscope = lazy<(props: PanelProps) => ReactElement | null>(() =>
  loadChunk(
    'virtual-microscope-links',
    'features/enriched-content/virtual-microscope-panel.tsx',
    () => import('./virtual-microscope-panel.tsx'),
  ).then((m) => ({ default: m.VirtualMicroscopePanel }), nothingOnFailure),
);

/** 001 §8: a chunk that fails ('Loading chunk {id} failed') is reported to the console and its panel shows nothing. */
function nothingOnFailure(error: unknown): { default: () => null } {
  console.error(error);
  return { default: () => null };
}

interface PanelProps {
  entries: EnrichedEntry[];
}

export interface EnrichedContentProps {
  /** GET address of the enriched content (loader data; ADR 006). */
  path: string;
  /** Called on receipt with the table-of-contents anchors of the apps that have content. */
  onAnchors(anchors: TocOutlineItem[]): void;
}

interface Received {
  entries: EnrichedEntry[];
  kmlIds: string[];
  hasResearchData: boolean;
}

/**
 * Enriched content (000 §4, §7, §8): requested once; on receipt the research-data flag, the kml
 * ids and the panels update; a failure is swallowed and shows nothing.
 */
export function EnrichedContent({ path, onAnchors }: EnrichedContentProps): ReactElement | null {
  const [received, setReceived] = useState<Received | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
        return entriesOf(await response.json());
      })
      .then((entries) => {
        if (cancelled) return;
        setReceived({ entries, kmlIds: kmlIdsOf(entries), hasResearchData: hasResearchData(entries) });
        onAnchors(enrichedAnchorsOf(entries));
      })
      .catch(() => {
        // 000 §8: an enriched-content failure is swallowed; nothing is shown.
      });
    return () => {
      cancelled = true;
    };
  }, [path, onAnchors]);
  if (!received) return null;
  return (
    <div className="enriched-content" data-research-data={received.hasResearchData} data-kml-ids={received.kmlIds.join(' ') || undefined}>
      <Suspense fallback={null}>
        {received.hasResearchData ? <ResearchData entries={received.entries} /> : null}
        {hasCaseInsights(received.entries) ? <CaseInsights entries={received.entries} /> : null}
        {received.kmlIds.length > 0 ? <Geospatial payload={byShortcode(received.entries).GD?.payload} /> : null}
        {byShortcode(received.entries).VM?.success ? <VirtualMicroscope entries={received.entries} /> : null}
      </Suspense>
    </div>
  );
}
