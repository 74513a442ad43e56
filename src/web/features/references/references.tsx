import type { ReactElement, ReactNode } from 'react';
import type { Reference } from '#src/shared/content-model.ts';
import { referenceLinks } from '#src/shared/reference-links.ts';
import { claimId } from '#src/shared/safe-url.ts';
import { formatReference, isStructured } from './format-reference.ts';

/** The list's own id: the route reserves it before anything else renders. */
export const REFERENCES_ID = 'references';

function Citation({ reference }: { reference: Reference }): ReactNode {
  if (!isStructured(reference)) return <span className="ref-text">{reference.text}</span>;
  const f = formatReference(reference);
  // Punctuation is joined into single strings: adjacent text nodes would cost separators in the HTML.
  const afterAuthors = f.year ? ` (${f.year}).` : f.authors ? '.' : '';
  const tail = (f.details ? `, ${f.details}` : '') + (f.source || f.details ? '.' : '');
  return (
    <span className="ref-text">
      {f.authors ? <span className="ref-authors">{f.authors}</span> : null}
      {`${afterAuthors} `}
      {f.title ? <span className="ref-title">{f.title}</span> : null}
      {f.title && f.source ? ' ' : null}
      {f.source ? <i className="ref-source">{f.source}</i> : null}
      {tail || null}
    </span>
  );
}

/**
 * The reference's external links, server-rendered (the cited article on this site is added by
 * the reference-links enhancer, which asks /references/links: the citation graph changes when
 * other articles are ingested, and this HTML is cached per article version).
 */
function Links({ reference }: { reference: Reference }): ReactNode {
  const links = referenceLinks(reference);
  if (links.length === 0) return null;
  return (
    <span className="ref-links">
      {links.map((l) => (
        <a key={l.kind} className={`ref-link ref-link--${l.kind}`} href={l.href} rel="noopener">
          {l.text}
        </a>
      ))}
    </span>
  );
}

function ReferenceItem({ reference, ids }: { reference: Reference; ids: Set<string> }): ReactElement {
  return (
    <li id={claimId(ids, reference.id)} className="reference">
      {reference.label ? <span className="ref-label">{reference.label}</span> : null}
      <span className="ref-body">
        <Citation reference={reference} />
        {reference.comment ? <span className="ref-comment"> {reference.comment}</span> : null}
        <Links reference={reference} />
      </span>
    </li>
  );
}

/** The reference list; each item's id is the reference id, so in-text citations jump to it. */
export function References({ references, ids }: { references: readonly Reference[]; ids: Set<string> }): ReactElement | null {
  if (references.length === 0) return null;
  const labelled = references.some((r) => r.label);
  return (
    <section id={REFERENCES_ID} className="references" data-document-references={references.length}>
      <h2 className="section-title">References</h2>
      <ol className={labelled ? 'reference-list reference-list--labelled' : 'reference-list'}>
        {references.map((r, i) => <ReferenceItem key={i} reference={r} ids={ids} />)}
      </ol>
    </section>
  );
}
