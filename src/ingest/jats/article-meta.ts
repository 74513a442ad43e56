import type { ArticleModel, ContentNode } from '#src/shared/article/content-model.ts';
import { descendants, elements, first, type XmlElement } from '../xml/parse-xml.ts';
import type { MapContext } from './context.ts';
import { doiFrom, keepHref } from './hrefs.ts';
import { tidyBlock } from '../content-nodes.ts';
import { attrOf, flatText } from './text.ts';

type Model = ArticleModel;

/** article-title / subtitle → inline nodes (italic, sup, math … as in the source). */
export function titleNodes(el: XmlElement | undefined, cx: MapContext): ContentNode[] {
  return el ? tidyBlock(cx.children(el)) : [];
}

/** Every subject heading, nested groups included, in source order, once each. */
export function subjectsOf(meta: XmlElement | undefined): string[] {
  const out = new Set<string>();
  for (const s of descendants(first(meta, 'article-categories'), 'subject')) {
    const t = flatText(s);
    if (t) out.add(t);
  }
  return [...out];
}

// A Creative Commons licence, or a statement that the article is open access.
const OPEN_LICENCE_URL = /creativecommons\.org\//i;
const OPEN_LICENCE_TEXT = /creative commons|open[- ]access/i;

export function licenseOf(meta: XmlElement | undefined, cx: MapContext): Pick<Model, 'license' | 'openAccess' | 'copyrightLine'> {
  const permissions = first(meta, 'permissions');
  const license = first(permissions, 'license');
  const url = keepHref(attrOf(license, 'xlink:href') ?? (flatText(first(license, 'license_ref')) || undefined), cx.state);
  const text = elements(license, 'license-p')
    .map((p) => flatText(p))
    .filter(Boolean)
    .join(' ');
  const out: Pick<Model, 'license' | 'openAccess' | 'copyrightLine'> = {
    license: {},
    openAccess: OPEN_LICENCE_URL.test(url ?? '') || OPEN_LICENCE_TEXT.test(text) || first(permissions, 'free_to_read') !== undefined,
  };
  if (url) out.license.url = url;
  if (text) out.license.text = text;
  const statement = flatText(first(permissions, 'copyright-statement'));
  const year = flatText(first(permissions, 'copyright-year'));
  const holder = flatText(first(permissions, 'copyright-holder'));
  // Without a statement, the line is built from year and holder as journals print it.
  const line = statement || (year || holder ? `© ${[year, holder].filter(Boolean).join(' ')}` : '');
  if (line) out.copyrightLine = line;
  return out;
}

export function keywordsOf(meta: XmlElement | undefined): Model['keywords'] {
  return elements(meta, 'kwd-group').map((g) => {
    const group: Model['keywords'][number] = {
      terms: elements(g, 'kwd', 'compound-kwd')
        .map((k) => flatText(k))
        .filter(Boolean),
    };
    const kind = attrOf(g, 'kwd-group-type');
    const title = flatText(first(g, 'title'));
    if (kind) group.kind = kind;
    if (title) group.title = title;
    return group;
  });
}

/** related-article links, plus a reviewed product (book review) as a related work. */
export function relatedArticlesOf(meta: XmlElement | undefined, cx: MapContext): Model['relatedArticles'] {
  const out: Model['relatedArticles'] = [];
  for (const r of [...elements(meta, 'related-article'), ...elements(meta, 'related-object')]) {
    const raw = attrOf(r, 'xlink:href');
    const item: Model['relatedArticles'][number] = {
      relation: attrOf(r, 'related-article-type') ?? attrOf(r, 'content-type') ?? 'related',
    };
    const doi = doiFrom(raw) ?? (r.attrs['ext-link-type'] === 'doi' ? raw : undefined);
    const href = keepHref(raw, cx.state);
    const text = flatText(r);
    if (doi) item.doi = doi;
    if (href) item.href = href;
    if (text) item.text = text;
    out.push(item);
  }
  for (const p of elements(meta, 'product')) {
    const text = flatText(p);
    if (text) out.push({ relation: attrOf(p, 'product-type') ?? 'product', text });
  }
  return out;
}

/** custom-meta values by name (case-insensitive), e.g. "Author impact statement". */
export function customMeta(meta: XmlElement | undefined, name: string): XmlElement[] {
  const want = name.toLowerCase();
  return descendants(meta, 'custom-meta')
    .filter((m) => flatText(first(m, 'meta-name')).toLowerCase() === want)
    .map((m) => first(m, 'meta-value'))
    .filter((v): v is XmlElement => v !== undefined);
}
