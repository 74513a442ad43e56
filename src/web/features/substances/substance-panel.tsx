import { useState, type ReactElement } from 'react';
import type { Substance } from '#src/shared/substances/substance-contract.ts';
import { substancesOf } from '#src/web/ui/api-guards.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';
import { SIDE_PANEL_TITLES, substanceAt, substanceNavigation, visibleSubstances } from '#src/web/ui/side-panel-state.ts';
import { SidePanel, useSidePanel, type SidePanelContentProps } from '../../ui/side-panel.tsx';
import { usePanelData } from '../../ui/use-panel-data.ts';
import { fetchSectionJson } from '../../ui/use-section-data.ts';

function loadSubstances(pii: string): Promise<Substance[]> {
  return fetchSectionJson(`/sdfe/arp/pii/${encodeURIComponent(pii)}/substances`, undefined, (v) => {
    const substances = substancesOf(v);
    if (!substances) throw new Error('Unexpected substances response');
    return substances;
  });
}

function SubstanceView({ substance }: { substance: Substance }): ReactElement {
  const facts: Array<[string, string | null]> = [
    ['Molecular formula', substance.molecularFormula],
    ['Molecular weight', substance.molecularWeight ? `${substance.molecularWeight} g/mol` : null],
    ['CAS Registry Number', substance.casRegistryNumber],
    ['Other names', substance.otherTitles.length > 0 ? substance.otherTitles.join('; ') : null],
  ];
  const image = safeHref(substance.image);
  const database = safeHref(substance.chemistryDatabaseUrl);
  return (
    <div className="substance">
      <h3 className="substance-title">{substance.title}</h3>
      {image ? <img className="substance-image" src={image} alt={substance.imageDescription ?? `Structure of ${substance.title}`} /> : null}
      <dl className="substance-facts">
        {facts.filter(([, v]) => v).map(([k, v]) => [<dt key={`t-${k}`}>{k}</dt>, <dd key={`d-${k}`}>{v}</dd>])}
      </dl>
      {substance.substanceFacts.length > 0 ? (
        <ul className="substance-fact-groups" aria-label="Facts">
          {substance.substanceFacts.map((group, i) => {
            const href = safeHref(group.url);
            return (
              <li key={i}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {group.displayName}
                  </a>
                ) : (
                  group.displayName
                )}
                {group.facts.length > 0 ? (
                  <ul>
                    {group.facts.map((f, j) => (
                      <li key={j}>{`${f.displayName} (${f.count})`}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {database ? (
        <p className="substance-database">
          <a href={database} target="_blank" rel="noopener noreferrer">{`View ${substance.title} in the chemistry database`}</a>
        </p>
      ) : null}
    </div>
  );
}

/** One substance with Previous / Next and the list to pick from (001 §2, §3 Substance). */
function Substances({ substances, start }: { substances: Substance[]; start: number }): ReactElement | null {
  const { scrollToTop } = useSidePanel();
  const [position, setPosition] = useState(start);
  const [expanded, setExpanded] = useState(false);
  let current: Substance;
  try {
    current = substanceAt(substances, position);
  } catch (error) {
    // 000 §8: "Invalid state. Substance at position {id} not found." is reported; nothing shows.
    console.error(error);
    return null;
  }
  const nav = substanceNavigation(position, substances.length);
  const { shown, hasToggle } = visibleSubstances(substances, expanded);
  // Every move brings the reader back to the top of the panel.
  const moveTo = (next: number) => {
    setPosition(next);
    scrollToTop();
  };
  return (
    <>
      <SubstanceView substance={current} />
      <div className="substance-nav">
        <button
          type="button"
          className="substance-previous secondary-button"
          disabled={nav.previousDisabled}
          onClick={() => moveTo(position - 1)}
        >
          Previous
        </button>
        <button type="button" className="substance-next secondary-button" disabled={nav.nextDisabled} onClick={() => moveTo(position + 1)}>
          Next
        </button>
      </div>
      <ul className="substance-list">
        {shown.map((s, i) => (
          <li key={s.id}>
            <button type="button" className="secondary-button" aria-current={i === position ? 'true' : undefined} onClick={() => moveTo(i)}>
              {s.title}
            </button>
          </li>
        ))}
      </ul>
      {hasToggle ? (
        <button type="button" className="substance-toggle secondary-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer substances' : `Show all ${substances.length} substances`}
        </button>
      ) : null}
    </>
  );
}

/** The Reaxys substance information side panel (001 §2): the substance at the content-id's position. */
export function SubstancePanel({ id, pii, opener, onClose }: SidePanelContentProps): ReactElement {
  const substances = usePanelData(`substances:${pii}`, () => loadSubstances(pii));
  return (
    <SidePanel modal opener={opener} onClose={onClose} className="generic-side-panel" panelType="substance">
      <SidePanel.Header title={SIDE_PANEL_TITLES.substance} />
      <SidePanel.Body busy={substances.status === 'request'}>
        {/* The same panel moved to another substance (a new id) starts there. */}
        {substances.status === 'received' ? <Substances key={id} substances={substances.data} start={Number(id)} /> : null}
      </SidePanel.Body>
    </SidePanel>
  );
}
