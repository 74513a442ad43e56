import { useState } from 'react';
import type { ArticleMetricsResponse } from '#src/shared/api/api-contract.ts';
import { isArticleMetricsResponse } from '#src/web/ui/api-guards.ts';
import { readJson } from '#src/web/ui/json-shape.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { RelatedPanel } from './related-panel.tsx';
import { groupedCount } from '#src/shared/site/grouped-count.ts';

const LABELS: ReadonlyArray<[keyof ArticleMetricsResponse, string]> = [
  ['views', 'Views'],
  ['downloads', 'Downloads'],
  ['citations', 'Citations'],
];

/**
 * The metrics panel (001 §3 metrics isOpen/hasData, §4 "Metrics panel toggles; hasData is set
 * once data arrives"): the article's own usage from COUNTER and its citations from the
 * citation graph (`/sdfe/arp/pii/{pii}/metrics`), fetched when first opened.
 */
export function MetricsPanel({ pii }: { pii: string }) {
  const [open, setOpen] = useState(false);
  const section = useSectionData<ArticleMetricsResponse>(
    'metrics',
    (signal) =>
      fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/metrics`, signal, (v) => readJson(v, isArticleMetricsResponse, 'metrics')),
    { enabled: open },
  );
  const metrics = section.status === 'received' ? section.data : undefined;
  return (
    <RelatedPanel title="Metrics" open={open} onToggle={() => setOpen((o) => !o)} className="related-metrics">
      <div data-has-data={metrics ? 'true' : 'false'}>
        {section.message ? <p className="related-status">{section.message}</p> : null}
        {section.status === 'failed' ? <p className="related-status">Metrics cannot be displayed at this time.</p> : null}
        {metrics ? (
          <dl className="related-metrics__list">
            {LABELS.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{groupedCount(metrics[key])}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </RelatedPanel>
  );
}
