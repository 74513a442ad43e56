import type { ReactElement, ReactNode } from 'react';
import type { ContentNode, Reference } from '#src/shared/article/content-model.ts';
import { referenceLinks } from '#src/shared/article/reference-links.ts';
import { claimId } from '#src/shared/site/safe-url.ts';
import { formatReference, isStructured } from './format-reference.ts';

/** The list's own id: the route reserves it before anything else renders. */
export const REFERENCES_ID = 'references';

export type RenderNodes = (nodes: readonly ContentNode[] | undefined, depth?: number) => ReactNode;

/**
 * A plain-text field of the reference, with the source's inline markup (MathML, italics)
 * swapped back in where the reference keeps it (`markup`, keyed by the plain text).
 */
function rich(reference: Reference, value: string | undefined, renderNodes: RenderNodes | undefined): ReactNode {
  if (!value || !reference.markup || !renderNodes) return value;
  const entry = reference.markup.find((m) => m.text !== '' && value.includes(m.text));
  if (!entry) return value;
  const at = value.indexOf(entry.text);
  return (
    <>
      {value.slice(0, at) || null}
      {renderNodes(entry.nodes)}
      {value.slice(at + entry.text.length) || null}
    </>
  );
}

function Citation({ reference, renderNodes }: { reference: Reference; renderNodes?: RenderNodes }): ReactNode {
  if (!isStructured(reference)) return <span className="ref-text">{rich(reference, reference.text, renderNodes)}</span>;
  const f = formatReference(reference);
  // Punctuation is joined into single strings: adjacent text nodes would cost separators in the HTML.
  const afterAuthors = f.year ? ` (${f.year}).` : f.authors && !f.authors.endsWith('.') ? '.' : '';
  const tail = (f.details ? `, ${f.details}` : '') + (f.source || f.details ? '.' : '');
  return (
    <span className="ref-text">
      {f.authors ? <span className="ref-authors">{f.authors}</span> : null}
      {`${afterAuthors} `}
      {f.title ? <span className="ref-title">{rich(reference, f.title, renderNodes)}</span> : null}
      {f.title && f.source ? ' ' : null}
      {f.source ? <i className="ref-source">{rich(reference, f.source, renderNodes)}</i> : null}
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

function ReferenceItem({
  reference,
  ids,
  renderNodes,
}: {
  reference: Reference;
  ids: Set<string>;
  renderNodes?: RenderNodes;
}): ReactElement {
  return (
    <li id={claimId(ids, reference.id)} className="reference">
      {reference.label ? <span className="ref-label">{reference.label}</span> : null}
      <span className="ref-body">
        <Citation reference={reference} renderNodes={renderNodes} />
        {reference.comment ? <span className="ref-comment"> {reference.comment}</span> : null}
        <Links reference={reference} />
      </span>
    </li>
  );
}

/** The reference list; each item's id is the reference id, so in-text citations jump to it. */
export function References({
  references,
  ids,
  renderNodes,
}: {
  references: readonly Reference[];
  ids: Set<string>;
  /** Renders the inline markup some references keep (math in titles); plain text without it. */
  renderNodes?: RenderNodes;
}): ReactElement | null {
  if (references.length === 0) return null;
  const labelled = references.some((r) => r.label);
  return (
    <section id={REFERENCES_ID} className="references" data-document-references={references.length}>
      <h2 className="section-title">References</h2>
      <ol className={labelled ? 'reference-list reference-list--labelled' : 'reference-list'}>
        {references.map((r, i) => (
          <ReferenceItem key={i} reference={r} ids={ids} renderNodes={renderNodes} />
        ))}
      </ol>
    </section>
  );
}
