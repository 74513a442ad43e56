import { useState } from 'react';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import { RelatedPanel } from './related-panel.tsx';

/** The numbers of a metrics answer, whatever their grouping: every numeric field with a readable label. */
export function metricEntries(value: unknown, prefix = ''): Array<[string, number]> {
  if (!value || typeof value !== 'object') return [];
  const out: Array<[string, number]> = [];
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const label = `${prefix}${key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ')}`;
    if (typeof v === 'number' && Number.isFinite(v)) out.push([label.charAt(0).toUpperCase() + label.slice(1), v]);
    else if (v && typeof v === 'object' && !Array.isArray(v)) out.push(...metricEntries(v, `${label} `));
  }
  return out;
}

/** The metrics panel (001 §3 metrics isOpen/hasData, §4 "Metrics panel toggles; hasData is set once data arrives"). */
export function MetricsPanel({ pii }: { pii: string }) {
  const [open, setOpen] = useState(false);
  const section = useSectionData<unknown>('metrics', (signal) => fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/metrics`, signal), { enabled: open });
  const entries = metricEntries(section.data);
  return (
    <RelatedPanel title="Metrics" open={open} onToggle={() => setOpen((o) => !o)} className="related-metrics">
      <div data-has-data={entries.length > 0 ? 'true' : 'false'}>
        {section.message ? <p className="related-status">{section.message}</p> : null}
        {section.status === 'failed' ? <p className="related-status">Metrics cannot be displayed at this time.</p> : null}
        {section.status === 'received' && entries.length === 0 ? <p className="related-status">No metrics yet.</p> : null}
        {entries.length > 0 ? (
          <dl className="related-metrics__list">
            {entries.map(([label, n]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{n.toLocaleString('en')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </RelatedPanel>
  );
}
