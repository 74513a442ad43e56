import type { ReactElement, ReactNode } from 'react';
import type { Reference } from '#src/shared/content-model.ts';
import { claimId, safeHref } from '#src/shared/safe-url.ts';
import { doiUrl, pubmedUrl } from '#src/shared/urn.ts';
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

function Links({ reference }: { reference: Reference }): ReactNode {
  const doi = reference.doi ? doiUrl(reference.doi) : undefined;
  const pubmed = reference.pmid ? pubmedUrl(reference.pmid) : undefined;
  // Spec 000 §5: an e-host link is a DOI only with "doi:", arXiv only with "arxiv:"; safeHref resolves both.
  const web = safeHref(reference.host.url);
  const links: ReactNode[] = [];
  if (doi) links.push(<a key="doi" className="ref-doi" href={doi}>{doi}</a>);
  if (pubmed) links.push(<a key="pubmed" className="ref-pubmed" href={pubmed} aria-label={`PubMed record ${reference.pmid!.trim()}`}>PubMed</a>);
  if (web && web !== doi) links.push(<a key="web" className="ref-url" href={web}>{reference.host.url!.trim()}</a>);
  if (links.length === 0) return null;
  return <span className="ref-links">{links}</span>;
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
    <section id={REFERENCES_ID} className="references">
      <h2 className="section-title">References</h2>
      <ol className={labelled ? 'reference-list reference-list--labelled' : 'reference-list'}>
        {references.map((r, i) => <ReferenceItem key={i} reference={r} ids={ids} />)}
      </ol>
    </section>
  );
}
