import type { ReactElement } from 'react';
import { CASE_INSIGHTS_ANCHOR, CASE_INSIGHTS_TITLE } from '#src/web/features/enriched-content/enriched-anchors.ts';
import { byShortcode, type EnrichedEntry } from '#src/shared/enriched/enriched-apps.ts';
import type { CaseInsightsPayload } from '#src/shared/enriched/enriched-content.ts';
import { safeHref } from '#src/shared/site/safe-url.ts';

/** Interactive case insights (chunk `interactive-case-insights`): the imported cases, each a disclosure. */
export function CaseInsightsPanel({ entries }: { entries: EnrichedEntry[] }): ReactElement | null {
  const ici = byShortcode(entries).ICI;
  // Validated on import (case-insights:import); anything of another shape shows nothing.
  const payload = ici?.success ? (ici.payload as CaseInsightsPayload | null) : null;
  if (!payload || typeof payload.title !== 'string' || !Array.isArray(payload.cases)) return null;
  const { title, cases } = payload;
  return (
    <section id={CASE_INSIGHTS_ANCHOR} className="case-insights" aria-labelledby={`${CASE_INSIGHTS_ANCHOR}-title`}>
      <h2 id={`${CASE_INSIGHTS_ANCHOR}-title`}>{CASE_INSIGHTS_TITLE}</h2>
      <p className="case-insights__title">{title}</p>
      {cases.map((c) => {
        const link = c.link ? safeHref(c.link) : undefined;
        return (
          <details key={c.id} className="case-insights__case">
            <summary>{c.title}</summary>
            <p>{c.summary}</p>
            {Array.isArray(c.findings) && c.findings.length > 0 ? (
              <dl>
                {c.findings.map((f, i) => (
                  <div key={i}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {link ? (
              <a href={link} target="_blank" rel="noopener noreferrer">
                More about this case
              </a>
            ) : null}
          </details>
        );
      })}
    </section>
  );
}
