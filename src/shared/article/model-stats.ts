import { isText, type ArticleModel, type ContentNode } from './content-model.ts';

/** Contributor type of an author named on the article but not in its byline (JATS). */
export const NON_BYLINE = 'author non-byline';

/**
 * Feature counts used by the ingest fidelity test: the same numbers are counted in the
 * source XML (per format, in src/ingest) and in the stored model (here), and must match.
 *
 * Definitions (whole article, including abstracts, back matter and sub-articles):
 * - sections: `section` nodes (JATS <sec>, Elsevier <ce:section>)
 * - paragraphs: `para` nodes (JATS <p>, Elsevier <ce:para>, <ce:simple-para> and <ce:note-para>)
 * - figures: `figure` nodes (JATS <fig>, Elsevier <ce:figure>)
 * - tables: `table` nodes (JATS <table-wrap>, Elsevier <ce:table>)
 * - displayFormulas: `math` nodes with display "block" that stand for a display formula
 *   (JATS <disp-formula>, Elsevier <ce:formula> not inside <ce:inline-formula>; a <ce:formula> that only
 *   groups other formulas is not itself one, its members are) — marked with attrs.formula = true
 * - references: model.references (JATS <ref>, Elsevier <ce:bib-reference>)
 * - authors: persons and collaborations in model.authors plus their members
 *   (JATS <contrib contrib-type="author"> in the article-meta, Elsevier <ce:author> and <ce:collaboration>)
 * - members: collaboration members plus authors of type "author non-byline" (named, not in the byline)
 * - footnotes: `footnote` nodes anywhere plus model.footnotes (JATS <fn>; Elsevier <ce:footnote>,
 *   <ce:table-footnote>, <ce:article-footnote> and <ce:miscellaneous>, which have no other place in the model)
 */
export interface FidelityCounts {
  sections: number;
  paragraphs: number;
  figures: number;
  tables: number;
  displayFormulas: number;
  references: number;
  authors: number;
  /** Authors named on the article but not in its byline: group authors' members, other non-byline authors. */
  members: number;
  footnotes: number;
}

export function emptyCounts(): FidelityCounts {
  return { sections: 0, paragraphs: 0, figures: 0, tables: 0, displayFormulas: 0, references: 0, authors: 0, members: 0, footnotes: 0 };
}

function countNodes(nodes: readonly ContentNode[] | undefined, c: FidelityCounts): void {
  if (!nodes) return;
  for (const n of nodes) {
    if (isText(n)) continue;
    switch (n.type) {
      case 'section':
        c.sections++;
        break;
      case 'para':
        c.paragraphs++;
        break;
      case 'figure':
        c.figures++;
        break;
      case 'table':
        c.tables++;
        break;
      case 'footnote':
        c.footnotes++;
        break;
      case 'math':
        if (n.attrs?.formula === true) c.displayFormulas++;
        break;
      case 'mathml':
        continue; // MathML never holds article nodes
    }
    countNodes(n.children, c);
  }
}

export function countModel(model: ArticleModel): FidelityCounts {
  const c = emptyCounts();
  countNodes(model.title, c);
  for (const a of model.abstracts) countNodes(a.children, c);
  countNodes(model.body, c);
  countNodes(model.back, c);
  countNodes(model.dataAvailability, c);
  for (const g of model.glossary) countNodes(g.definition, c);
  for (const notes of [model.correspondences, model.footnotes, model.biographies]) {
    for (const n of notes) countNodes(n.children, c);
  }
  for (const s of model.subArticles) countNodes(s.body, c);
  c.references = model.references.length;
  c.authors = model.authors.reduce((sum, a) => sum + 1 + (a.members?.length ?? 0), 0);
  c.members = model.authors.reduce((sum, a) => sum + (a.members?.length ?? 0) + (a.contribType === NON_BYLINE ? 1 : 0), 0);
  c.footnotes += model.footnotes.length;
  return c;
}
