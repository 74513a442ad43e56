import type { ReactElement, ReactNode } from 'react';
import { isText, type Abstract, type ArticleModel, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { claimId } from '#src/shared/site/safe-url.ts';

/** Renders rich content at a section depth; the route passes the article-body renderer in. */
export type RenderNodes = (nodes: readonly ContentNode[] | undefined, depth?: number) => ReactNode;

const DEFAULT_TITLES: Record<string, string> = {
  author: 'Abstract',
  abstract: 'Abstract',
  highlights: 'Highlights',
  digest: 'Digest',
  'executive-summary': 'Digest',
  graphical: 'Graphical abstract',
  teaser: 'Teaser',
  summary: 'Summary',
  'author-highlights': 'Highlights',
};

const ORDER: Record<string, number> = { highlights: 0, 'author-highlights': 0, author: 1, abstract: 1 };

function isHighlights(a: Abstract): boolean {
  return a.kind === 'highlights' || a.kind === 'author-highlights';
}

export function abstractTitle(a: Abstract): string {
  const t = a.title?.trim();
  if (t) return t;
  const known = DEFAULT_TITLES[a.kind];
  if (known) return known;
  const words = a.kind.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Abstract';
}

/** Highlights given as paragraphs read as the bullet list they are. */
function HighlightList({ nodes, renderNodes }: { nodes: readonly ContentNode[]; renderNodes: RenderNodes }): ReactNode {
  const paras = nodes.filter((n): n is ElementNode => !isText(n));
  // Highlights that are already a list (Elsevier: a para holding a ce:list) render as that list.
  const holdsList = (p: ElementNode) => (p.children ?? []).some((c) => !isText(c) && c.type === 'list');
  if (paras.length === 0 || paras.some((p) => p.type !== 'para' || holdsList(p))) return renderNodes(nodes, 1);
  return (
    <ul className="highlights">
      {paras.map((p, i) => (
        <li key={i}>{renderNodes(p.children, 1)}</li>
      ))}
    </ul>
  );
}

function AbstractSection({ abstract, ids, renderNodes }: { abstract: Abstract; ids: Set<string>; renderNodes: RenderNodes }): ReactElement {
  const kind = abstract.kind.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
  const id = claimId(ids, abstract.id) ?? claimId(ids, kind === 'author' ? 'abstract' : `abstract-${kind}`);
  return (
    <section id={id} className={`abstract abstract--${kind}`}>
      <h2 className="section-title">{abstractTitle(abstract)}</h2>
      {isHighlights(abstract) ? <HighlightList nodes={abstract.children} renderNodes={renderNodes} /> : renderNodes(abstract.children, 1)}
    </section>
  );
}

function Keywords({ groups, ids }: { groups: ArticleModel['keywords']; ids: Set<string> }): ReactNode {
  return groups
    .filter((g) => g.terms.some((t) => t.trim() !== ''))
    .map((g, i) => (
      <section key={i} id={claimId(ids, i === 0 ? 'keywords' : `keywords-${i + 1}`)} className="keywords">
        <h2 className="section-title">{g.title?.trim() || 'Keywords'}</h2>
        <ul className="keyword-list">
          {g.terms
            .filter((t) => t.trim() !== '')
            .map((t, j) => (
              <li key={j}>{t}</li>
            ))}
        </ul>
      </section>
    ));
}

/** Abstracts (highlights first, then the author abstract, then the rest in order) and keywords. */
export function Abstracts({
  abstracts,
  keywords,
  ids,
  renderNodes,
}: {
  abstracts: readonly Abstract[];
  keywords: ArticleModel['keywords'];
  ids: Set<string>;
  renderNodes: RenderNodes;
}): ReactElement | null {
  if (abstracts.length === 0 && keywords.length === 0) return null;
  const ordered = abstracts
    .map((a, i) => ({ a, i }))
    .sort((x, y) => (ORDER[x.a.kind] ?? 2) - (ORDER[y.a.kind] ?? 2) || x.i - y.i)
    .map((x) => x.a);
  return (
    <div className="abstracts">
      {ordered.map((a, i) => (
        <AbstractSection key={i} abstract={a} ids={ids} renderNodes={renderNodes} />
      ))}
      <Keywords groups={keywords} ids={ids} />
    </div>
  );
}
