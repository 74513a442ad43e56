import { emptyCounts, type FidelityCounts } from '#src/shared/article/model-stats.ts';
import { elements, first, isElement, type XmlElement } from '../xml/parse-xml.ts';
import { collabLinks, isNonByline, matchMember } from './group-members.ts';

/**
 * The fidelity counts of a JATS document, read from the XML alone (definitions in
 * src/shared/article/model-stats.ts), for comparison with countModel(mapJats(root)):
 * - sections <sec>, paragraphs <p>, figures <fig>, tables <table-wrap>, display formulas
 *   <disp-formula>, footnotes <fn>: everywhere in the article, sub-articles included;
 * - references: every <ref> (its contents become a structured reference, so nothing
 *   inside a <ref> is counted as article content);
 * - authors: contribs of the article-meta whose contrib-type is "author" (also "author
 *   non-byline", or no type; "collab" for a group author), plus every contrib nested in such
 *   an author's <collab> (the collaboration's members), plus a collab-list's contribs;
 * - members: the authors not in the byline — those nested in a <collab>, and those listed
 *   apart as a group author's members (group-members.ts), "author non-byline" ones included.
 * MathML is never looked into: it holds no article structure.
 */

const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

const COUNTED: Readonly<Record<string, keyof FidelityCounts>> = {
  sec: 'sections',
  p: 'paragraphs',
  fig: 'figures',
  'table-wrap': 'tables',
  'disp-formula': 'displayFormulas',
  fn: 'footnotes',
};

function countContent(el: XmlElement, c: FidelityCounts): void {
  for (const child of el.children) {
    if (!isElement(child) || child.uri === MATHML_NS || child.local === 'math') continue;
    if (child.name === 'ref') {
      c.references += 1;
      continue;
    }
    const key = Object.hasOwn(COUNTED, child.name) ? COUNTED[child.name] : undefined;
    if (key) c[key] += 1;
    countContent(child, c);
  }
}

const isAuthorType = (contrib: XmlElement) => {
  const type = contrib.attrs['contrib-type']?.trim();
  return !type || /^author\b/i.test(type) || (type === 'collab' && first(contrib, 'collab') !== undefined);
};

/** Contribs nested anywhere inside a collab (collaboration members). */
function collabMembers(contrib: XmlElement): number {
  let n = 0;
  const walk = (el: XmlElement, inCollab: boolean) => {
    for (const c of elements(el)) {
      if (c.name === 'contrib' && inCollab) n += 1;
      walk(c, inCollab || c.name === 'collab');
    }
  };
  walk(contrib, false);
  return n;
}

function countAuthors(articleMeta: XmlElement | undefined): { authors: number; members: number } {
  let authors = 0;
  let members = 0;
  const groups = elements(articleMeta, 'contrib-group');
  const collabs = groups
    .flatMap((g) => elements(g, 'contrib'))
    .filter((c) => first(c, 'collab') && isAuthorType(c))
    .map(collabLinks);
  for (const group of groups) {
    const collabList = group.attrs['content-type'] === 'collab-list';
    for (const contrib of elements(group, 'contrib')) {
      const member = matchMember(contrib, group, collabs).member;
      if (!isAuthorType(contrib) && !(collabList && member)) continue;
      const nested = collabMembers(contrib);
      authors += 1 + nested;
      members += nested + (member || isNonByline(contrib) ? 1 : 0);
    }
  }
  return { authors, members };
}

export function countJatsSource(root: XmlElement): FidelityCounts {
  const c = emptyCounts();
  countContent(root, c);
  const { authors, members } = countAuthors(first(first(root, 'front'), 'article-meta'));
  c.authors = authors;
  c.members = members;
  return c;
}
