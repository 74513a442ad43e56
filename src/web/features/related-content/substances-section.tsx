import { useState } from 'react';
import type { Substance } from '#src/shared/substances/substance-contract.ts';
import { substancesOf } from '#src/web/ui/api-guards.ts';
import type { AjaxLinks } from '#src/shared/article/article-page-state.ts';
import { visibleSubstances } from '#src/web/ui/side-panel-state.ts';
import { fetchSectionJson, useSectionData } from '../../ui/use-section-data.ts';
import type { RelatedPanel } from './related-panel.tsx';

function substancesFromJson(v: unknown): Substance[] {
  const substances = substancesOf(v);
  if (!substances) throw new Error('Unexpected substances response');
  return substances;
}

/**
 * The related-content column's Substances section (001 §1, §2 toggle "substances", §3
 * isOpenSubstances, §4, §9): the registry substances the article mentions, in order of first
 * mention; the first 6, with a toggle when there are more. A substance opens the Reaxys
 * substance information panel at its position (content-type/content-id, opened by the side
 * panel's delegated listener). Failures are silently ignored (001 §8). A lazy chunk: the
 * article route's initial JavaScript does not carry it. The column hands it its panel frame
 * (`Panel`): imported here, the frame would be split out of the route's chunk into a chunk of
 * its own that every article page loads.
 */
export function SubstancesSection({
  pii,
  ajaxLinks,
  Panel,
}: {
  pii: string;
  ajaxLinks: Partial<AjaxLinks> | null;
  Panel: typeof RelatedPanel;
}) {
  const [open, setOpen] = useState(true);
  const [expanded, setExpanded] = useState(false);
  const section = useSectionData<Substance[]>(
    'substances',
    (signal) => fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/substances`, signal, substancesFromJson),
    { ajaxLinks },
  );
  const substances = section.data;
  if (!substances || substances.length === 0) return null;
  const { shown, hasToggle } = visibleSubstances(substances, expanded);
  return (
    <Panel title="Substances" open={open} onToggle={() => setOpen((o) => !o)} className="related-substances">
      <ul className="related-list related-substances__list">
        {shown.map((s, index) => (
          <li key={s.id} className="related-item">
            <button
              type="button"
              className="related-substances__open"
              data-content-type="substance"
              data-content-id={String(index)}
              aria-haspopup="dialog"
            >
              {s.title}
            </button>
            {s.molecularFormula ? <span className="related-item__source">{s.molecularFormula}</span> : null}
          </li>
        ))}
      </ul>
      {hasToggle ? (
        <button
          type="button"
          className="related-more-link related-substances__toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show fewer substances' : `Show all ${substances.length} substances`}
        </button>
      ) : null}
    </Panel>
  );
}
