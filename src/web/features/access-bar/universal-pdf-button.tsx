import { useId, useState } from 'react';
import type { UniversalPdfConfig } from '#src/shared/access/access-bar-config.ts';
import {
  hasExternalArrow,
  isUniversalPdfEligible,
  UNIVERSAL_PDF_TOOLTIP_OFFSET,
  universalPdfTarget,
  visibleState,
} from '#src/web/features/access-bar/universal-pdf.ts';

/** The external-link arrow the found and found-doi states add (spec 000 §4). */
function ExternalArrow() {
  return (
    <svg className="universal-pdf__arrow" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M4 1h7v7M11 1 5 7M9 7v4H1V3h4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * Universal PDF button for third-party articles (spec 000 §3, §4, §5, §9): shown only with a
 * DOI or a citation-database id; its state's configured label; a tooltip below (offset -5).
 */
export function UniversalPdfButton({
  doi,
  citationDatabaseId,
  config,
  className,
}: {
  doi: string | null;
  citationDatabaseId: string | null;
  config: UniversalPdfConfig;
  className: string;
}) {
  const tooltipId = useId();
  const [tooltip, setTooltip] = useState(false);
  if (!isUniversalPdfEligible(doi, citationDatabaseId)) return null;
  const target = universalPdfTarget(doi, citationDatabaseId);
  const state = target ? visibleState(config.states, target.state) : null;
  if (!target || !state) return null;
  return (
    <span
      className="universal-pdf"
      data-state={target.state}
      data-config={JSON.stringify({ integratorId: config.integratorId })}
      data-seamless-access={config.seamlessAccessEnabled ? 'true' : 'false'}
      onMouseEnter={() => setTooltip(true)}
      onMouseLeave={() => setTooltip(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setTooltip(false);
      }}
    >
      <a
        className={className}
        href={target.href}
        target="_blank"
        rel="noopener"
        aria-describedby={tooltipId}
        onFocus={() => setTooltip(true)}
        onBlur={() => setTooltip(false)}
      >
        {state.label}
        {hasExternalArrow(target.state) ? <ExternalArrow /> : null}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <span
        id={tooltipId}
        role="tooltip"
        className="universal-pdf__tooltip"
        data-placement={config.tooltipPlacement}
        hidden={!tooltip}
        style={{ marginTop: `${UNIVERSAL_PDF_TOOLTIP_OFFSET}px` }}
      >
        {target.state === 'found-doi'
          ? `Opens the article at its publisher through doi.org/${doi}`
          : 'Opens the article record in the citation database'}
      </span>
    </span>
  );
}
