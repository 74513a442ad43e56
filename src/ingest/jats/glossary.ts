import { isText, type ArticleModel, type ContentNode, type ElementNode } from '#src/shared/article/content-model.ts';
import { mergeText, plainText } from '../content-nodes.ts';

type GlossaryEntry = ArticleModel['glossary'][number];

/** Node types that the fidelity counts count; a glossary entry must not hold a second copy. */
const COUNTED: ReadonlySet<string> = new Set(['section', 'figure', 'table', 'footnote']);

/**
 * A definition as inline content for model.glossary (the glossary lookup): paragraphs are
 * unwrapped and counted blocks flattened to text, because the glossary itself stays in the
 * flow (back matter) with its full structure, and each paragraph must exist once.
 */
function inlineDefinition(nodes: readonly ContentNode[]): ContentNode[] {
  const out: ContentNode[] = [];
  for (const n of nodes) {
    if (isText(n)) out.push(n);
    else if (n.type === 'para' || n.type === 'def') {
      if (out.length > 0) out.push({ text: ' ' });
      out.push(...inlineDefinition(n.children ?? []));
    } else if (COUNTED.has(n.type)) out.push({ text: plainText(n.children) });
    else if (n.type === 'math' && n.attrs?.formula === true) {
      const { formula: _formula, ...attrs } = n.attrs;
      out.push({ ...n, attrs });
    } else out.push(n.children ? { ...n, children: inlineDefinition(n.children) } : n);
  }
  return mergeText(out);
}

/** Entries of a mapped glossary node: every def-item, nested lists included. */
export function glossaryEntries(glossary: ElementNode): GlossaryEntry[] {
  const out: GlossaryEntry[] = [];
  const walk = (nodes: readonly ContentNode[]) => {
    for (const n of nodes) {
      if (isText(n)) continue;
      if (n.type !== 'def-item') {
        walk(n.children ?? []);
        continue;
      }
      const kids = (n.children ?? []).filter((c): c is ElementNode => !isText(c));
      const term = plainText(kids.filter((c) => c.type === 'term'));
      const definition = inlineDefinition(kids.filter((c) => c.type !== 'term'));
      const entry: GlossaryEntry = { term, definition };
      if (typeof n.attrs?.id === 'string') entry.id = n.attrs.id;
      out.push(entry);
    }
  };
  walk(glossary.children ?? []);
  return out;
}
