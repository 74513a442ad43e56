import type { ReactElement } from 'react';
import {
  PREVIEW_ANCHORS,
  PREVIEW_REFERENCES_SHOWN,
  PREVIEW_SECTION_TITLES,
  VIEW_MORE_REFERENCES,
  type ArticlePreview,
  type PreviewReference,
} from '#src/web/ui/article-preview.ts';
import { claimId } from '#src/shared/site/safe-url.ts';

/**
 * The preview layout's content (001 §2): Abstract, Introduction, Section snippets, References
 * (count) and Cited by (count), in that order, built only from `previewOf` — nothing else of
 * the article reaches a reader who may not see the full text. Server-rendered HTML (ADR 004);
 * 'View more references' is a native disclosure, so it works without JavaScript.
 */

function ReferenceItem({ reference }: { reference: PreviewReference }): ReactElement {
  const title = reference.title ?? reference.otherText ?? '';
  return (
    <li className="preview-reference">
      {reference.label ? <span className="preview-reference__label">{reference.label} </span> : null}
      {reference.authors.length > 0 ? <span className="preview-reference__authors">{reference.authors.join(', ')} </span> : null}
      {reference.internalPii ? (
        <a className="preview-reference__title" href={`/science/article/pii/${encodeURIComponent(reference.internalPii)}`}>
          {title}
        </a>
      ) : (
        <span className="preview-reference__title">{title}</span>
      )}
      {reference.source ? <span className="preview-reference__source"> {reference.source}</span> : null}
      {reference.year ? <span className="preview-reference__year"> ({reference.year})</span> : null}
    </li>
  );
}

export function PreviewContent({
  preview,
  ids,
  abstracts,
}: {
  preview: ArticlePreview;
  ids: Set<string>;
  /** The abstracts as the full page renders them (header/abstract components). */
  abstracts: ReactElement | null;
}): ReactElement {
  const shown = preview.references.slice(0, PREVIEW_REFERENCES_SHOWN);
  // References that carry their own labels ("[2]", "Smith et al., 2001") are numbered by them, not by the list too.
  const listClass = preview.references.some((r) => r.label) ? 'preview-references preview-references--labelled' : 'preview-references';
  const more = preview.references.slice(PREVIEW_REFERENCES_SHOWN);
  return (
    <div className="article-preview">
      {preview.abstracts.length > 0 && abstracts ? (
        <div id={claimId(ids, PREVIEW_ANCHORS.abstract)} className="preview-section preview-section--abstract">
          {abstracts}
        </div>
      ) : null}
      {preview.introduction ? (
        <section
          id={claimId(ids, PREVIEW_ANCHORS.introduction)}
          className="preview-section preview-section--introduction"
          aria-labelledby="preview-introduction-title"
        >
          <h2 id="preview-introduction-title">{PREVIEW_SECTION_TITLES.introduction}</h2>
          <p>{preview.introduction.snippet}</p>
        </section>
      ) : null}
      {preview.sections.length > 0 ? (
        <section
          id={claimId(ids, PREVIEW_ANCHORS.snippets)}
          className="preview-section preview-section--snippets"
          aria-labelledby="preview-snippets-title"
        >
          <h2 id="preview-snippets-title">{PREVIEW_SECTION_TITLES.snippets}</h2>
          {preview.sections.map((s, i) => (
            <section key={s.id ?? i} className="preview-snippet">
              <h3>{s.title}</h3>
              {s.snippet ? <p>{s.snippet}</p> : null}
            </section>
          ))}
        </section>
      ) : null}
      {preview.referenceCount > 0 ? (
        <section
          id={claimId(ids, PREVIEW_ANCHORS.references)}
          className="preview-section preview-section--references"
          aria-labelledby="preview-references-title"
        >
          <h2 id="preview-references-title">{`${PREVIEW_SECTION_TITLES.references} (${preview.referenceCount})`}</h2>
          <ol className={listClass}>
            {shown.map((r) => (
              <ReferenceItem key={r.id} reference={r} />
            ))}
          </ol>
          {more.length > 0 ? (
            <details className="preview-references__more">
              <summary>{VIEW_MORE_REFERENCES}</summary>
              <ol className={listClass} start={shown.length + 1}>
                {more.map((r) => (
                  <ReferenceItem key={r.id} reference={r} />
                ))}
              </ol>
            </details>
          ) : null}
        </section>
      ) : null}
      {preview.citedByCount > 0 ? (
        <section
          id={claimId(ids, PREVIEW_ANCHORS.citedBy)}
          className="preview-section preview-section--cited-by"
          aria-labelledby="preview-cited-by-title"
        >
          <h2 id="preview-cited-by-title">{`${PREVIEW_SECTION_TITLES.citedBy} (${preview.citedByCount})`}</h2>
        </section>
      ) : null}
    </div>
  );
}
