import type { ReactElement, ReactNode } from 'react';
import type { ArticleModel, ContentNode, Note } from '#src/shared/article/content-model.ts';
import { claimId } from '#src/shared/site/safe-url.ts';

/** Renders rich content at a section depth; the route passes the article-body renderer in. */
export type RenderNodes = (nodes: readonly ContentNode[] | undefined, depth?: number) => ReactNode;

export interface BackMatterProps {
  /** Back sections in document order: acknowledgments, appendices, other back sections. */
  back: readonly ContentNode[];
  funding: ArticleModel['funding'];
  /** The funding statement as written, shown with the funders. */
  fundingStatement?: readonly ContentNode[];
  dataAvailability?: readonly ContentNode[];
  glossary: ArticleModel['glossary'];
  /** Article footnotes and author notes not already shown in the header. */
  footnotes: readonly Note[];
  biographies: readonly Note[];
  ids: Set<string>;
  renderNodes: RenderNodes;
}

function Section({ id, title, ids, children }: { id: string; title: string; ids: Set<string>; children: ReactNode }): ReactElement {
  return (
    <section id={claimId(ids, id)} className={`section back-section back-section--${id}`}>
      <h2 className="section-title">{title}</h2>
      {children}
    </section>
  );
}

function NoteList({
  notes,
  ids,
  renderNodes,
  className,
}: {
  notes: readonly Note[];
  ids: Set<string>;
  renderNodes: RenderNodes;
  className: string;
}): ReactElement {
  return (
    <ul className={className}>
      {notes.map((n) => (
        <li key={n.id} id={claimId(ids, n.id)}>
          {n.label?.trim() ? <span className="note-label">{n.label.trim()}</span> : null}
          <div className="note-body">{renderNodes(n.children, 1)}</div>
        </li>
      ))}
    </ul>
  );
}

function Funding({
  funding,
  statement,
  renderNodes,
}: {
  funding: BackMatterProps['funding'];
  statement?: readonly ContentNode[];
  renderNodes: RenderNodes;
}): ReactNode {
  return (
    <>
      {statement?.length ? <div className="funding-statement">{renderNodes(statement, 1)}</div> : null}
      {funding.length > 0 ? (
        <ul className="funding-list">
          {funding.map((f, i) => (
            <li key={i}>
              <span className="funding-source">{f.source}</span>
              {f.awardIds.length > 0 ? <span className="funding-awards">{` (${f.awardIds.join(', ')})`}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Back matter after the body: back sections, glossary, data availability, funding, footnotes, biographies. */
export function BackMatter(p: BackMatterProps): ReactElement | null {
  const { ids, renderNodes } = p;
  const hasData = Boolean(p.dataAvailability?.length);
  const hasFunding = p.funding.length > 0 || Boolean(p.fundingStatement?.length);
  if (p.back.length === 0 && !hasFunding && !hasData && p.glossary.length === 0 && p.footnotes.length === 0 && p.biographies.length === 0) {
    return null;
  }
  return (
    <div className="back-matter">
      {renderNodes(p.back, 0)}
      {p.glossary.length > 0 ? (
        <Section id="glossary" title="Glossary" ids={ids}>
          <dl className="def-list glossary-list">
            {p.glossary.map((g, i) => (
              <div key={i} className="def-item" id={claimId(ids, g.id)}>
                <dt>{g.term}</dt>
                <dd>{renderNodes(g.definition, 1)}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
      {hasData ? (
        <Section id="data-availability" title="Data availability" ids={ids}>
          {renderNodes(p.dataAvailability, 1)}
        </Section>
      ) : null}
      {hasFunding ? (
        <Section id="funding" title="Funding" ids={ids}>
          <Funding funding={p.funding} statement={p.fundingStatement} renderNodes={renderNodes} />
        </Section>
      ) : null}
      {p.footnotes.length > 0 ? (
        <Section id="footnotes" title="Footnotes" ids={ids}>
          <NoteList notes={p.footnotes} ids={ids} renderNodes={renderNodes} className="footnote-list" />
        </Section>
      ) : null}
      {p.biographies.length > 0 ? (
        <Section id="biographies" title="Biographies" ids={ids}>
          <NoteList notes={p.biographies} ids={ids} renderNodes={renderNodes} className="biography-list" />
        </Section>
      ) : null}
    </div>
  );
}
