import { isText, type ArticleModel, type ContentNode } from '#src/shared/article/content-model.ts';
import { doiOf, hostName, MENDELEY_DATA, repositoryOf, resolvableLink } from '#src/shared/enriched/data-repositories.ts';
import type { Dataset } from '#src/shared/enriched/enriched-content.ts';
import { descendants, elements, first, textContent, type XmlElement } from '../xml/parse-xml.ts';

/**
 * OD — open data (spec 000 §3): the datasets an article deposits or cites.
 *   - JATS datasets sections (`sec-type="datasets"` / data availability) and their `related-object`s
 *     (eLife "generated" and "existing" datasets);
 *   - data citations: `element-citation` / `mixed-citation` with `publication-type="data"`;
 *   - links anywhere in the article (and references' DOIs) to a known data repository
 *     (src/shared/enriched/data-repositories.ts), Elsevier's included.
 * Each dataset has a resolvable link; one without is left out. Listed once per link.
 */

const DATA_SECTIONS = new Set(['datasets', 'data-availability', 'data-availability-statement']);

function relationOf(contentType: string | undefined): Dataset['relation'] {
  if (!contentType) return 'cited';
  if (/generated/i.test(contentType)) return 'generated';
  if (/existing|analy[sz]ed|reused/i.test(contentType)) return 'analysed';
  return 'cited';
}

/** "Publicly available at the Electron Microscopy Data Bank (…)" → the repository named in a comment. */
function repositoryInComment(comment: string): string | undefined {
  const m = /available (?:at|from|in|on) (?:the )?([A-Z][^(.,;:]{2,80}?)\s*(?:\(|\.|,|;|:|$)/.exec(comment);
  const name = m?.[1]?.trim();
  return name && !/https?|www|doi/i.test(name) ? name : undefined;
}

function licenceOf(el: XmlElement): string | undefined {
  const licence = descendants(el, 'license')[0];
  if (!licence) return undefined;
  return licence.attrs['xlink:href'] ?? (textContent(licence) || undefined);
}

/** A dataset from a related-object or a data citation, or undefined when nothing resolves. */
function datasetFromXml(el: XmlElement, relation: Dataset['relation']): Dataset | undefined {
  const ids = [...elements(el, 'object-id', 'pub-id')];
  const doiId = ids.find((i) => (i.attrs['pub-id-type'] ?? '').toLowerCase() === 'doi');
  const accession = ids.find((i) => i !== doiId);
  const links = descendants(el, 'ext-link', 'uri')
    .map((l) => l.attrs['xlink:href'] ?? textContent(l))
    .filter((h) => h !== '');
  const doi = doiId ? doiOf(textContent(doiId)) : links.map(doiOf).find(Boolean);
  const comment = textContent(first(el, 'comment'));
  // The dataset's own link comes first; a repository's home page (in the comment) is not the dataset.
  const candidates = [...(doi ? [doi] : []), ...links.filter((h) => !comment.includes(h))];
  const url = candidates.map(resolvableLink).find(Boolean);
  if (!url) return undefined;
  const title = textContent(first(el, 'data-title') ?? first(el, 'source') ?? first(el, 'article-title')) || undefined;
  const year = textContent(first(el, 'year')) || undefined;
  const known = repositoryOf(doi ?? url);
  const host = hostName(url);
  const repository = known?.name ?? (comment ? repositoryInComment(comment) : undefined) ?? (host === 'doi.org' ? 'DOI' : host);
  const identifier = doi ?? (accession ? textContent(accession) : '') ?? url;
  const licence = licenceOf(el);
  return {
    repository,
    identifier: identifier || url,
    relation,
    url,
    ...(title ? { title } : {}),
    ...(year ? { year } : {}),
    ...(licence ? { licence } : {}),
  };
}

function fromJats(root: XmlElement): Dataset[] {
  const out: Dataset[] = [];
  for (const sec of descendants(root, 'sec')) {
    if (!DATA_SECTIONS.has(sec.attrs['sec-type'] ?? '')) continue;
    for (const ro of descendants(sec, 'related-object')) {
      const d = datasetFromXml(ro, relationOf(ro.attrs['content-type']));
      if (d) out.push(d);
    }
  }
  for (const c of descendants(root, 'element-citation', 'mixed-citation')) {
    if ((c.attrs['publication-type'] ?? '').toLowerCase() !== 'data') continue;
    const d = datasetFromXml(c, 'cited');
    if (d) out.push(d);
  }
  return out;
}

/**
 * A link in running text is a dataset only when it names a record (a DOI, or an address with a
 * number in its path or query: /record/123, ?structureId=4AXT), not a repository's home page.
 */
export function namesARecord(href: string): boolean {
  if (doiOf(href)) return true;
  try {
    const u = new URL(href);
    return /\d/.test(u.pathname + u.search);
  } catch {
    return false;
  }
}

function linkHrefs(nodes: readonly ContentNode[] | undefined, out: string[]): string[] {
  for (const n of nodes ?? []) {
    if (isText(n)) continue;
    const href = n.attrs?.href;
    if (typeof href === 'string' && (n.type === 'link' || n.type === 'inter-ref' || n.type === 'e-address')) out.push(href);
    linkHrefs(n.children, out);
  }
  return out;
}

function fromModel(model: ArticleModel): Dataset[] {
  const out: Dataset[] = [];
  const hrefs = linkHrefs([...model.body, ...model.back, ...(model.dataAvailability ?? [])], []);
  for (const href of hrefs) {
    const repo = repositoryOf(href);
    const url = repo && namesARecord(href) ? resolvableLink(href) : undefined;
    if (repo && url) out.push({ repository: repo.name, identifier: doiOf(href) ?? url, relation: 'linked', url });
  }
  for (const ref of model.references) {
    const value = ref.doi ?? ref.host.url;
    const repo = value ? repositoryOf(value) : undefined;
    const url = repo && value ? resolvableLink(value) : undefined;
    if (!repo || !url) continue;
    const title = ref.contribution.title ?? ref.host.title;
    out.push({
      repository: repo.name,
      identifier: doiOf(value!) ?? url,
      relation: 'cited',
      url,
      ...(title ? { title } : {}),
      ...(ref.host.year ? { year: ref.host.year } : {}),
    });
  }
  return out;
}

/** The article's datasets, each once (by its link), in the order: datasets sections, data citations, links. */
export function openDataOf(model: ArticleModel, root: XmlElement | undefined): Dataset[] {
  const seen = new Set<string>();
  const out: Dataset[] = [];
  for (const d of [...(root && model.source === 'jats' ? fromJats(root) : []), ...fromModel(model)]) {
    const key = d.url.toLowerCase().replace(/\/$/, '');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out;
}

/** MD — the Mendeley Data subset of OD. */
export function mendeleyDataOf(datasets: readonly Dataset[]): Dataset[] {
  return datasets.filter((d) => d.repository === MENDELEY_DATA);
}
