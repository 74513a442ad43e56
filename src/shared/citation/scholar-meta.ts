import { textOf, type ArticleModel } from '../article/content-model.ts';

/**
 * Head metadata for an article page: Google Scholar `citation_*` tags, Open Graph,
 * canonical link and schema.org ScholarlyArticle JSON-LD. Empty values are omitted.
 */
export interface ArticleHead {
  title: string;
  description: string;
  canonical: string;
  meta: Array<{ name?: string; property?: string; content: string }>;
  jsonLd: Record<string, unknown>;
}

function clean(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** "2013-03-12" → "2013/03/12" (Google Scholar's preferred form); partial dates stay partial. */
export function scholarDate(iso: string | undefined): string {
  return clean(iso).replace(/-/g, '/');
}

export function articleUrl(origin: string, pii: string, variant: 'full' | 'abstract' = 'full'): string {
  return `${origin}/science/article/${variant === 'abstract' ? 'abs/' : ''}pii/${pii}`;
}

export function articleHead(model: ArticleModel, origin: string): ArticleHead {
  const title = clean(textOf(model.title));
  const authorAbstract = model.abstracts.find((a) => a.kind === 'author') ?? model.abstracts[0];
  const description = clean(textOf(authorAbstract?.children)).slice(0, 300);
  const canonical = articleUrl(origin, model.pii);
  const date = model.dates.published ?? model.dates.versionOfRecord ?? model.dates.availableOnline;
  const authors = model.authors.filter((a) => a.contribType === 'author').map((a) => clean(a.name.display));
  const meta: ArticleHead['meta'] = [];
  const add = (name: string, content: string | undefined) => {
    const value = clean(content);
    if (value) meta.push({ name, content: value });
  };
  add('description', description);
  add('citation_title', title);
  for (const author of authors) add('citation_author', author);
  add('citation_publication_date', scholarDate(date));
  add('citation_journal_title', model.publication.title);
  add('citation_issn', model.publication.issn);
  if (model.publication.eissn !== model.publication.issn) add('citation_issn', model.publication.eissn);
  add('citation_publisher', model.publication.publisher);
  add('citation_volume', model.volume);
  add('citation_issue', model.issue);
  add('citation_firstpage', model.firstPage ?? model.articleNumber);
  add('citation_lastpage', model.lastPage);
  add('citation_doi', model.doi);
  add('citation_language', model.language);
  add('citation_abstract_html_url', articleUrl(origin, model.pii, 'abstract'));
  add('citation_fulltext_html_url', canonical);
  add('citation_keywords', model.keywords.flatMap((k) => k.terms).join('; '));
  const og = (property: string, content: string | undefined) => {
    const value = clean(content);
    if (value) meta.push({ property, content: value });
  };
  og('og:type', 'article');
  og('og:title', title);
  og('og:description', description);
  og('og:url', canonical);
  og('og:site_name', 'Lectern');
  og('article:published_time', date);

  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: title.slice(0, 250),
    name: title,
    url: canonical,
    ...(model.doi ? { sameAs: `https://doi.org/${model.doi}`, identifier: `https://doi.org/${model.doi}` } : {}),
    ...(date ? { datePublished: date } : {}),
    ...(description ? { description } : {}),
    inLanguage: model.language,
    isAccessibleForFree: model.openAccess || model.openArchive,
    ...(model.license.url ? { license: model.license.url } : {}),
    author: authors.slice(0, 100).map((name) => ({ '@type': 'Person', name })),
    isPartOf: {
      '@type': 'Periodical',
      name: model.publication.title,
      ...(model.publication.issn || model.publication.eissn ? { issn: model.publication.eissn ?? model.publication.issn } : {}),
      ...(model.publication.publisher ? { publisher: { '@type': 'Organization', name: model.publication.publisher } } : {}),
    },
    ...(model.keywords.length ? { keywords: model.keywords.flatMap((k) => k.terms).join(', ') } : {}),
  };
  return { title, description, canonical, meta, jsonLd };
}
